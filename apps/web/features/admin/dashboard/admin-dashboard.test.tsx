import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminDashboard } from '@hearth/shared/admin/dashboard/contract';
import { BOOKING_STATUSES, type BookingStatus } from '@hearth/shared/booking';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, ok } from '@/test/fake-api';
import { renderAs } from '@/test/render-as';
import { AdminDashboardPage } from './admin-dashboard';

afterEach(() => vi.unstubAllGlobals());

const statuses = (over: Partial<Record<BookingStatus, number>>) => ({ ...Object.fromEntries(BOOKING_STATUSES.map((s) => [s, 0])), ...over }) as Record<BookingStatus, number>;

const dashboard: AdminDashboard = {
  timeZone: 'America/Toronto',
  periods: { today: '2026-03-04', weekStart: '2026-03-02', weekEnd: '2026-03-08', monthStart: '2026-03-01' },
  bookings: {
    today: { total: 3, byStatus: statuses({ open: 2, completed: 1, pending_payment: 1 }) },
    thisWeek: { total: 0, byStatus: statuses({}) },
  },
  revenue: {
    thisWeek: { capturedCents: 14577, commissionCents: 2580, refundedCents: 0, bookings: 1 },
    thisMonth: { capturedCents: 145770, commissionCents: 25800, refundedCents: 5000, bookings: 10 },
  },
  providersAwaitingReview: { submitted: 4, action_required: 1 },
  inbox: { openInquiries: 2, openTickets: 3 },
};

describe('AdminDashboardPage', () => {
  it('shows bookings by status, money, waiting providers and the inbox, each linking to its section', async () => {
    fakeApi({ 'GET /api/admin/dashboard': ok(dashboard) });
    renderAs('admin', <AdminDashboardPage />);
    expect(screen.getByRole('status', { name: 'Loading the dashboard' })).toBeInTheDocument();

    const today = await screen.findByRole('region', { name: 'Bookings today' });
    expect(today).toHaveTextContent('Wed, Mar 4');
    expect(within(today).getByText('Waiting for a provider').nextSibling).toHaveTextContent('2');
    expect(within(today).getByText('Completed').nextSibling).toHaveTextContent('1');
    expect(within(today).getByText('Not paid yet').nextSibling).toHaveTextContent('1');
    expect(within(today).queryByText('Cancelled')).not.toBeInTheDocument();
    expect(within(today).getByRole('link', { name: 'Open bookings' })).toHaveAttribute('href', '/admin/bookings');
    expect(screen.getByRole('region', { name: 'Bookings this week' })).toHaveTextContent('No bookings scheduled.');

    const week = screen.getByRole('region', { name: 'Revenue this week' });
    expect(week).toHaveTextContent('$145.77');
    expect(week).toHaveTextContent('Platform commission$25.80');
    expect(week).toHaveTextContent('1 paid booking');
    expect(screen.getByRole('region', { name: 'Revenue this month' })).toHaveTextContent('Refunds issued$50.00');

    const providers = screen.getByRole('region', { name: 'Providers waiting for review' });
    expect(providers).toHaveTextContent('5');
    expect(providers).toHaveTextContent('Action required1');
    expect(within(providers).getByRole('link', { name: 'Open the provider queue' })).toHaveAttribute('href', '/admin/providers');
    const inbox = screen.getByRole('region', { name: 'Open inquiries and tickets' });
    expect(inbox).toHaveTextContent('Support tickets3');
    expect(within(inbox).getByRole('link', { name: 'Open the inbox' })).toHaveAttribute('href', '/admin/inbox');
  });

  it('says when the numbers cannot be loaded and retries', async () => {
    let answer = fail(500, 'Something went wrong on our side. Please try again.');
    fakeApi({ 'GET /api/admin/dashboard': () => answer });
    renderAs('admin', <AdminDashboardPage />);
    expect(await screen.findByText('We could not load the dashboard')).toBeInTheDocument();
    answer = ok(dashboard);
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('region', { name: 'Bookings today' })).toBeInTheDocument();
  });
});
