import type { ProviderDashboard as Dashboard } from '@hearth/shared/bookings/wire';
import { screen, waitFor, within } from '@testing-library/react';
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

  it('starts with what is left of the set-up, and says why no request is open when none is', async () => {
    fakeApi({
      'GET /api/service-provider/dashboard': ok(dashboard({ availableCount: 0 })),
      'GET /api/service-provider/category/list': ok({ services: [], areas: [], categories: [] }),
      'GET /api/service-provider/fetch-stripe-account': ok({ connected: false, gateway: null, payoutsEnabled: false, requirementsDue: [], bankAccount: null, payoutsHeldUntil: null }),
    });
    renderAs('provider', <ProviderDashboard />);
    const checklist = await screen.findByRole('region', { name: 'Finish setting up' });
    expect(within(checklist).getByRole('link', { name: /^Services and areas/ })).toHaveAttribute('href', '/serviceprovider/category');
    expect(within(checklist).getByRole('link', { name: /^Bank account for payouts/ })).toHaveAttribute('href', '/serviceprovider/bankdetail');
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(await within(summary).findByText('You offer no services yet, so no request can reach you.')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Choose your services' })).toHaveAttribute('href', '/serviceprovider/category');
  });

  it('gives no reason for an empty list while requests are open', async () => {
    const api = fakeApi({
      'GET /api/service-provider/dashboard': ok(dashboard({ availableCount: 2 })),
      'GET /api/service-provider/category/list': ok({ services: [], areas: [], categories: [] }),
    });
    renderAs('provider', <ProviderDashboard />);
    await screen.findByRole('link', { name: 'Available requests 2' });
    await waitFor(() => expect(api.last('GET', '/api/service-provider/category/list')).toBeDefined());
    expect(screen.queryByText('Why no requests?')).not.toBeInTheDocument();
  });

  it('shows a skeleton while loading and the error with a retry', async () => {
    fakeApi({ 'GET /api/service-provider/dashboard': fail(500, 'Something went wrong on our side. Please try again.') });
    renderAs('provider', <ProviderDashboard />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your dashboard…');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your dashboard');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
