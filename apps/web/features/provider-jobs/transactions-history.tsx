'use client';
// /serviceprovider/transactionshistory: one payout per completed job or late cancellation fee (gross,
// platform commission, what the provider receives, where the payout stands), filtered by a period
// kept in the URL, with what it paid, what is pending and what is on hold, its totals and a CSV; and
// the monthly earnings statement (PDF or CSV).
import type { ProviderTransaction } from '@hearth/shared/api-types';
import { PAYOUT_STATUS_LABELS, type PayoutStatus } from '@hearth/shared/booking';
import { END_BEFORE_START_MESSAGE } from '@hearth/shared/schemas/booking';
import clsx from 'clsx';
import { Download, Receipt } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeading } from '@/components/ui/page-heading';
import { Pagination } from '@/components/ui/pagination';
import { TextField } from '@/components/ui/text-field';
import { formatCad } from '@/features/catalog/format';
import { MonthlyStatement } from '@/features/invoices/monthly-statement';
import { errorMessage } from '@/lib/api';
import { useAccessToken } from '@/lib/use-access-token';
import { formatShortDate } from './booking-time';
import { downloadTransactionsCsv, useProviderTransactions, type TransactionFilter, type TransactionPage } from './provider-jobs-api';
import { cardClasses, NoSuchPage, QueryStates } from './query-states';
import { transactionsHref } from './transactions-view';

const STATUS_TONES: Record<PayoutStatus, string> = {
  held: 'bg-amber-50 text-amber-900 ring-amber-200',
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  sending: 'bg-amber-50 text-amber-900 ring-amber-200',
  paid: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
  frozen: 'bg-orange-50 text-orange-900 ring-orange-200',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-200',
  reversed: 'bg-red-50 text-red-800 ring-red-200',
};

/** "from Nov 1, 2026 to Nov 30, 2026", "since …", "until …", or "" for all time. */
function describePeriod({ startDate, endDate }: TransactionFilter): string {
  if (startDate && endDate) return `from ${formatShortDate(startDate)} to ${formatShortDate(endDate)}`;
  if (startDate) return `since ${formatShortDate(startDate)}`;
  if (endDate) return `until ${formatShortDate(endDate)}`;
  return '';
}

function PeriodFilter({ filter, onApply }: { filter: TransactionFilter; onApply: (filter: TransactionFilter) => void }) {
  const [startDate, setStartDate] = useState(filter.startDate ?? '');
  const [endDate, setEndDate] = useState(filter.endDate ?? '');
  const [error, setError] = useState<string | undefined>();
  const filtered = Boolean(filter.startDate || filter.endDate);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (startDate && endDate && endDate < startDate) {
      setError(END_BEFORE_START_MESSAGE);
      return;
    }
    setError(undefined);
    onApply({ startDate: startDate || undefined, endDate: endDate || undefined });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Filter by date" className={clsx(cardClasses, 'mb-6 flex flex-col gap-4 sm:flex-row sm:items-start')}>
      <TextField label="From" type="date" name="startDate" value={startDate} max={endDate || undefined} onChange={(event) => setStartDate(event.target.value)} className="sm:w-44" />
      <TextField label="To" type="date" name="endDate" value={endDate} min={startDate || undefined} error={error} onChange={(event) => setEndDate(event.target.value)} className="sm:w-44" />
      <div className="flex gap-2 sm:mt-7">
        <Button type="submit" variant="primary">
          Apply
        </Button>
        {filtered && (
          <Button variant="ghost" onClick={() => onApply({})}>
            Show All
          </Button>
        )}
      </div>
    </form>
  );
}

function sumOf(items: ProviderTransaction[], field: 'grossCents' | 'commissionCents' | 'amountCents'): number {
  return items.reduce((sum, transaction) => sum + transaction[field], 0);
}

const cell = 'px-3 py-3 whitespace-nowrap';
const money = `${cell} text-right tabular-nums`;

const SUMMARY: { key: 'paidCents' | 'pendingCents' | 'onHoldCents'; label: string; hint: string }[] = [
  { key: 'paidCents', label: 'Paid', hint: 'Sent to your bank account' },
  { key: 'pendingCents', label: 'Pending', hint: 'Waiting for the customer’s confirmation window, or on its way' },
  { key: 'onHoldCents', label: 'On hold', hint: 'Paused while a reported problem or a dispute is looked into' },
];

