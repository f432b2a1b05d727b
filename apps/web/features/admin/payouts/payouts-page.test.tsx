import type { AdminPayout, AdminPayoutPage } from '@hearth/shared/admin/payouts/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, ok } from '@/test/fake-api';
import { renderAs, sessionFor } from '@/test/render-as';
import { PayoutsPage } from './payouts-page';
import { parsePayoutsView, payoutsHref } from './payouts-url';

const navigation = vi.hoisted(() => ({ push: vi.fn() }));
// The locale-aware router (i18n/navigation) wraps next/navigation's: keep the rest of the module real.
vi.mock('next/navigation', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/navigation')>()), useRouter: () => ({ push: navigation.push, replace: vi.fn(), refresh: vi.fn() }) }));
const ADMIN = sessionFor('admin', { accessToken: 'admin-token' });
vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const PROVIDER = '0b7c5a52-9d1e-4c39-9b0e-1f1f2f3f4f5f';

const payout = (id: string, over: Partial<AdminPayout> = {}): AdminPayout => ({
  _id: id,
  bookingId: `b-${id}`,
  serviceName: 'Bedroom Cleaning',
  provider: { _id: PROVIDER, fullname: 'Priya Shah', email: 'priya@example.ca', businessName: 'Priya Cleans' },
  grossCents: 10000,
  commissionCents: 2000,
  amountCents: 8000,
  status: 'paid',
  transferId: 'tr_1',
  lastError: null,
  createdAt: '2026-02-10T15:00:00.000Z',
  paidAt: '2026-02-10T15:05:00.000Z',
  heldUntil: null,
  ...over,
});

const page = (items: AdminPayout[], over: Partial<AdminPayoutPage> = {}): AdminPayoutPage => ({
  items,
  pageNo: 1,
  size: 20,
  total: items.length,
  pages: 1,
  totals: { count: items.length, grossCents: 15000, commissionCents: 3000, amountCents: 12000, paidCents: 8000, failedCount: 1 },
  ...over,
});

beforeEach(() => {
  vi.clearAllMocks();
  URL.createObjectURL = vi.fn(() => 'blob:hearth/csv');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('PayoutsPage', () => {
  it('asks for the filter in the URL and shows the totals and each payout', async () => {
    const failed = payout('p2', { status: 'failed', grossCents: 5000, commissionCents: 1000, amountCents: 4000, lastError: 'The provider has no payout account yet' });
    const api = fakeApi({ 'GET /api/admin/payouts': ok(page([payout('p1'), failed])) });
    renderAs(ADMIN, <PayoutsPage view={parsePayoutsView({ status: 'failed', from: '2026-02-01', to: '2026-02-28', page: '1' })} />);

    const table = await screen.findByRole('table', { name: 'Payouts, newest first, page 1 of 1' });
    expect(api.requests[0]?.path).toBe('/api/admin/payouts?status=failed&from=2026-02-01&to=2026-02-28&pageNo=1&size=20');
    const totals = within(screen.getByRole('group', { name: 'Totals for this filter' }));
    expect(totals.getByText('Gross').nextElementSibling).toHaveTextContent('$150.00');
    expect(totals.getByText('To providers').nextElementSibling).toHaveTextContent('$120.00$80.00 paid');
    expect(totals.getByText('1 failed')).toBeInTheDocument();

    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'Priya Shah' })).toHaveAttribute('href', `/admin/payouts?providerId=${PROVIDER}&status=failed&from=2026-02-01&to=2026-02-28`);
    expect(within(first!).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    expect(within(second!).getByText('The provider has no payout account yet')).toBeInTheDocument();
    expect(within(second!).getByRole('button', { name: 'Retry the payout of $40.00 to Priya Shah' })).toBeInTheDocument();
  });

  it('says until when a pending payout is held after a bank account change', async () => {
    fakeApi({ 'GET /api/admin/payouts': ok(page([payout('p3', { status: 'pending', transferId: null, paidAt: null, heldUntil: '2026-02-13T15:00:00.000Z' })])) });
    renderAs(ADMIN, <PayoutsPage view={parsePayoutsView({})} />);
    expect(await screen.findByText('Held until Feb 13, 2026: the bank account was just changed')).toBeInTheDocument();
  });

  it('retries a failed payout and refreshes the list', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/admin/payouts': ok(page([payout('p9', { status: 'failed', lastError: 'Declined' })])),
      'POST /api/admin/payouts/p9/retry': ok({ _id: 'p9', status: 'pending' }, 'Payout sent again'),
    });
    renderAs(ADMIN, <PayoutsPage view={parsePayoutsView({})} />);
    await user.click(await screen.findByRole('button', { name: /Retry the payout/ }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Payout to Priya Shah sent again'));
    expect(api.last('POST', '/api/admin/payouts/p9/retry')?.headers.Authorization).toBe('Bearer admin-token');
    await waitFor(() => expect(api.requests.filter((r) => r.method === 'GET')).toHaveLength(2));
  });

  it('tells the admin when a retry is refused', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/admin/payouts': ok(page([payout('p9', { status: 'failed' })])),
      'POST /api/admin/payouts/p9/retry': fail(409, 'Only failed payouts, or ones stuck sending, can be retried; this one is paid'),
    });
    renderAs(ADMIN, <PayoutsPage view={parsePayoutsView({})} />);
    await user.click(await screen.findByRole('button', { name: /Retry the payout/ }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Only failed payouts, or ones stuck sending, can be retried; this one is paid'));
  });

  it('puts the chosen filter in the URL and refuses a period that ends before it starts', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/admin/payouts': ok(page([payout('p1')])) });
    renderAs(ADMIN, <PayoutsPage view={parsePayoutsView({})} />);
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Status'), 'failed');
    await user.type(screen.getByLabelText('From'), '2026-03-10');
    await user.type(screen.getByLabelText('To'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('To must be on or after From')).toBeInTheDocument();
    expect(navigation.push).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-03-31');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(navigation.push).toHaveBeenCalledWith('/admin/payouts?status=failed&from=2026-03-10&to=2026-03-31', { scroll: false });
  });

  it('downloads the filtered CSV and the annual report with the token', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/admin/payouts': ok(page([payout('p1')])),
      'GET /api/admin/payouts.csv': { raw: 'Payout ID\r\n' },
      'GET /api/admin/payouts/annual-report.csv': { raw: 'Provider ID\r\n' },
    });
    renderAs(ADMIN, <PayoutsPage view={parsePayoutsView({ from: '2026-01-01' })} />);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(api.last('GET', '/api/admin/payouts.csv?from=2026-01-01')?.headers.Authorization).toBe('Bearer admin-token'));

    await user.selectOptions(screen.getByLabelText('Calendar year'), '2024');
    await user.click(screen.getByRole('button', { name: 'Download annual report' }));
    await waitFor(() => expect(api.last('GET', '/api/admin/payouts/annual-report.csv?year=2024')).toBeDefined());
    expect(URL.createObjectURL).toHaveBeenCalledTimes(2);
  });

  it('says when nothing matches, and when the list cannot load', async () => {
    fakeApi({ 'GET /api/admin/payouts': ok(page([], { total: 0, totals: { count: 0, grossCents: 0, commissionCents: 0, amountCents: 0, paidCents: 0, failedCount: 0 } })) });
    const { unmount } = renderAs(ADMIN, <PayoutsPage view={parsePayoutsView({ status: 'failed' })} />);
    expect(await screen.findByText('No payouts match')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show every payout' })).toHaveAttribute('href', '/admin/payouts');
    unmount();

    fakeApi({ 'GET /api/admin/payouts': fail(500, 'Something went wrong. Please try again.') });
    renderAs(ADMIN, <PayoutsPage view={parsePayoutsView({})} />);
    expect(await screen.findByText('We could not load the payouts')).toBeInTheDocument();
  });

  it('reads only sensible values from the URL', () => {
    expect(parsePayoutsView({ status: 'lost', from: '2026-02-30', providerId: 'x', page: '-2' })).toEqual({ filter: { providerId: undefined, status: undefined, from: undefined, to: undefined }, page: 1 });
    expect(payoutsHref({ filter: { status: 'paid' }, page: 3 })).toBe('/admin/payouts?status=paid&page=3');
  });
});
