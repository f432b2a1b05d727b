import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mastercard, visa } from '@/features/payment-methods';
import { fail, fakeApi, ok } from '@/test/fake-api';
import { renderAs } from '@/test/render-as';
import { readBookingDraft, saveBookingDraft, type BookingDraft } from './booking-draft';
import { emptyBookingForm } from './booking-form';
import { PaymentCheckout } from './payment-checkout';
import { cleaning, ontarioAmounts } from './test-data';

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn() }));
vi.mock('next/navigation', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/navigation')>()), useRouter: () => router }));

const request = {
  serviceId: cleaning._id,
  scheduledAt: '2026-11-24T19:30:00.000Z',
  quantity: 1,
  address: { name: 'Ada Tremblay', phonenumber: '416-555-0123', street: '12 Queen St W', city: 'Toronto', province: 'ON', country: 'Canada', postcode: 'M5H 2N2' },
  note: '',
  phonenumber: '416-555-0123',
  email: 'ada@example.ca',
  zipcode: 'M5H 2N2',
  discountCode: undefined,
};

const draft: BookingDraft = {
  service: cleaning,
  rebookOf: null,
  step: 4,
  reachedStep: 4,
  values: emptyBookingForm(),
  checkout: { request, amounts: ontarioAmounts },
  serverErrors: null,
};

const created = { _id: 'b1a2c3d4-0000-4000-8000-000000000001', status: 'open', amounts: ontarioAmounts };

function setup(answer: Parameters<typeof fakeApi>[0][string]) {
  const api = fakeApi({ 'POST /api/booking': answer });
  renderAs('customer', <PaymentCheckout />);
  const bookingRequests = () => api.requests.filter((r) => r.method === 'POST' && r.path === '/api/booking');
  return { api, bookingRequests, user: userEvent.setup() };
}

type User = ReturnType<typeof userEvent.setup>;

async function enterCard(user: User, number: string) {
  await user.clear(screen.getByLabelText('Card number'));
  await user.type(screen.getByLabelText('Card number'), number);
  await user.clear(screen.getByLabelText('Expiry date'));
  await user.type(screen.getByLabelText('Expiry date'), '1230');
  await user.clear(screen.getByLabelText('CVC'));
  await user.type(screen.getByLabelText('CVC'), '123');
}

const pay = (user: User) => user.click(screen.getByRole('button', { name: /^Pay / }));

beforeEach(() => {
  vi.clearAllMocks();
  window.sessionStorage.clear();
  saveBookingDraft(draft);
});
afterEach(() => vi.unstubAllGlobals());

describe('PaymentCheckout', () => {
  it('says so when no booking is waiting to be paid', () => {
    window.sessionStorage.clear();
    fakeApi({});
    renderAs('customer', <PaymentCheckout />);
    expect(screen.getByRole('heading', { name: 'No payment in progress' })).toBeInTheDocument();
  });

  it('shows the booking and pays with the payment method the test card stands for', async () => {
    const { bookingRequests, user } = setup(() => ({ status: 201, body: { success: true, data: created } }));
    expect(screen.getByText('Standard House Cleaning')).toBeInTheDocument();
    expect(screen.getByText('Tue, Nov 24, 2026, 2:30 p.m. EST')).toBeInTheDocument();
    expect(screen.getByText('HST (13%)')).toBeInTheDocument();
    expect(screen.getByLabelText('Postal Code')).toHaveValue('M5H 2N2');

    await enterCard(user, '4242424242424242');
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByLabelText('Expiry date')).toHaveValue('12/30');
    await pay(user);

    await waitFor(() => expect(router.replace).toHaveBeenCalledWith(`/success?booking=${created._id}`));
    const [sent] = bookingRequests();
    expect(JSON.parse(String(sent?.body))).toEqual({ ...request, discountCode: undefined, paymentMethodId: 'pm_card_visa', savePaymentMethod: false });
    expect(sent?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(readBookingDraft()).toBeNull();
  });

  it('checks the card before sending anything', async () => {
    const { bookingRequests, user } = setup(ok(created));
    await pay(user);
    expect(await screen.findByText('Card number is required')).toBeInTheDocument();
    expect(screen.getByText('Expiry date is required')).toBeInTheDocument();
    expect(screen.getByText('CVC is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Card number'), '4242424242424241');
    await user.type(screen.getByLabelText('Expiry date'), '0120');
    await user.type(screen.getByLabelText('CVC'), '12');
    await user.clear(screen.getByLabelText('Postal Code'));
    await pay(user);
    expect(await screen.findByText('Card number is invalid')).toBeInTheDocument();
    expect(screen.getByText('Your card has expired')).toBeInTheDocument();
    expect(screen.getByText('CVC must be 3 or 4 digits')).toBeInTheDocument();
    expect(screen.getByText('Postal Code is required')).toBeInTheDocument();

    // A real card number is refused in test mode.
    await enterCard(user, '4012888888881881');
    await user.type(screen.getByLabelText('Postal Code'), 'M5H2N2');
    await pay(user);
    expect(await screen.findByText(/This checkout is in test mode/)).toBeInTheDocument();
    expect(bookingRequests()).toHaveLength(0);
  });

  it('shows a decline inline and lets another card try, with a new Idempotency-Key', async () => {
    let answer = fail(402, 'Your card was declined.');
    const { bookingRequests, user } = setup(() => answer);
    await enterCard(user, '4000000000000002');
    await pay(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(JSON.parse(String(bookingRequests()[0]?.body)).paymentMethodId).toBe('pm_card_chargeDeclined');
    await waitFor(() => expect(screen.getByLabelText('Card number')).toHaveFocus());
    expect(screen.getByLabelText('Card number')).toHaveValue('');

    answer = { status: 201, body: { success: true, data: created } };
    await enterCard(user, '4242424242424242');
    await pay(user);
    await waitFor(() => expect(router.replace).toHaveBeenCalled());
    const [declined, approved] = bookingRequests();
    expect(JSON.parse(String(approved?.body)).paymentMethodId).toBe('pm_card_visa');
    expect(approved?.headers['Idempotency-Key']).not.toBe(declined?.headers['Idempotency-Key']);
  });

  it('retries with the same Idempotency-Key after a network error, so nothing is booked twice', async () => {
    let offline = true;
    const { bookingRequests, user } = setup(() => {
      if (offline) throw new TypeError('Failed to fetch');
      return { status: 201, body: { success: true, data: created } };
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await enterCard(user, '4242424242424242');
    await pay(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('you will not be charged twice');

    offline = false;
    await pay(user);
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith(`/success?booking=${created._id}`));
    const [first, retry] = bookingRequests();
    expect(retry?.headers['Idempotency-Key']).toBe(first?.headers['Idempotency-Key']);
  });

  it('sends one request however often Pay is pressed while it is in flight', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const api = fakeApi({});
    api.fetchMock.mockImplementation(async (_input, init) => {
      // The saved cards (none) answer at once; the booking waits.
      if (init?.method === 'GET') return new Response(JSON.stringify({ success: true, data: [] }));
      await gate;
      return new Response(JSON.stringify({ success: true, data: created }), { status: 201 });
    });
    renderAs('customer', <PaymentCheckout />);
    const user = userEvent.setup();
    await enterCard(user, '4242424242424242');
    const button = screen.getByRole('button', { name: /^Pay / });
    await user.click(button);
    await user.dblClick(button);
    expect(button).toBeDisabled();
    release();
    await waitFor(() => expect(router.replace).toHaveBeenCalledTimes(1));
    expect(api.fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('sends the customer back to the step whose field the API refused', async () => {
    const { user } = setup(fail(400, 'Validation failed', { scheduledAt: 'Please choose a time at least 2 hours from now' }));
    await enterCard(user, '4242424242424242');
    await pay(user);
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/services/standard-house-cleaning/book'));
    expect(readBookingDraft()).toMatchObject({ step: 1, checkout: null, serverErrors: { scheduledAt: 'Please choose a time at least 2 hours from now' } });
  });
});

describe('PaymentCheckout with saved cards', () => {
  function setupSaved() {
    const api = fakeApi({
      'GET /api/user/payment-methods': ok([visa, mastercard]),
      'POST /api/booking': { status: 201, body: { success: true, data: created } },
    });
    renderAs('customer', <PaymentCheckout />);
    const sent = () => JSON.parse(String(api.last('POST', '/api/booking')?.body));
    return { sent, user: userEvent.setup() };
  }

  it('pays with the default card without asking for a card number', async () => {
    const { sent, user } = setupSaved();
    expect(await screen.findByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Mastercard ending in 4444/ })).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();
    await pay(user);
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith(`/success?booking=${created._id}`));
    expect(sent()).toEqual({ ...request, paymentMethodId: visa._id });
  });

  it('pays with another saved card when picked', async () => {
    const { sent, user } = setupSaved();
    await user.click(await screen.findByRole('radio', { name: /Mastercard ending in 4444/ }));
    await pay(user);
    await waitFor(() => expect(router.replace).toHaveBeenCalled());
    expect(sent().paymentMethodId).toBe(mastercard._id);
  });

  it('keeps a new card for next time when asked to', async () => {
    const { sent, user } = setupSaved();
    await user.click(await screen.findByRole('radio', { name: 'Use a new card' }));
    await enterCard(user, '4242424242424242');
    await user.click(screen.getByRole('checkbox', { name: 'Save this card for next time' }));
    await pay(user);
    await waitFor(() => expect(router.replace).toHaveBeenCalled());
    expect(sent()).toEqual({ ...request, paymentMethodId: 'pm_card_visa', savePaymentMethod: true });
  });

  it('does not keep a new card unless asked to', async () => {
    const { sent, user } = setupSaved();
    await user.click(await screen.findByRole('radio', { name: 'Use a new card' }));
    expect(screen.getByRole('checkbox', { name: 'Save this card for next time' })).not.toBeChecked();
    await enterCard(user, '5555555555554444');
    await pay(user);
    await waitFor(() => expect(router.replace).toHaveBeenCalled());
    expect(sent()).toMatchObject({ paymentMethodId: 'pm_card_mastercard', savePaymentMethod: false });
  });
});

describe('PaymentCheckout terms', () => {
  afterEach(() => vi.useRealTimers());
  // Only the clock is fake: timers stay real for the queries.
  const setNow = (iso: string) => vi.useFakeTimers({ now: new Date(iso), toFake: ['Date'] });

  it('says until when cancelling is free, on the job’s clock, and that a job weeks ahead only saves the card', () => {
    setNow('2026-11-10T12:00:00.000Z');
    fakeApi({});
    renderAs('customer', <PaymentCheckout />);
    expect(screen.getByText('Your card is saved now and held in the days before the job.')).toBeInTheDocument();
    expect(
      screen.getByText(/^Free cancellation until Mon, Nov 23, 2026, 2:30 p\.m\. EST\. After that, once a professional has accepted, cancelling refunds 50%\. No refund once the job has started\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Refund policy' })).toHaveAttribute('href', '/refundpolicy');
  });

  it('says a booking starting within 24 hours is free to cancel only until a professional accepts, and holds the card now', () => {
    setNow('2026-11-24T10:00:00.000Z');
    fakeApi({});
    renderAs('customer', <PaymentCheckout />);
    expect(screen.getByText('Your card is authorised now and charged when the job is done.')).toBeInTheDocument();
    expect(screen.getByText(/^This booking starts within 24 hours: cancelling is free until a professional accepts it; after that it refunds 50%\./)).toBeInTheDocument();
    expect(screen.queryByText(/Free cancellation until/)).not.toBeInTheDocument();
  });
});
