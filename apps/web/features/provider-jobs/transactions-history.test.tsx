import type { ProviderTransaction } from '@hearth/shared/bookings/wire';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, ok } from '@/test/fake-api';
import { renderAs } from '@/test/render-as';
import type { TransactionFilter } from './provider-jobs-api';
import { paged } from './test-data';
import { TransactionsHistory } from './transactions-history';
import { parseTransactionsView } from './transactions-view';

const navigation = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  usePathname: () => '/serviceprovider/transactionshistory',
  useRouter: () => ({ push: navigation.push, replace: vi.fn(), refresh: vi.fn() }),
}));
vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const transaction = (id: string, overrides: Partial<ProviderTransaction> = {}): ProviderTransaction => ({
  _id: id,
  bookingId: `b-${id}`,
  serviceName: 'Standard House Cleaning',
  grossCents: 15000,
  commissionCents: 3000,
  amountCents: 12000,
  kind: 'job',
  status: 'paid',
  payableAt: '2026-11-15T18:00:00.000Z',
  createdAt: '2026-11-12T18:00:00.000Z',
  paidAt: '2026-11-12T18:05:00.000Z',
  ...overrides,
});

const NOVEMBER: TransactionFilter = { startDate: '2026-11-01', endDate: '2026-11-30' };

function setup(filter: TransactionFilter, page: number, routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  const user = userEvent.setup();
  renderAs('provider', <TransactionsHistory filter={filter} page={page} />);
  return { api, user };
}

