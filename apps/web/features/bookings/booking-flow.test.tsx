import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cottage, home } from '@/features/addresses';
import { fakeApi, ok } from '@/test/fake-api';
import { renderAs } from '@/test/render-as';
import { BookingFlow } from './booking-flow';
import { readBookingDraft, readBookingStart, saveBookingDraft, saveBookingStart } from './booking-draft';
import { emptyBookingForm, type BookingService } from './booking-form';
import { cleaning, handyman, makeBooking, quote } from './test-data';

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn() }));
vi.mock('next/navigation', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/navigation')>()), useRouter: () => router }));

function setup(service: BookingService, routes: Parameters<typeof fakeApi>[0] = {}, rebook: string | null = null) {
  const api = fakeApi({ 'POST /api/booking/quote': ok(quote()), ...routes });
  renderAs('customer', <BookingFlow service={service} rebook={rebook} offerCode="WELCOME15" />);
  return { api, user: userEvent.setup() };
}

type User = ReturnType<typeof userEvent.setup>;
const next = (user: User) => user.click(screen.getByRole('button', { name: /^Next/ }));
const stepHeading = () => screen.getByRole('heading', { level: 2 });
/** Moving on waits for the step's validation, which is asynchronous. */
const expectStep = (title: string) => waitFor(() => expect(stepHeading()).toHaveTextContent(title));
const goNext = async (user: User, title: string) => {
  await next(user);
  await expectStep(title);
};

async function chooseTime(user: User) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Province' }), 'ON');
  fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-11-24' } });
  await user.click(await screen.findByRole('radio', { name: '2:30 p.m.' }));
}

async function fillAddress(user: User) {
  await user.type(screen.getByLabelText('Street'), '12 Queen St W');
  await user.type(screen.getByLabelText('City'), 'Toronto');
  await user.type(screen.getByLabelText('Phone Number'), '4165550123');
  await user.type(screen.getByLabelText('Postal Code'), 'm5h2n2');
}

