import type { User } from '@hearth/shared/account/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, ok } from '@/test/fake-api';
import { renderAs } from '@/test/render-as';
import { BookingFlow } from './booking-flow';
import { readBookingDraft, saveBookingDraft } from './booking-draft';
import { emptyBookingForm } from './booking-form';
import { PaymentCheckout } from './payment-checkout';
import { cleaning, ontarioAmounts, quote } from './test-data';

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn() }));
vi.mock('next/navigation', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/navigation')>()), useRouter: () => router }));
vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const customer: User = {
  _id: 'c1',
  fullname: 'Ada Tremblay',
  firstName: 'Ada',
  lastName: 'Tremblay',
  email: 'ada@example.ca',
  isEmailVerified: false,
  role: 'customer',
  locale: 'en',
  phonenumber: null,
  isPhoneNumberVerified: false,
  profilePic: null,
  marketingEmails: false,
  smsJobAlerts: false,
  pendingEmail: null,
  serviceprovider: [],
  createdAt: '2026-11-20T10:00:00.000Z',
};

const RESENT = 'If your account still needs verifying, we have sent a new verification link.';
const REFUSED = 'Verify your email before booking. We sent a link to ada@example.ca.';

/** The profile the fake API answers with; a test flips `isEmailVerified` as if the link was opened. */
let profile: User;
function fakeRoutes(routes: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/user/profile': () => ok(profile),
    'POST /api/auth/request-verification': ok(undefined, RESENT),
    'POST /api/booking/quote': ok(quote()),
    ...routes,
  });
}

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

/** A booking filled in up to its price step. */
const filledIn = {
  ...emptyBookingForm({ name: 'Ada Tremblay', email: 'ada@example.ca' }),
  date: '2026-11-24',
  time: '14:30',
  address: request.address,
  phonenumber: '416-555-0123',
  zipcode: 'M5H 2N2',
};

/** The profile arrives after the page has rendered: allow for a busy machine. */
const notice = () => screen.findByRole('status', { name: 'Confirm your email to book' }, { timeout: 5000 });

beforeEach(() => {
  vi.clearAllMocks();
  window.sessionStorage.clear();
  profile = { ...customer };
  // Friday 20 November 2026, 9:10 a.m. in Toronto.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T14:10:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('booking with an unverified email', () => {
  it('asks the customer to confirm their email before payment, resends the link, and continues once confirmed', async () => {
    saveBookingDraft({ service: cleaning, rebookOf: null, step: 4, reachedStep: 4, values: filledIn, checkout: null, serverErrors: null });
    const api = fakeRoutes();
    renderAs('customer', <BookingFlow service={cleaning} rebook={null} offerCode={null} />);
    const user = userEvent.setup();

    expect(await notice()).toHaveTextContent('We sent a link to ada@example.ca.');
    await user.click(screen.getByRole('button', { name: 'Resend link' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(RESENT));
    const resend = api.last('POST', '/api/auth/request-verification');
    expect(JSON.parse(String(resend?.body))).toEqual({});
    expect(resend?.headers.Authorization).toBe('Bearer token-1');

    // Not confirmed yet: payment waits, and the notice is where the customer is taken.
    const toPayment = await screen.findByRole('button', { name: 'Continue to payment' });
    await waitFor(() => expect(toPayment).toBeEnabled());
    await user.click(toPayment);
    await waitFor(() => expect(screen.getByRole('status', { name: 'Confirm your email to book' })).toHaveFocus());
    expect(router.push).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'I have confirmed it' }));
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith('Your email is not confirmed yet. Open the link in the email we sent you, then try again.'));

    // The customer opens the link in their email, comes back and checks again.
    profile = { ...customer, isEmailVerified: true };
    await user.click(screen.getByRole('button', { name: 'I have confirmed it' }));
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Confirm your email to book' })).not.toBeInTheDocument());
    expect(toast.success).toHaveBeenCalledWith('Thank you, your email is confirmed. You can continue your booking.');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(router.push).toHaveBeenCalledWith('/payment');
    expect(readBookingDraft()?.checkout?.request).toMatchObject({ serviceId: request.serviceId, scheduledAt: request.scheduledAt, address: { ...request.address, phonenumber: '+14165550123' } });
  });

  it('says on the payment page why the booking was refused, and pays once the email is confirmed', async () => {
    saveBookingDraft({ service: cleaning, rebookOf: null, step: 4, reachedStep: 4, values: filledIn, checkout: { request, amounts: ontarioAmounts }, serverErrors: null });
    // The profile said verified when the page loaded; the API knows better.
    profile = { ...customer, isEmailVerified: true };
    let answer = fail(403, REFUSED, { email: REFUSED });
    const api = fakeRoutes({ 'POST /api/booking': () => answer });
    renderAs('customer', <PaymentCheckout />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry date'), '1230');
    await user.type(screen.getByLabelText('CVC'), '123');
    await waitFor(() => expect(api.requests.some((r) => r.path === '/api/user/profile')).toBe(true));
    profile = { ...customer };

    await user.click(screen.getByRole('button', { name: /^Pay / }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REFUSED);
    expect(await notice()).toHaveTextContent('ada@example.ca');
    const sent = api.requests.filter((r) => r.method === 'POST' && r.path === '/api/booking');
    expect(sent).toHaveLength(1);

    profile = { ...customer, isEmailVerified: true };
    answer = { status: 201, body: { success: true, data: { _id: 'b1a2c3d4-0000-4000-8000-000000000001', status: 'open', amounts: ontarioAmounts } } };
    await user.click(screen.getByRole('button', { name: 'I have confirmed it' }));
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Confirm your email to book' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/success?booking=b1a2c3d4-0000-4000-8000-000000000001'));
    // Nothing was written by the refused attempt, so the retry may reuse its key.
    const [refused, paid] = api.requests.filter((r) => r.method === 'POST' && r.path === '/api/booking');
    expect(paid?.headers['Idempotency-Key']).toBe(refused?.headers['Idempotency-Key']);
  });
});
