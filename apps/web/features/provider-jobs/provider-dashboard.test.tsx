import type { ProviderDashboard as Dashboard } from '@hearth/shared/bookings/wire';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, ok } from '@/test/fake-api';
import { renderAs } from '@/test/render-as';
import { ProviderDashboard } from './provider-dashboard';
import { makeJob } from './test-data';

vi.mock('@/features/realtime', () => ({ useRealtimeEvent: vi.fn() }));

const dashboard = (overrides: Partial<Dashboard> = {}): Dashboard => ({
  counts: { accepted: 2, in_progress: 1, completed: 14, cancelled: 1 },
  availableCount: 3,
  earningsThisMonthCents: 123456,
  upcoming: [makeJob({ address: { ...makeJob().address, city: 'Halifax', province: 'NS' } })],
  rating: { average: 4.25, count: 8 },
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());

describe('ProviderDashboard', () => {
  it('sums up jobs per status, open requests, earnings, the next jobs and the rating', async () => {
    fakeApi({ 'GET /api/service-provider/dashboard': ok(dashboard()) });
    renderAs('provider', <ProviderDashboard />);
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(within(summary).getByRole('link', { name: 'Available requests 3' })).toHaveAttribute('href', '/serviceprovider/servicerequest');
    expect(within(summary).getByRole('link', { name: 'In progress 1' })).toHaveAttribute('href', '/serviceprovider/servicerequest?tab=jobs&status=in_progress');
    expect(within(summary).getByRole('link', { name: 'Completed 14' })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Earnings this month $1,234.56' })).toHaveAttribute('href', '/serviceprovider/transactionshistory');

    const upcoming = screen.getByRole('region', { name: 'Upcoming jobs' });
    // 19:30 UTC is 15:30 in Halifax (AST, UTC−4).
    expect(within(upcoming).getByText('Sat, Nov 21, 2026 · 3:30 p.m. – 6:30 p.m. AST')).toBeInTheDocument();

    const rating = screen.getByRole('region', { name: 'Rating' });
    expect(within(rating).getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();
    expect(within(rating).getByText('from 8 reviews')).toBeInTheDocument();
  });

  it('says when there are no reviews or upcoming jobs yet', async () => {
    fakeApi({ 'GET /api/service-provider/dashboard': ok(dashboard({ upcoming: [], rating: { average: null, count: 0 } })) });
    renderAs('provider', <ProviderDashboard />);
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
    expect(screen.getByText('No upcoming jobs. Accepted bookings show here.')).toBeInTheDocument();
  });

  it('shows a skeleton while loading and the error with a retry', async () => {
    fakeApi({ 'GET /api/service-provider/dashboard': fail(500, 'Something went wrong on our side. Please try again.') });
    renderAs('provider', <ProviderDashboard />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your dashboard…');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your dashboard');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
