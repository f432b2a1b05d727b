import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mastercard, visa } from '@/features/payment-methods';
import { fail, fakeApi, ok } from '@/test/fake-api';
import { renderAs } from '@/test/render-as';
import { BookingDetail } from './booking-detail';
import { makeBooking } from './test-data';

vi.mock('@/features/realtime', () => ({ useRealtimeEvent: vi.fn() }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), info: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.clearAllMocks();
});

/** Only the clock is fake: timers stay real, so Testing Library and user-event wait as usual. */
const setNow = (iso: string) => vi.useFakeTimers({ now: new Date(iso), toFake: ['Date'] });

const history = [
  { from: 'pending_payment' as const, to: 'open' as const, by: 'customer' as const, reason: null, at: '2026-11-20T14:00:00.000Z' },
  { from: 'open' as const, to: 'accepted' as const, by: 'serviceprovider' as const, reason: null, at: '2026-11-20T15:00:00.000Z' },
];

describe('BookingDetail', () => {
  it('shows status, professional, address, note, money with tax lines, history, and Cancel and Rebook', async () => {
    const booking = makeBooking({ status: 'accepted', provider: { _id: 'p1', name: 'Sam Okafor' }, history, cancellation: { policy: 'full', refundCents: 14577 } });
    fakeApi({ [`GET /api/booking/${booking._id}`]: ok(booking) });
    renderAs('customer', <BookingDetail id={booking._id} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Standard House Cleaning' })).toBeInTheDocument();
    expect(screen.getByText('Professional assigned')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Professional' })).toHaveTextContent('Sam Okafor');
    expect(screen.getByRole('region', { name: 'When' })).toHaveTextContent('2:30 p.m. – 5:30 p.m. EST');
    expect(screen.getByRole('region', { name: 'Address' })).toHaveTextContent('12 Queen St W');
    expect(screen.getByRole('region', { name: 'Contact' })).toHaveTextContent('Two cats, please close the doors.');
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('HST (13%)')).toBeInTheDocument();
    expect(within(payment).getByText('$145.77')).toBeInTheDocument();
    const timeline = screen.getByRole('region', { name: 'History' });
    expect(within(timeline).getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual(['Paid; nearby professionals notified', 'Accepted by a professional']);
    expect(screen.getByRole('link', { name: 'Cancel booking' })).toHaveAttribute('href', `/bookingcancellationprocess?booking=${booking._id}`);
    expect(screen.getByRole('link', { name: 'Rebook' })).toHaveAttribute('href', `/services/standard-house-cleaning/book?rebook=${booking._id}`);
    expect(screen.queryByRole('region', { name: 'Review this job' })).not.toBeInTheDocument();
  });

  it('shows the card of the professional coming to the door, with a link to their profile', async () => {
    const professional = {
      id: 'p1',
      displayName: 'Sam O.',
      photo: null,
      rating: { average: 4.6, count: 5 },
      badges: { identity: true, phone: true, insurance: true },
      languages: ['en' as const],
      yearsOfExperience: 7,
      profilePath: '/professionals/p1',
    };
    const booking = makeBooking({ status: 'accepted', provider: { _id: 'p1', name: 'Sam Okafor' }, professional, history });
    fakeApi({ [`GET /api/booking/${booking._id}`]: ok(booking) });
    renderAs('customer', <BookingDetail id={booking._id} />);
    const card = await screen.findByRole('region', { name: 'Sam O.' });
    expect(card).toHaveTextContent('Your professional');
    expect(card).toHaveTextContent('4.6 out of 5 (5 reviews)');
    expect(card).toHaveTextContent('Insured');
    expect(within(card).getByRole('link', { name: 'View Sam O.’s profile' })).toHaveAttribute('href', '/professionals/p1');
  });

  it('has no Cancel once the customer can no longer cancel, and shows what was refunded', async () => {
    const booking = makeBooking({ status: 'cancelled', cancellation: null, refundedCents: 14577 });
    fakeApi({ [`GET /api/booking/${booking._id}`]: ok(booking) });
    renderAs('customer', <BookingDetail id={booking._id} />);
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Refunded')).toBeInTheDocument();
    expect(within(payment).getByText('−$145.77')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cancel booking' })).not.toBeInTheDocument();
  });

  it('asks for a review of a completed job and shows it once written', async () => {
    let booking = makeBooking({ status: 'completed', provider: { _id: 'p1', name: 'Sam Okafor' }, cancellation: null });
    fakeApi({
      [`GET /api/booking/${booking._id}`]: () => ok(booking),
      'POST /api/review': () => {
        booking = { ...booking, review: { rating: 5, review: 'Spotless.', createdAt: '2026-11-25T12:00:00.000Z' } };
        return { status: 201, body: { success: true, data: {} } };
      },
    });
    renderAs('customer', <BookingDetail id={booking._id} />);
    const user = userEvent.setup();
    const form = await screen.findByRole('region', { name: 'Review this job' });
    await user.click(within(form).getByRole('radio', { name: '5 stars' }));
    await user.type(within(form).getByLabelText('Review'), 'Spotless.');
    await user.click(within(form).getByRole('button', { name: 'Submit review' }));

    const review = await screen.findByRole('region', { name: 'Your review' });
    expect(within(review).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(review).toHaveTextContent('Spotless.');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Review this job' })).not.toBeInTheDocument());
  });

  it('shows the conversation with the professional, and when it opens while none has accepted', async () => {
    const accepted = makeBooking({ status: 'accepted', provider: { _id: 'p1', name: 'Sam Okafor' } });
    const message = { _id: 'm1', bookingId: accepted._id, sender: { _id: 'p1', name: 'Sam O.', role: 'serviceprovider' }, text: 'I will bring a ladder.', attachments: [], createdAt: '2026-11-20T15:05:00.000Z' };
    const thread = { messages: [message], hasMore: false, open: true, canSend: true, closedReason: null, readOnlyAt: null, counterpart: message.sender, unreadCount: 0 };
    const open = makeBooking({ _id: 'b-open', status: 'open' });
    const waiting = { ...thread, messages: [], open: false, canSend: false, closedReason: 'Messages open once a provider accepts this booking', counterpart: null };
    fakeApi({
      [`GET /api/booking/${accepted._id}`]: ok(accepted),
      [`GET /api/booking/${accepted._id}/messages`]: ok(thread),
      'GET /api/booking/b-open': ok(open),
      'GET /api/booking/b-open/messages': ok(waiting),
    });
    const { unmount } = renderAs('customer', <BookingDetail id={accepted._id} />);
    const conversation = await screen.findByRole('region', { name: 'Messages with Sam O.' });
    expect(await within(conversation).findByRole('log')).toHaveTextContent('I will bring a ladder.');
    expect(within(conversation).getByRole('textbox', { name: 'Message to Sam O.' })).toBeInTheDocument();
    unmount();

    renderAs('customer', <BookingDetail id="b-open" />);
    const closed = await screen.findByRole('region', { name: 'Messages' });
    expect(await within(closed).findByText('Messages open once a provider accepts this booking')).toBeInTheDocument();
    expect(within(closed).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says when the booking is not the customer’s', async () => {
    fakeApi({ 'GET /api/booking/nope': { status: 404, body: { success: false, message: 'Booking not found' } } });
    renderAs('customer', <BookingDetail id="nope" />);
    expect(await screen.findByRole('heading', { name: 'Booking not found' })).toBeInTheDocument();
  });
});

describe('BookingDetail payment', () => {
  it('shows what the card was charged and what was refunded after a late cancellation', async () => {
    const booking = makeBooking({ status: 'cancelled', cancellation: null, chargedCents: 7288, refundedCents: 7289, payment: { status: 'captured', holdFrom: null, cardUpdateDeadline: null, error: null } });
    fakeApi({ [`GET /api/booking/${booking._id}`]: ok(booking) });
    renderAs('customer', <BookingDetail id={booking._id} />);
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Charged').nextSibling).toHaveTextContent('$72.88');
    expect(within(payment).getByText('Refunded').nextSibling).toHaveTextContent('−$72.89');
  });

  it('says when a saved card will be held, and what a held card covers', async () => {
    const saved = makeBooking({ payment: { status: 'card_saved', holdFrom: '2026-12-10T19:30:00.000Z', cardUpdateDeadline: null, error: null } });
    fakeApi({ [`GET /api/booking/${saved._id}`]: ok(saved), 'GET /api/booking/b-held': ok(makeBooking({ _id: 'b-held' })) });
    const { unmount } = renderAs('customer', <BookingDetail id={saved._id} />);
    expect(await screen.findByText('Card saved — held from Thu, Dec 10, 2026')).toBeInTheDocument();
    expect(screen.queryByText('Charged')).not.toBeInTheDocument();
    unmount();

    renderAs('customer', <BookingDetail id="b-held" />);
    expect(await within(await screen.findByRole('region', { name: 'Payment' })).findByText('Card held for $145.77')).toBeInTheDocument();
  });
});

describe('BookingDetail when the card could not be held', () => {
  const declined = makeBooking({
    status: 'accepted',
    provider: { _id: 'p1', name: 'Sam Okafor' },
    payment: { status: 'hold_failed', holdFrom: null, cardUpdateDeadline: '2026-11-23T19:30:00.000Z', error: 'Your card has insufficient funds.' },
  });
  const detail = `GET /api/booking/${declined._id}`;
  const change = `POST /api/booking/${declined._id}/payment-method`;
  const held = { ...declined, payment: { status: 'authorized' as const, holdFrom: null, cardUpdateDeadline: null, error: null } };

  it('says why and by when, and holds a saved card the customer picks', async () => {
    let current = declined;
    const api = fakeApi({
      [detail]: () => ok(current),
      'GET /api/user/payment-methods': ok([visa, mastercard]),
      [change]: () => {
        current = held;
        return ok({ booking: held }, 'Your card is held for this booking');
      },
    });
    renderAs('customer', <BookingDetail id={declined._id} />);
    const user = userEvent.setup();
    const alert = await screen.findByRole('region', { name: 'Your card could not be held' });
    expect(alert).toHaveTextContent(
      'We could not hold your card for this booking: Your card has insufficient funds. Choose another card by Mon, Nov 23, 2026, 2:30 p.m. EST or the booking will be cancelled without fee.',
    );
    await user.click(await within(alert).findByRole('radio', { name: /Mastercard ending in 4444/ }));
    await user.click(within(alert).getByRole('button', { name: 'Use this card' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Your card is held for this booking'));
    expect(JSON.parse(String(api.last('POST', `/api/booking/${declined._id}/payment-method`)?.body))).toEqual({ paymentMethodId: mastercard._id });
    expect(screen.queryByRole('region', { name: 'Your card could not be held' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Payment' })).getByText('Card held for $145.77')).toBeInTheDocument();
  });

  it('shows the bank’s decline of a new card and clears it for another', async () => {
    const api = fakeApi({ [detail]: ok(declined), 'GET /api/user/payment-methods': ok([]), [change]: fail(402, 'Your card was declined.') });
    renderAs('customer', <BookingDetail id={declined._id} />);
    const user = userEvent.setup();
    const alert = await screen.findByRole('region', { name: 'Your card could not be held' });
    await user.type(within(alert).getByLabelText('Card number'), '4000000000000002');
    await user.type(within(alert).getByLabelText('Expiry date'), '1230');
    await user.type(within(alert).getByLabelText('CVC'), '123');
    await user.click(within(alert).getByRole('button', { name: 'Use this card' }));

    expect(await within(alert).findByRole('alert')).toHaveTextContent('Card declinedYour card was declined.');
    expect(JSON.parse(String(api.last('POST', `/api/booking/${declined._id}/payment-method`)?.body))).toEqual({ paymentMethodId: 'pm_card_chargeDeclined' });
    await waitFor(() => expect(within(alert).getByLabelText('Card number')).toHaveValue(''));
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('checks a new card before sending it, and shows a refusal', async () => {
    const api = fakeApi({ [detail]: ok(declined), 'GET /api/user/payment-methods': ok([visa]), [change]: fail(409, "This booking's payment does not need a new card") });
    renderAs('customer', <BookingDetail id={declined._id} />);
    const user = userEvent.setup();
    const alert = await screen.findByRole('region', { name: 'Your card could not be held' });
    await user.click(await within(alert).findByRole('radio', { name: 'Use a new card' }));
    await user.click(within(alert).getByRole('button', { name: 'Use this card' }));
    expect(await within(alert).findByText('Card number is required')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.click(within(alert).getByRole('radio', { name: /Visa ending in 4242/ }));
    await user.click(within(alert).getByRole('button', { name: 'Use this card' }));
    expect(await within(alert).findByRole('alert')).toHaveTextContent("This booking's payment does not need a new card");
  });
});

describe('BookingDetail problem report', () => {
  const completed = makeBooking({
    status: 'completed',
    provider: { _id: 'p1', name: 'Sam Okafor' },
    chargedCents: 14577,
    payment: { status: 'captured', holdFrom: null, cardUpdateDeadline: null, error: null },
    confirmation: { endsAt: '2026-11-27T22:30:00.000Z', problemReportedAt: null },
    review: { rating: 5, review: 'Spotless.', createdAt: '2026-11-25T12:00:00.000Z' },
  });
  const detail = `GET /api/booking/${completed._id}`;
  const report = `POST /api/booking/${completed._id}/report-problem`;

  it('checks the description, sends it, then says the payout is paused', async () => {
    setNow('2026-11-25T15:00:00.000Z');
    const reported = { ...completed, confirmation: { endsAt: completed.confirmation!.endsAt, problemReportedAt: '2026-11-25T15:00:00.000Z' } };
    let current = completed;
    const api = fakeApi({
      [detail]: () => ok(current),
      [report]: () => {
        current = reported;
        return ok(reported, 'Problem reported. We have paused the payout.');
      },
    });
    renderAs('customer', <BookingDetail id={completed._id} />);
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'Something wrong with this job?' });
    expect(card).toHaveTextContent('Report a problem by Fri, Nov 27, 2026, 5:30 p.m. EST.');
    await user.click(within(card).getByRole('button', { name: 'Report a problem' }));

    const description = within(card).getByLabelText('What went wrong?');
    await waitFor(() => expect(description).toHaveFocus());
    expect(description).toHaveAccessibleDescription('0 / 2000 characters');
    await user.type(description, 'Too short');
    await user.click(within(card).getByRole('button', { name: 'Send report' }));
    expect(await within(card).findByText('Tell us what went wrong in at least 10 characters')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.type(description, ': the oven was not cleaned');
    expect(description).toHaveAccessibleDescription('35 / 2000 characters');
    await user.click(within(card).getByRole('button', { name: 'Send report' }));

    const done = await screen.findByRole('region', { name: 'Problem reported' });
    expect(done).toHaveTextContent('Problem reported on Wed, Nov 25, 2026. We have paused the payout and will contact you.');
    expect(JSON.parse(String(api.last('POST', `/api/booking/${completed._id}/report-problem`)?.body))).toEqual({ description: 'Too short: the oven was not cleaned' });
    expect(toast.success).toHaveBeenCalledWith('Problem reported. We have paused the payout.');
    expect(screen.queryByRole('region', { name: 'Something wrong with this job?' })).not.toBeInTheDocument();
  });

  it('shows why the API refused a report', async () => {
    setNow('2026-11-25T15:00:00.000Z');
    fakeApi({ [detail]: ok(completed), [report]: fail(409, 'The time to report a problem with this job has passed') });
    renderAs('customer', <BookingDetail id={completed._id} />);
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'Something wrong with this job?' });
    await user.click(within(card).getByRole('button', { name: 'Report a problem' }));
    await user.type(within(card).getByLabelText('What went wrong?'), 'Nobody came to do the job.');
    await user.click(within(card).getByRole('button', { name: 'Send report' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('The time to report a problem with this job has passed');
  });

  it('offers no report once the confirmation window has ended', async () => {
    setNow('2026-11-28T15:00:00.000Z');
    fakeApi({ [detail]: ok(completed) });
    renderAs('customer', <BookingDetail id={completed._id} />);
    expect(await screen.findByRole('region', { name: 'Your review' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Something wrong with this job?' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report a problem' })).not.toBeInTheDocument();
  });
});
