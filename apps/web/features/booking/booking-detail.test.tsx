import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, renderWithClient } from '@/test/fake-api';
import { BookingDetail } from './booking-detail';
import { makeBooking } from './test-data';

vi.mock('@/features/realtime/realtime-provider', () => ({ useRealtimeEvent: vi.fn() }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), info: vi.fn(), error: vi.fn() } }));
vi.mock('next-auth/react', () => ({
  useSession: () => ({ status: 'authenticated', data: { user: { _id: 'c1', fullname: 'Ada Tremblay', token: { role: 'customer', accessToken: 'token-1' } } } }),
  signOut: vi.fn(),
}));

afterEach(() => vi.unstubAllGlobals());

const history = [
  { from: 'pending_payment' as const, to: 'open' as const, by: 'customer' as const, reason: null, at: '2026-11-20T14:00:00.000Z' },
  { from: 'open' as const, to: 'accepted' as const, by: 'serviceprovider' as const, reason: null, at: '2026-11-20T15:00:00.000Z' },
];

describe('BookingDetail', () => {
  it('shows status, professional, address, note, money with tax lines, history, and Cancel and Rebook', async () => {
    const booking = makeBooking({ status: 'accepted', provider: { _id: 'p1', name: 'Sam Okafor' }, history, cancellation: { policy: 'full', refundCents: 14577 } });
    fakeApi({ [`GET /api/booking/${booking._id}`]: ok(booking) });
    renderWithClient(<BookingDetail id={booking._id} />);

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

  it('has no Cancel once the customer can no longer cancel, and shows what was refunded', async () => {
    const booking = makeBooking({ status: 'cancelled', cancellation: null, refundedCents: 14577 });
    fakeApi({ [`GET /api/booking/${booking._id}`]: ok(booking) });
    renderWithClient(<BookingDetail id={booking._id} />);
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
    renderWithClient(<BookingDetail id={booking._id} />);
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
    const { unmount } = renderWithClient(<BookingDetail id={accepted._id} />);
    const conversation = await screen.findByRole('region', { name: 'Messages with Sam O.' });
    expect(await within(conversation).findByRole('log')).toHaveTextContent('I will bring a ladder.');
    expect(within(conversation).getByRole('textbox', { name: 'Message to Sam O.' })).toBeInTheDocument();
    unmount();

    renderWithClient(<BookingDetail id="b-open" />);
    const closed = await screen.findByRole('region', { name: 'Messages' });
    expect(await within(closed).findByText('Messages open once a provider accepts this booking')).toBeInTheDocument();
    expect(within(closed).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says when the booking is not the customer’s', async () => {
    fakeApi({ 'GET /api/booking/nope': { status: 404, body: { success: false, message: 'Booking not found' } } });
    renderWithClient(<BookingDetail id="nope" />);
    expect(await screen.findByRole('heading', { name: 'Booking not found' })).toBeInTheDocument();
  });
});
