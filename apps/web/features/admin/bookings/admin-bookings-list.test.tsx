import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, ok } from '@/test/fake-api';
import { renderAs, sessionFor } from '@/test/render-as';
import { AdminBookingsList } from './admin-bookings-list';
import { parseBookingsFilter } from './bookings-filter';
import { bookingRow, page, SERVICE_ID } from './test-data';

const navigation = vi.hoisted(() => ({ push: vi.fn() }));
// The locale-aware router (i18n/navigation) wraps next/navigation's: keep the rest of the module real.
vi.mock('next/navigation', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/navigation')>()), useRouter: () => ({ push: navigation.push, replace: vi.fn(), refresh: vi.fn() }) }));
const ADMIN = sessionFor('admin', { accessToken: 'token-admin' });

const CATALOGUE = ok([{ _id: 'cat1', name: 'Cleaning', slug: 'cleaning', services: [{ _id: SERVICE_ID, name: 'Standard House Cleaning' }] }]);

function setup(search: Record<string, string>, routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi({ 'GET /api/category/catelog': CATALOGUE, ...routes });
  renderAs(ADMIN, <AdminBookingsList filter={parseBookingsFilter(search)} />);
  return { api, user: userEvent.setup() };
}

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe('AdminBookingsList', () => {
  it('asks the API for the search in the URL and shows each booking with its people and money', async () => {
    const rows = [bookingRow('b1'), bookingRow('b2', { status: 'completed', provider: { _id: 'p1', fullname: 'Pat Provider' }, refundedCents: 2000, paymentStatus: 'captured' })];
    const { api } = setup({ status: 'open,completed', customer: 'maya', sort: 'createdAt', order: 'asc', page: '2' }, { 'GET /api/admin/bookings': ok(page(rows, { pageNo: 2, total: 22, pages: 2 })) });

    const table = await screen.findByRole('table', { name: 'Bookings, page 2 of 2' });
    const request = api.requests.find((r) => r.path.startsWith('/api/admin/bookings'))!;
    expect(request.path).toBe('/api/admin/bookings?status=open%2Ccompleted&customer=maya&sort=createdAt&order=asc&pageNo=2&size=20');
    expect(request.headers.Authorization).toBe('Bearer token-admin');
    expect(screen.getByText('22 bookings')).toBeInTheDocument();

    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'Standard House Cleaning' })).toHaveAttribute('href', '/admin/bookings/b1');
    expect(within(first!).getByText('Not assigned')).toBeInTheDocument();
    expect(within(first!).getByText('$145.77')).toBeInTheDocument();
    expect(within(second!).getByText('Pat Provider')).toBeInTheDocument();
    expect(within(second!).getByText('$20.00')).toBeInTheDocument();
    expect(within(second!).getByText('Completed')).toBeInTheDocument();

    // The sorted column says so, and its link flips the order; the other starts newest first.
    expect(screen.getByRole('columnheader', { name: /Booked/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(within(screen.getByRole('columnheader', { name: /Booked/ })).getByRole('link')).toHaveAttribute('href', '/admin/bookings?status=open%2Ccompleted&customer=maya&sort=createdAt');
    expect(within(screen.getByRole('columnheader', { name: /When/ })).getByRole('link')).toHaveAttribute('href', '/admin/bookings?status=open%2Ccompleted&customer=maya');
    expect(screen.getByRole('navigation', { name: 'Booking pages' })).toBeInTheDocument();
  });

  it('puts the chosen filters in the URL, starting again from page 1', async () => {
    const { user } = setup({ page: '3' }, { 'GET /api/admin/bookings': ok(page([bookingRow('b1')], { pageNo: 3, total: 41, pages: 3 })) });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Finding a professional', pressed: false }));
    await user.click(screen.getByRole('button', { name: 'Professional assigned' }));
    expect(screen.getByRole('button', { name: 'Finding a professional' })).toHaveAttribute('aria-pressed', 'true');
    await user.type(screen.getByLabelText('Customer'), ' maya@example.ca ');
    await user.type(screen.getByLabelText('Area'), 'M5V');
    await user.selectOptions(await screen.findByLabelText('Service'), 'Standard House Cleaning (Cleaning)');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(navigation.push).toHaveBeenCalledWith(`/admin/bookings?status=open%2Caccepted&from=2026-11-01&serviceId=${SERVICE_ID}&area=M5V&customer=maya%40example.ca`, { scroll: false });
  });

  it('refuses an end date before the start date', async () => {
    const { user } = setup({}, { 'GET /api/admin/bookings': ok(page([bookingRow('b1')])) });
    await user.type(screen.getByLabelText('From'), '2026-11-10');
    await user.type(screen.getByLabelText('To'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription('The start date must be on or before the end date');
    expect(navigation.push).not.toHaveBeenCalled();
  });

  it('says when nothing matches, and offers the whole list back', async () => {
    setup({ provider: 'nobody' }, { 'GET /api/admin/bookings': ok(page([])) });
    expect(await screen.findByRole('heading', { name: 'No bookings match these filters' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all bookings' })).toHaveAttribute('href', '/admin/bookings');
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });

  it('shows why the list could not load, with a retry', async () => {
    setup({}, { 'GET /api/admin/bookings': fail(500, 'Something went wrong on our side. Please try again.') });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the bookings');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('speaks French under /fr: headings, filters, statuses, money and links in the reader’s language', async () => {
    fakeApi({
      'GET /api/category/catelog': CATALOGUE,
      'GET /api/admin/bookings': ok(page([bookingRow('b1'), bookingRow('b2', { status: 'completed', provider: { _id: 'p1', fullname: 'Pat Provider' }, refundedCents: 2000 })], { total: 2 })),
    });
    renderAs(ADMIN, <AdminBookingsList filter={parseBookingsFilter({})} />, { locale: 'fr' });

    expect(screen.getByRole('heading', { level: 1, name: 'Réservations' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Réservations, page 1 sur 1' });
    expect(screen.getByText('2 réservations')).toBeInTheDocument();
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByText('145,77 $')).toBeInTheDocument();
    expect(within(first!).getByText('Non assignée')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Standard House Cleaning' })).toHaveAttribute('href', '/fr/admin/bookings/b1');
    expect(within(second!).getByText('20,00 $')).toBeInTheDocument();
    expect(within(second!).getByText('Terminée')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Réservée le/ })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'En cours' }));
    await user.click(screen.getByRole('button', { name: 'Appliquer les filtres' }));
    expect(navigation.push).toHaveBeenCalledWith('/fr/admin/bookings?status=in_progress', { scroll: false });
  });
});
