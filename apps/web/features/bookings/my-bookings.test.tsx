import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, ok } from '@/test/fake-api';
import { renderAs } from '@/test/render-as';
import { MyBookings } from './my-bookings';
import { makeBooking } from './test-data';

type Handler = (message: { event: string; data: Record<string, unknown> }) => void;
const realtime = vi.hoisted(() => ({ listeners: [] as { events: readonly string[]; handler: Handler }[] }));
vi.mock('@/features/realtime', () => ({
  useRealtimeEvent: (events: readonly string[], handler: Handler) => {
    realtime.listeners.push({ events, handler });
  },
}));

const page = (items: ReturnType<typeof makeBooking>[], pages = 1) => ok({ items, pageNo: 1, size: 10, total: items.length, pages });
const push = (event: string, data: Record<string, unknown> = {}) => act(() => realtime.listeners.filter((l) => l.events.includes(event)).at(-1)?.handler({ event, data }));

beforeEach(() => {
  realtime.listeners.length = 0;
});
afterEach(() => vi.unstubAllGlobals());

describe('MyBookings', () => {
  it('lists the tab’s bookings with service, local time, status and total', async () => {
    const accepted = makeBooking({ _id: 'b2', status: 'accepted', provider: { _id: 'p1', name: 'Sam Okafor' }, address: { ...makeBooking().address, city: 'Halifax', province: 'NS' } });
    const api = fakeApi({ 'GET /api/booking/mybookings': page([makeBooking(), accepted], 2) });
    renderAs('customer', <MyBookings tab="upcoming" page={1} />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading your bookings…');
    const list = await screen.findByRole('list', { name: 'Upcoming bookings, page 1 of 2' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'Standard House Cleaning' })).toHaveAttribute('href', `/profile/booking/${makeBooking()._id}`);
    expect(first).toHaveTextContent('Tue, Nov 24, 2026, 2:30 p.m. EST');
    expect(first).toHaveTextContent('Finding a professional');
    expect(first).toHaveTextContent('$145.77');
    // Each booking in its own province's time zone.
    expect(second).toHaveTextContent('Tue, Nov 24, 2026, 3:30 p.m. AST');
    expect(second).toHaveTextContent('Professional assigned');
    expect(second).toHaveTextContent('with Sam Okafor');

    const url = new URL(`http://x${api.requests[0]?.path}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ status: 'open,accepted,in_progress', pageNo: '1', size: '10' });
    expect(within(screen.getByRole('navigation', { name: 'Booking pages' })).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/profile/booking?page=2');
  });

  it('shows what settled bookings actually charged and refunded, not their price', async () => {
    const captured = { status: 'captured' as const, holdFrom: null, cardUpdateDeadline: null, error: null };
    const done = makeBooking({ _id: 'b-done', status: 'completed', chargedCents: 14577, payment: captured });
    const free = makeBooking({ _id: 'b-free', status: 'cancelled', refundedCents: 14577, payment: { ...captured, status: 'released' } });
    const late = makeBooking({ _id: 'b-late', status: 'cancelled', chargedCents: 7288, refundedCents: 7289, payment: captured });
    const expired = makeBooking({ _id: 'b-expired', status: 'expired', refundedCents: 14577, payment: { ...captured, status: 'released' } });
    fakeApi({ 'GET /api/booking/mybookings': page([done, free, late, expired]) });
    renderAs('customer', <MyBookings tab="cancelled" page={1} />);
    const [first, second, third, fourth] = within(await screen.findByRole('list', { name: /Cancelled bookings/ })).getAllByRole('listitem');
    expect(first).toHaveTextContent('Charged $145.77');
    expect(first).not.toHaveTextContent('Refunded');
    expect(second).toHaveTextContent('Not charged');
    expect(second).not.toHaveTextContent('$145.77');
    expect(third).toHaveTextContent('Charged $72.88');
    expect(third).toHaveTextContent('Refunded $72.89');
    expect(fourth).toHaveTextContent('Not charged');
  });

  it('shows how many messages are unread on a booking, and counts a new one as it arrives', async () => {
    let unreadMessages = 1;
    fakeApi({ 'GET /api/booking/mybookings': () => page([makeBooking(), makeBooking({ _id: 'b2', status: 'accepted', provider: { _id: 'p1', name: 'Sam Okafor' }, unreadMessages })]) });
    renderAs('customer', <MyBookings tab="upcoming" page={1} />);
    const [first, second] = within(await screen.findByRole('list', { name: /Upcoming bookings/ })).getAllByRole('listitem');
    expect(first).not.toHaveTextContent('new message');
    expect(second).toHaveTextContent('1 new message');

    unreadMessages = 2;
    push('BookingMessage', { bookingId: 'b2', message: { _id: 'm9', bookingId: 'b2', sender: { _id: 'p1', name: 'Sam O.', role: 'serviceprovider' } } });
    await waitFor(() => expect(second).toHaveTextContent('2 new messages'));
  });

  it('keeps the tab in the URL', async () => {
    fakeApi({ 'GET /api/booking/mybookings': page([makeBooking({ status: 'completed' })]) });
    renderAs('customer', <MyBookings tab="completed" page={1} />);
    const tabs = screen.getByRole('navigation', { name: 'Booking status' });
    expect(within(tabs).getByRole('link', { name: 'Completed' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Upcoming' })).toHaveAttribute('href', '/profile/booking');
    expect(within(tabs).getByRole('link', { name: 'Cancelled' })).toHaveAttribute('href', '/profile/booking?tab=cancelled');
    expect(await screen.findByRole('list', { name: 'Completed bookings, page 1 of 1' })).toBeInTheDocument();
  });

  it('has an empty state per tab that leads to the catalogue', async () => {
    fakeApi({ 'GET /api/booking/mybookings': page([]) });
    const { unmount } = renderAs('customer', <MyBookings tab="cancelled" page={1} />);
    expect(await screen.findByRole('heading', { name: 'No cancelled bookings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse services' })).toHaveAttribute('href', '/services');
    unmount();
    renderAs('customer', <MyBookings tab="upcoming" page={1} />);
    expect(await screen.findByRole('heading', { name: 'No upcoming bookings' })).toBeInTheDocument();
  });

  it('shows an error with a way to try again', async () => {
    let answer = fail(500, 'Something went wrong on our side. Please try again.');
    fakeApi({ 'GET /api/booking/mybookings': () => answer });
    renderAs('customer', <MyBookings tab="upcoming" page={1} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your bookings');
    answer = page([makeBooking()]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('list', { name: /Upcoming bookings/ })).toBeInTheDocument();
  });

  it('refreshes when a professional accepts a booking', async () => {
    let status: 'open' | 'accepted' = 'open';
    fakeApi({ 'GET /api/booking/mybookings': () => page([makeBooking({ status })]) });
    renderAs('customer', <MyBookings tab="upcoming" page={1} />);
    expect(await screen.findByText('Finding a professional')).toBeInTheDocument();
    expect(realtime.listeners.at(-1)?.events).toEqual(['AcceptBooking', 'CompeleteBooking', 'CancelBooking', 'AssignProvider', 'ReloadBooking', 'OnTheWay', 'Rescheduled']);
    status = 'accepted';
    push('AcceptBooking');
    await waitFor(() => expect(screen.getByText('Professional assigned')).toBeInTheDocument());
  });
});

describe('MyBookings in French', () => {
  it('lists the bookings with French dates, statuses, money and links', async () => {
    const completed = makeBooking({ _id: 'b3', status: 'completed', chargedCents: 14577, refundedCents: 2000, address: { ...makeBooking().address, city: 'Montréal', province: 'QC' } });
    fakeApi({ 'GET /api/booking/mybookings': page([makeBooking(), completed]) });
    renderAs('customer', <MyBookings tab="upcoming" page={1} />, { locale: 'fr' });

    expect(screen.getByRole('heading', { name: 'Mes réservations' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'À venir' })).toHaveAttribute('aria-current', 'page');
    const list = await screen.findByRole('list', { name: 'Réservations à venir, page 1 sur 1' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'Standard House Cleaning' })).toHaveAttribute('href', `/fr/profile/booking/${makeBooking()._id}`);
    expect(first).toHaveTextContent('mar. 24 nov. 2026, 14 h 30 HNE');
    expect(first).toHaveTextContent('Toronto, Ontario');
    expect(first).toHaveTextContent('Recherche d’un professionnel');
    expect(first).toHaveTextContent('145,77 $');
    expect(second).toHaveTextContent('Montréal, Québec');
    expect(second).toHaveTextContent('Terminée');
    expect(second).toHaveTextContent('Débité : 145,77 $');
    expect(second).toHaveTextContent('Remboursé : 20,00 $');
  });
});