/** What the period paid out, what is still to come, and what is paused, each over the whole period. */
function PayoutSummary({ data, period }: { data: TransactionPage; period: string }) {
  return (
    <section aria-label={`Payout summary${period ? ` ${period}` : ''}`} className="mb-6">
      <dl className="grid gap-3 sm:grid-cols-3">
        {SUMMARY.map((item) => (
          <div key={item.key} className={cardClasses}>
            <dt className="text-sm font-medium text-muted">{item.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-ink tabular-nums">{formatCad(data[item.key])}</dd>
            <dd className="mt-1 text-xs text-muted">{item.hint}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function TransactionsTable({ data, period }: { data: TransactionPage; period: string }) {
  const captionId = useId();
  // With every payout of the period on this page, its sums are the period's.
  const complete = data.pages <= 1;
  return (
    // Scrolls sideways on a phone; focusable so the keyboard can scroll it too (a named region).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div role="region" aria-labelledby={captionId} tabIndex={0} className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full min-w-[40rem] text-sm">
        <caption id={captionId} className="sr-only">
          Payouts{period ? ` ${period}` : ''}, page {data.pageNo} of {data.pages}
        </caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-left text-xs font-semibold tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className={cell}>Date</th>
            <th scope="col" className={cell}>Service</th>
            <th scope="col" className={clsx(cell, 'text-right')}>Gross</th>
            <th scope="col" className={clsx(cell, 'text-right')}>Commission</th>
            <th scope="col" className={clsx(cell, 'text-right')}>Payout</th>
            <th scope="col" className={cell}>Status</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {data.items.map((transaction) => (
            <tr key={transaction._id}>
              <td className={cell}>{formatShortDate(transaction.createdAt)}</td>
              <th scope="row" className={clsx(cell, 'text-left font-medium text-ink')}>
                {transaction.serviceName}
                {transaction.kind === 'late_cancellation' && <span className="block text-xs font-normal text-muted">Late cancellation fee</span>}
              </th>
              <td className={money}>{formatCad(transaction.grossCents)}</td>
              <td className={money}>−{formatCad(transaction.commissionCents)}</td>
              <td className={clsx(money, 'font-semibold')}>{formatCad(transaction.amountCents)}</td>
              <td className={cell}>
                <span className={clsx('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', STATUS_TONES[transaction.status])}>
                  {PAYOUT_STATUS_LABELS[transaction.status]}
                </span>
                {/* Held through the customer's confirmation window: say when it can go out. */}
                {transaction.status === 'held' && <span className="mt-1 block text-xs text-muted">available from {formatShortDate(transaction.payableAt)}</span>}
              </td>
            </tr>
          ))}
        </tbody>
        {complete && (
          <tfoot className="border-t-2 border-slate-200 font-semibold text-ink">
            <tr>
              <th scope="row" colSpan={2} className={clsx(cell, 'text-left')}>
                Total
              </th>
              <td className={money}>{formatCad(sumOf(data.items, 'grossCents'))}</td>
              <td className={money}>−{formatCad(sumOf(data.items, 'commissionCents'))}</td>
              <td className={money}>{formatCad(sumOf(data.items, 'amountCents'))}</td>
              <td className={cell} />
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

export function TransactionsHistory({ filter, page }: { filter: TransactionFilter; page: number }) {
  const router = useRouter();
  const token = useAccessToken();
  const transactions = useProviderTransactions(filter, page);
  const [downloading, setDownloading] = useState(false);
  const period = describePeriod(filter);
  const hrefFor = (target: number) => transactionsHref({ filter, page: target });

  async function download() {
    setDownloading(true);
    try {
      await downloadTransactionsCsv(token, filter);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className="mx-auto w-full max-w-5xl">
      <PageHeading
        title="Transactions History"
        description="Payouts for your completed jobs and late cancellation fees."
        actions={
          <Button variant="secondary" onClick={() => void download()} loading={downloading} disabled={!token}>
            {!downloading && <Download aria-hidden="true" className="size-4" />}
            Download CSV
          </Button>
        }
      />
      <MonthlyStatement className={clsx(cardClasses, 'mb-6')} />
      {/* A new period in the URL (a link, the back button) resets what the inputs show. */}
      <PeriodFilter key={`${filter.startDate ?? ''}|${filter.endDate ?? ''}`} filter={filter} onApply={(next) => router.push(transactionsHref({ filter: next }), { scroll: false })} />
      <QueryStates query={transactions} what="your transactions">
        {(data) => {
          if (data.total === 0) {
            return period ? (
              <EmptyState
                icon={<Receipt className="size-6" />}
                title="No transactions in this period"
                description={`Nothing was paid out ${period}.`}
                action={{ label: 'Show all transactions', href: transactionsHref({ filter: {} }) }}
              />
            ) : (
              <EmptyState icon={<Receipt className="size-6" />} title="No transactions yet" description="Every payout for a completed job or a late cancellation fee is listed here." />
            );
          }
          if (data.items.length === 0) return <NoSuchPage page={page} pages={data.pages} firstPageHref={hrefFor(1)} />;
          return (
            <>
              <PayoutSummary data={data} period={period} />
              <p className="mb-3 text-sm text-muted">
                <span className="font-semibold text-ink">{formatCad(data.totalCents)}</span> in {data.total} payout{data.total === 1 ? '' : 's'}
                {period ? ` ${period}` : ''}.
              </p>
              <TransactionsTable data={data} period={period} />
              <Pagination className="mt-6" page={page} pages={data.pages} hrefFor={hrefFor} label="Transaction pages" />
            </>
          );
        }}
      </QueryStates>
    </div>
  );
}