beforeEach(() => {
  vi.clearAllMocks();
  window.sessionStorage.clear();
  // Friday 20 November 2026, 9:10 a.m. in Toronto.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T14:10:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('BookingFlow', () => {
  it('asks for a description only when the service requires one', async () => {
    const { user } = setup(handyman);
    const steps = screen.getByRole('navigation', { name: 'Booking steps' });
    expect(within(steps).getByText('Service').closest('[aria-current="step"]')).not.toBeNull();
    expect(screen.getByLabelText('Hours')).toHaveValue('1');
    await next(user);
    expect(await screen.findByText('Description is required')).toBeInTheDocument();
    await expectStep('What do you need?');

    await user.type(screen.getByLabelText('Description'), 'Hang three shelves and fix a door.');
    await next(user);
    await expectStep('When should we come?');
    await waitFor(() => expect(stepHeading()).toHaveFocus());
  });

  it('lets the customer skip the description when the service does not need it', async () => {
    const { user } = setup(cleaning);
    expect(screen.queryByLabelText('Hours')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Description (optional)')).toBeInTheDocument();
    await next(user);
    await expectStep('When should we come?');
    expect(screen.queryByText('Description is required')).not.toBeInTheDocument();
  });

  it('needs a province, a date and a start time at least two hours ahead', async () => {
    const { user } = setup(cleaning);
    await goNext(user, 'When should we come?');
    await next(user);
    expect(await screen.findByText('Province is required')).toBeInTheDocument();
    expect(screen.getByText('Please choose a date')).toBeInTheDocument();
    expect(screen.getByText('Please choose a start time')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Province' }), 'ON');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-11-20' } });
    const times = screen.getByRole('radiogroup', { name: 'Start time (EST)' });
    expect(within(times).getByRole('radio', { name: '11:00 a.m.' })).toBeDisabled();
    expect(within(times).getByRole('radio', { name: '11:30 a.m.' })).toBeEnabled();
    await user.click(within(times).getByRole('radio', { name: '11:30 a.m.' }));
    await goNext(user, 'Where is the job?');
  });

  it('checks the address: a Canadian postal code and a province', async () => {
    const { user } = setup(cleaning);
    await goNext(user, 'When should we come?');
    await chooseTime(user);
    await goNext(user, 'Where is the job?');
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Tremblay');
    expect(screen.getByLabelText('Country')).toHaveValue('Canada');
    expect(screen.getByRole('combobox', { name: 'Province' })).toHaveValue('ON');

    await user.type(screen.getByLabelText('Postal Code'), '12345');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Province' }), '');
    await next(user);
    // Clearing the province sends the customer back to the step that needs it for the time zone.
    expect(await screen.findByText('Province is required')).toBeInTheDocument();
    await expectStep('When should we come?');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Province' }), 'ON');
    await goNext(user, 'Where is the job?');
    await next(user);
    expect(await screen.findByText('Postal Code must be a valid Canadian postal code (A1A 1A1)')).toBeInTheDocument();
    expect(screen.getByText('Street is required')).toBeInTheDocument();
    // Focus goes to the first field to fix, in the order they are shown.
    await waitFor(() => expect(screen.getByLabelText('Phone Number')).toHaveFocus());
  });

  it('says on the postal code when it is in another province than the one chosen', async () => {
    const { user } = setup(cleaning);
    await goNext(user, 'When should we come?');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Province' }), 'AB');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-11-24' } });
    await user.click(await screen.findByRole('radio', { name: '12:30 p.m.' }));
    await goNext(user, 'Where is the job?');
    await user.type(screen.getByLabelText('Street'), '12 Front St W');
    await user.type(screen.getByLabelText('City'), 'Toronto');
    await user.type(screen.getByLabelText('Phone Number'), '4165550123');
    await user.type(screen.getByLabelText('Postal Code'), 'm5v2t6');
    await next(user);
    expect(await screen.findByText('M5V 2T6 is a postal code in Ontario, not Alberta')).toBeInTheDocument();
    expect(screen.getByLabelText('Postal Code')).toHaveAccessibleDescription(/M5V 2T6 is a postal code in Ontario, not Alberta/);
    expect(stepHeading()).toHaveTextContent('Where is the job?');
  });

  it('prices the booking with the API quote, tax line by tax line, and hands it to /payment', async () => {
    const withCode = quote({ subtotal: 12900, discount: 1935, tax: 1425, total: 12390, taxes: [{ name: 'HST', rate: 13000, amount: 1425 }] });
    const { api, user } = setup(cleaning, {
      'POST /api/booking/quote': () => {
        const body = JSON.parse(String(api.requests.at(-1)?.body));
        if (body.discountCode === 'WELCOME15') return ok(withCode);
        if (body.discountCode === 'OLD10') return ok(quote(undefined, 'This code has expired'));
        return ok(quote());
      },
    });
    await goNext(user, 'When should we come?');
    await chooseTime(user);
    await goNext(user, 'Where is the job?');
    await fillAddress(user);
    await goNext(user, 'How can we reach you?');
    // Contact starts from the session and the address.
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.ca');
    expect(screen.getByLabelText('Postal Code')).toHaveValue('M5H 2N2');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('416-555-0123');
    await goNext(user, 'Your price');

    const summary = await screen.findByRole('region', { name: 'Price summary' });
    await waitFor(() => expect(within(summary).getByText('HST (13%)')).toBeInTheDocument());
    expect(within(summary).getByText('$16.77')).toBeInTheDocument();
    expect(within(summary).getByText('$145.77')).toBeInTheDocument();
    expect(screen.getByText('Tue, Nov 24, 2026, 2:30 p.m. EST')).toBeInTheDocument();
    // The job's postal code goes with its province, so the quote checks the pair the booking will.
    expect(JSON.parse(String(api.last('POST', '/api/booking/quote')?.body))).toEqual({ serviceId: cleaning._id, quantity: 1, province: 'ON', postcode: 'M5H 2N2' });

    await user.type(screen.getByLabelText('Discount code'), 'old10{Enter}');
    expect(await screen.findByText('This code has expired')).toBeInTheDocument();
    expect(screen.getByLabelText('Discount code')).toHaveAccessibleDescription(/This code has expired/);

    await user.click(screen.getByRole('button', { name: 'Use WELCOME15' }));
    await waitFor(() => expect(within(summary).getByText('Discount (WELCOME15)')).toBeInTheDocument());
    expect(within(summary).getByText('−$19.35')).toBeInTheDocument();
    expect(within(summary).getByText('$123.90')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(router.push).toHaveBeenCalledWith('/payment');
    expect(readBookingDraft()?.checkout).toEqual({
      request: {
        serviceId: cleaning._id,
        scheduledAt: '2026-11-24T19:30:00.000Z',
        quantity: 1,
        // The shared phone rule hands the API the number in E.164.
        address: { name: 'Ada Tremblay', phonenumber: '+14165550123', street: '12 Queen St W', city: 'Toronto', province: 'ON', country: 'Canada', postcode: 'M5H 2N2' },
        note: '',
        phonenumber: '+14165550123',
        email: 'ada@example.ca',
        zipcode: 'M5H 2N2',
        discountCode: 'WELCOME15',
      },
      amounts: withCode.amounts,
    });
  });

  it('keeps what was typed across a reload', async () => {
    const { user } = setup(handyman);
    await user.type(screen.getByLabelText('Description'), 'Fix a door');
    await user.selectOptions(screen.getByLabelText('Hours'), '3');
    await goNext(user, 'When should we come?');
    const { unmount } = renderAs('customer', <BookingFlow service={handyman} rebook={null} offerCode={null} />);
    expect(screen.getAllByRole('heading', { level: 2 }).at(-1)).toHaveTextContent('When should we come?');
    unmount();
    expect(readBookingDraft()?.values).toMatchObject({ note: 'Fix a door', quantity: '3' });
  });

  it('sends a visitor to sign in or to create an account, either way back to this booking', () => {
    renderAs('visitor', <BookingFlow service={handyman} rebook={null} offerCode={null} />);
    const back = encodeURIComponent('/services/handyman-services/book');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/login?callbackUrl=${back}`);
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', `/login?callbackUrl=${back}&tab=signup`);
  });

  it('starts from what the visitor typed in the service page’s price panel, after signing in', async () => {
    saveBookingStart({ slug: handyman.slug, postcode: 'M5H 2N2', quantity: '3', discountCode: 'WELCOME15' });
    const { user } = setup(handyman);
    expect(screen.getByLabelText('Hours')).toHaveValue('3');
    await user.type(screen.getByLabelText('Description'), 'Hang three shelves.');
    await goNext(user, 'When should we come?');
    // The postal code names the province, so the times are already Toronto's.
    expect(screen.getByRole('combobox', { name: 'Province' })).toHaveValue('ON');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-11-24' } });
    await user.click(await screen.findByRole('radio', { name: '2:30 p.m.' }));
    await goNext(user, 'Where is the job?');
    expect(screen.getByLabelText('Postal Code')).toHaveValue('M5H 2N2');
    expect(readBookingDraft()?.values).toMatchObject({ quantity: '3', discountCode: 'WELCOME15', zipcode: 'M5H 2N2' });
    // Used once: the flow's own draft holds it now.
    expect(readBookingStart(handyman.slug)).toBeNull();
  });

  it('pre-fills address, contact and description from an earlier booking', async () => {
    const earlier = makeBooking();
    setup(cleaning, { [`GET /api/booking/${earlier._id}`]: ok(earlier) }, earlier._id);
    expect(await screen.findByText(/We filled in the address/)).toBeInTheDocument();
    expect(screen.getByLabelText('Description (optional)')).toHaveValue('Two cats, please close the doors.');
    expect(readBookingDraft()?.values.address).toMatchObject({ street: '12 Queen St W', phonenumber: '416-555-0123', postcode: 'M5H 2N2' });
    expect(readBookingDraft()?.rebookOf).toBe(earlier._id);
  });
});

describe('BookingFlow with saved addresses', () => {
  const withSaved = { 'GET /api/user/addresses': ok([home, cottage]) };

  it('starts the address step with the default address and fills the booking from it', async () => {
    const { user } = setup(cleaning, withSaved);
    await goNext(user, 'When should we come?');
    await chooseTime(user);
    await goNext(user, 'Where is the job?');
    expect(screen.getByRole('radio', { name: /12 Queen St W/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /4 Lakeshore Rd/ })).not.toBeChecked();
    // The saved address stands in for the form.
    expect(screen.queryByLabelText('Street')).not.toBeInTheDocument();

    await goNext(user, 'How can we reach you?');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('416-555-0123');
    expect(screen.getByLabelText('Postal Code')).toHaveValue('M5H 2N2');
    expect(readBookingDraft()?.values.address).toEqual({
      name: 'Ada Tremblay',
      phonenumber: '416-555-0123',
      street: '12 Queen St W',
      city: 'Toronto',
      province: 'ON',
      country: 'Canada',
      postcode: 'M5H 2N2',
    });

    // Another saved address takes the contact details it filled in along with it.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await expectStep('Where is the job?');
    expect(screen.getByRole('radio', { name: /12 Queen St W/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /4 Lakeshore Rd/ }));
    await goNext(user, 'How can we reach you?');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('705-555-0199');
    expect(screen.getByLabelText('Postal Code')).toHaveValue('P1H 1A1');
    expect(readBookingDraft()?.values.address).toMatchObject({ name: 'Ada at the cottage', street: '4 Lakeshore Rd', city: 'Huntsville' });
  });

  it('offers an empty form for a different address', async () => {
    const { user } = setup(cleaning, withSaved);
    await goNext(user, 'When should we come?');
    await chooseTime(user);
    await goNext(user, 'Where is the job?');
    await user.click(screen.getByRole('radio', { name: /Use a different address/ }));
    expect(screen.getByLabelText('Street')).toHaveValue('');
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Tremblay');
    expect(screen.getByRole('combobox', { name: 'Province' })).toHaveValue('ON');
    await next(user);
    expect(await screen.findByText('Street is required')).toBeInTheDocument();

    await fillAddress(user);
    await goNext(user, 'How can we reach you?');
    expect(readBookingDraft()?.values.address).toMatchObject({ street: '12 Queen St W', postcode: 'M5H 2N2' });
  });

  it('starts with a different address when no saved one is in the province chosen for the time', async () => {
    const { user } = setup(cleaning, withSaved);
    await goNext(user, 'When should we come?');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Province' }), 'QC');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-11-24' } });
    await user.click(await screen.findByRole('radio', { name: '2:30 p.m.' }));
    await goNext(user, 'Where is the job?');
    expect(screen.getByRole('radio', { name: /Use a different address/ })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Province' })).toHaveValue('QC');
    expect(screen.getByLabelText('Street')).toHaveValue('');
  });
});

describe('BookingFlow after a refused payment', () => {
  it('opens on the step whose field the API refused, with its message', async () => {
    saveBookingDraft({
      service: cleaning,
      rebookOf: null,
      step: 1,
      reachedStep: 4,
      values: { ...emptyBookingForm({ name: 'Ada Tremblay', email: 'ada@example.ca' }), date: '2026-11-24', time: '14:30', address: { ...emptyBookingForm().address, province: 'ON' } },
      checkout: null,
      serverErrors: { scheduledAt: 'Please choose a time at least 2 hours from now' },
    });
    setup(cleaning);
    expect(await screen.findByText('Please choose a time at least 2 hours from now')).toBeInTheDocument();
    await expectStep('When should we come?');
    expect(screen.getByText('Some details need a change')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '2:30 p.m.' })).toBeChecked();
    // Later steps stay reachable from the stepper.
    expect(within(screen.getByRole('navigation', { name: 'Booking steps' })).getByRole('button', { name: /Price/ })).toBeEnabled();
  });
});

describe('in French', () => {
  const quebecAmounts = { subtotal: 12900, discount: 0, tax: 1932, total: 14832, taxes: [{ name: 'GST' as const, rate: 5000, amount: 645 }, { name: 'QST' as const, rate: 9975, amount: 1287 }] };

  it('shows the price step with French labels, Canadian French money and the Quebec taxes by their French names', async () => {
    saveBookingDraft({
      service: cleaning,
      rebookOf: null,
      step: 4,
      reachedStep: 4,
      values: {
        ...emptyBookingForm({ name: 'Ada Tremblay', email: 'ada@example.ca' }),
        date: '2026-11-21',
        time: '14:30',
        address: { name: 'Ada Tremblay', phonenumber: '514 555-0123', street: '1200 rue Sainte-Catherine O', city: 'Montréal', province: 'QC', country: 'Canada', postcode: 'H3B 1K9' },
        phonenumber: '514 555-0123',
        zipcode: 'H3B 1K9',
      },
      checkout: null,
      serverErrors: null,
    });
    fakeApi({ 'POST /api/booking/quote': ok(quote(quebecAmounts)) });
    renderAs('customer', <BookingFlow service={cleaning} rebook={null} offerCode={null} />, { locale: 'fr' });

    await expectStep('Votre prix');
    expect(screen.getAllByText('Étape 5 sur 5').length).toBeGreaterThan(0);
    expect(screen.getByText('sam. 21 nov. 2026, 14 h 30 HNE')).toBeInTheDocument();
    expect(screen.getByText(/Montréal, Québec, H3B 1K9/)).toBeInTheDocument();
    expect(await screen.findByText('Sous-total')).toBeInTheDocument();
    expect(screen.getByText('129,00 $')).toBeInTheDocument();
    expect(screen.getByText(/^TPS \(5\s%\)$/)).toBeInTheDocument();
    expect(screen.getByText(/^TVQ \(9,975\s%\)$/)).toBeInTheDocument();
    expect(screen.getByText('148,32 $')).toBeInTheDocument();
    expect(screen.getByText('En dollars canadiens.')).toBeInTheDocument();
    expect(screen.getByLabelText('Code promo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Modifier la date et l’heure' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Passer au paiement' })).toBeEnabled();
    expect(screen.getByText(`${cleaning.name} · 129,00 $ la visite avant taxes`)).toBeInTheDocument();
  });

  it('offers the start times on the French clock', async () => {
    fakeApi({ 'POST /api/booking/quote': ok(quote()) });
    renderAs('customer', <BookingFlow service={cleaning} rebook={null} offerCode={null} />, { locale: 'fr' });
    const user = userEvent.setup();
    await expectStep('De quoi avez-vous besoin?');
    await user.click(screen.getByRole('button', { name: /^Suivant\s:\sDate et heure$/ }));
    await expectStep('Quand devons-nous venir?');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Province' }), 'QC');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-11-24' } });
    expect(await screen.findByRole('radio', { name: '14 h 30' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Heure de début (HNE)' })).toBeInTheDocument();
  });
});