beforeEach(() => {
  vi.clearAllMocks();
  URL.createObjectURL = vi.fn(() => 'blob:hearth/csv');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('TransactionsHistory', () => {
  it('asks for the period and page in the URL, and shows each payout with what the period paid', async () => {
    const data = {
      ...paged([transaction('t1'), transaction('t2', { status: 'pending', grossCents: 10000, commissionCents: 2000, amountCents: 8000 })], { pageNo: 2, total: 12 }),
      totalCents: 136000,
      paidCents: 100000,
      pendingCents: 24000,
      onHoldCents: 12000,
    };
    const { api } = setup(NOVEMBER, 2, { 'GET /api/service-provider/mytransactions': ok(data) });
    const table = await screen.findByRole('table', { name: 'Payouts from Nov 1, 2026 to Nov 30, 2026, page 2 of 2' });
    expect(api.requests[0]?.path).toBe('/api/service-provider/mytransactions?startDate=2026-11-01&endDate=2026-11-30&pageNo=2&size=10');
    expect(screen.getByText(/in 12 payouts from Nov 1, 2026 to Nov 30, 2026\./)).toHaveTextContent('$1,360.00 in 12 payouts');
    // The period's figures, not this page's.
    const summary = screen.getByRole('region', { name: 'Payout summary from Nov 1, 2026 to Nov 30, 2026' });
    const figures = within(summary).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(figures).toEqual([
      ['Paid', '$1,000.00'],
      ['Pending', '$240.00'],
      ['On hold', '$120.00'],
    ]);

    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Nov 12, 2026', '$150.00', '−$30.00', '$120.00', 'Paid']);
    expect(within(second!).getByText('Pending')).toBeInTheDocument();
    // Page 2 of 2 does not hold the whole period: no column totals that would only add up this page.
    expect(screen.queryByRole('region', { name: 'Total' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Transaction pages' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/serviceprovider/transactionshistory?startDate=2026-11-01&endDate=2026-11-30');
  });

  it('says where each payout stands: held until the confirmation window ends, on hold, and late cancellation fees', async () => {
    const rows = [
      transaction('t1', { status: 'held', payableAt: '2026-11-27T15:00:00.000Z', paidAt: null }),
      transaction('t2', { status: 'frozen', paidAt: null }),
      transaction('t3', { kind: 'late_cancellation', status: 'reversed', grossCents: 6451, commissionCents: 968, amountCents: 5483 }),
    ];
    setup({}, 1, { 'GET /api/service-provider/mytransactions': ok({ ...paged(rows), totalCents: 29483, paidCents: 5483, pendingCents: 12000, onHoldCents: 12000 }) });
    const table = await screen.findByRole('table', { name: 'Payouts, page 1 of 1' });
    const [, held, frozen, late] = within(table).getAllByRole('row');
    expect(within(held!).getAllByRole('cell').at(-1)).toHaveTextContent(/^Pendingavailable from Nov 27, 2026$/);
    expect(within(frozen!).getAllByRole('cell').at(-1)).toHaveTextContent(/^On hold$/);
    expect(within(late!).getByRole('rowheader')).toHaveTextContent('Standard House CleaningLate cancellation fee');
    expect(within(late!).getAllByRole('cell').at(-1)).toHaveTextContent(/^Reversed$/);
    expect(within(held!).getByRole('rowheader')).not.toHaveTextContent('Late cancellation fee');
    // On a phone the table scrolls inside its own labelled region, so the payout column is never cut off.
    expect(screen.getByRole('region', { name: 'Payouts, page 1 of 1' })).toHaveAttribute('tabindex', '0');
  });

  it('totals each column when the whole period fits on one page', async () => {
    setup({}, 1, { 'GET /api/service-provider/mytransactions': ok({ ...paged([transaction('t1'), transaction('t2')]), totalCents: 24000, paidCents: 24000, pendingCents: 0, onHoldCents: 0 }) });
    const total = await screen.findByRole('region', { name: 'Total' });
    expect(within(total).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent])).toEqual([
      ['Gross', '$300.00'],
      ['Commission', '−$60.00'],
      ['Payout', '$240.00'],
    ]);
  });

  it('applies a period from the labelled date inputs through the URL', async () => {
    const { user } = setup({}, 3, { 'GET /api/service-provider/mytransactions': ok({ ...paged([transaction('t1')]), totalCents: 12000, paidCents: 12000, pendingCents: 0, onHoldCents: 0 }) });
    fireEvent.change(await screen.findByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(navigation.push).toHaveBeenCalledWith('/serviceprovider/transactionshistory?startDate=2026-11-01&endDate=2026-11-30', { scroll: false });
  });

  it('refuses a period that ends before it starts', async () => {
    const { user } = setup({}, 1, { 'GET /api/service-provider/mytransactions': ok({ ...paged([transaction('t1')]), totalCents: 12000, paidCents: 12000, pendingCents: 0, onHoldCents: 0 }) });
    fireEvent.change(await screen.findByLabelText('From'), { target: { value: '2026-11-30' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01' } });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription('The start date must be on or before the end date');
    expect(navigation.push).not.toHaveBeenCalled();
  });

  it('downloads the CSV of the period with the token', async () => {
    const { api, user } = setup(NOVEMBER, 1, {
      'GET /api/service-provider/mytransactions': ok({ ...paged([transaction('t1')]), totalCents: 12000, paidCents: 12000, pendingCents: 0, onHoldCents: 0 }),
      'GET /api/service-provider/mytransactions.csv': { raw: 'date,service,gross\n2026-11-12,Standard House Cleaning,150.00\n' },
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));

    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const request = api.last('GET', '/api/service-provider/mytransactions.csv?startDate=2026-11-01&endDate=2026-11-30');
    expect(request?.headers.Authorization).toBe('Bearer token-123');
    const [blob] = vi.mocked(URL.createObjectURL).mock.calls[0] ?? [];
    expect(await (blob as Blob).text()).toContain('Standard House Cleaning');
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('hearth-transactions-2026-11-01-to-2026-11-30.csv');
    expect(link.href).toBe('blob:hearth/csv');
  });

  it('says why a CSV download failed', async () => {
    const { user } = setup({}, 1, {
      'GET /api/service-provider/mytransactions': ok({ ...paged([]), totalCents: 0, paidCents: 0, pendingCents: 0, onHoldCents: 0 }),
      'GET /api/service-provider/mytransactions.csv': fail(500, 'Something went wrong on our side. Please try again.'),
    });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Something went wrong on our side. Please try again.'));
  });

  it('has an empty state, and another for an empty period', async () => {
    setup({}, 1, { 'GET /api/service-provider/mytransactions': ok({ ...paged([]), totalCents: 0, paidCents: 0, pendingCents: 0, onHoldCents: 0 }) });
    expect(await screen.findByRole('heading', { name: 'No transactions yet' })).toBeInTheDocument();
  });

  it('offers to show everything when a period has no payouts', async () => {
    setup(NOVEMBER, 1, { 'GET /api/service-provider/mytransactions': ok({ ...paged([]), totalCents: 0, paidCents: 0, pendingCents: 0, onHoldCents: 0 }) });
    expect(await screen.findByRole('heading', { name: 'No transactions in this period' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all transactions' })).toHaveAttribute('href', '/serviceprovider/transactionshistory');
  });
});

describe('TransactionsHistory on a phone and in French', () => {
  it('gives each payout its own card with every figure, so nothing is cut off at 320 px', async () => {
    fakeApi({ 'GET /api/service-provider/mytransactions': ok({ ...paged([transaction('t1')]), totalCents: 12000, paidCents: 12000, pendingCents: 0, onHoldCents: 0 }) });
    renderAs('provider', <TransactionsHistory filter={NOVEMBER} page={1} />, { locale: 'fr' });
    const table = await screen.findByRole('table', { name: 'Versements du 1 nov. 2026 au 30 nov. 2026, page 1 sur 1' });
    const [, card] = within(table).getAllByRole('row');
    // Each value carries the label a phone's card shows beside it. French money: a no-break space before the dollar sign.
    const lines = [within(card!).getByRole('rowheader'), ...within(card!).getAllByRole('cell')].map((cell) => [cell.dataset.label, cell.textContent]);
    expect(lines).toEqual([
      ['Service', 'Standard House Cleaning'],
      ['Date', '12 nov. 2026'],
      ['Brut', '150,00\u00a0$'],
      ['Commission', '−30,00\u00a0$'],
      ['Versement', '120,00\u00a0$'],
      ['Statut', 'Versé'],
    ]);
    expect(screen.getByText(/en 1 versement du 1 nov\. 2026 au 30 nov\. 2026\./)).toHaveTextContent('120,00 $ en 1 versement');
    expect(within(screen.getByRole('region', { name: 'Total' })).getAllByRole('term').map((term) => term.textContent)).toEqual(['Brut', 'Commission', 'Versement']);
  });
});

describe('parseTransactionsView', () => {
  it('keeps only real dates and a valid page', () => {
    expect(parseTransactionsView({ startDate: '2026-11-01', endDate: '2026-02-30', page: '2' })).toEqual({ filter: { startDate: '2026-11-01', endDate: undefined }, page: 2 });
    expect(parseTransactionsView({ startDate: 'yesterday', page: 'x' })).toEqual({ filter: { startDate: undefined, endDate: undefined }, page: 1 });
  });
});
