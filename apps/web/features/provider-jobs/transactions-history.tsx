'use client';
// /serviceprovider/transactionshistory: one payout per completed job or late cancellation fee (gross,
// platform commission, what the provider receives, where the payout stands), filtered by a period
// kept in the URL, with what it paid, what is pending and what is on hold, its totals and a CSV; and
// the monthly earnings statement (PDF or CSV). Below `md` each payout is a card of its own, so
// no column is ever off screen on a phone; from `md` up it is a table.
import type { ProviderTransaction } from '@hearth/shared/bookings/wire';
import type { PayoutStatus } from '@hearth/shared/booking';
import type { Formatter } from '@hearth/shared/format';
import { END_BEFORE_START_MESSAGE } from '@hearth/shared/schemas/booking';
import clsx from 'clsx';
import { Download, Receipt } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeading } from '@/components/ui/page-heading';
import { Pagination } from '@/components/ui/pagination';
import { TextField } from '@/components/ui/text-field';
import { MonthlyStatement } from '@/features/invoices';
import { useRouter } from '@/i18n/navigation';
import { errorMessage } from '@/lib/api';
import { useFormat } from '@/lib/format';
import { formatShortDate } from '@/lib/booking-time';
import { useProviderTransactions, useTransactionsCsvDownload, type TransactionFilter, type TransactionPage } from './provider-jobs-api';
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

type Translator = ReturnType<typeof useTranslations<'provider.transactions'>>;

/** "from Nov 1, 2026 to Nov 30, 2026", "since …", "until …", or "" for all time. */
function describePeriod(t: Translator, format: Formatter, { startDate, endDate }: TransactionFilter): string {
  if (startDate && endDate) return t('period.between', { start: formatShortDate(format, startDate), end: formatShortDate(format, endDate) });
  if (startDate) return t('period.since', { start: formatShortDate(format, startDate) });
  if (endDate) return t('period.until', { end: formatShortDate(format, endDate) });
  return '';
}

function PeriodFilter({ filter, onApply }: { filter: TransactionFilter; onApply: (filter: TransactionFilter) => void }) {
  const t = useTranslations('provider.transactions.filter');
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
    <form onSubmit={submit} noValidate aria-label={t('label')} className={clsx(cardClasses, 'mb-6 flex flex-col gap-4 sm:flex-row sm:items-start')}>
      <TextField label={t('from')} type="date" name="startDate" value={startDate} max={endDate || undefined} onChange={(event) => setStartDate(event.target.value)} className="sm:w-44" />
      <TextField label={t('to')} type="date" name="endDate" value={endDate} min={startDate || undefined} error={error} onChange={(event) => setEndDate(event.target.value)} className="sm:w-44" />
      <div className="flex flex-wrap gap-2 sm:mt-7">
        <Button type="submit" variant="primary">
          {t('apply')}
        </Button>
        {filtered && (
          <Button variant="ghost" onClick={() => onApply({})}>
            {t('showAll')}
          </Button>
        )}
      </div>
    </form>
  );
}

function sumOf(items: ProviderTransaction[], field: 'grossCents' | 'commissionCents' | 'amountCents'): number {
  return items.reduce((sum, transaction) => sum + transaction[field], 0);
}

const SUMMARY = ['paid', 'pending', 'onHold'] as const;
const SUMMARY_FIELDS = { paid: 'paidCents', pending: 'pendingCents', onHold: 'onHoldCents' } as const;

/** What the period paid out, what is still to come, and what is paused, each over the whole period. */
function PayoutSummary({ data, period }: { data: TransactionPage; period: string }) {
  const t = useTranslations('provider.transactions');
  const format = useFormat();
  return (
    <section aria-label={period ? t('summary.labelPeriod', { period }) : t('summary.label')} className="mb-6">
      <dl className="grid gap-3 sm:grid-cols-3">
        {SUMMARY.map((key) => (
          <div key={key} className={clsx(cardClasses, 'min-w-0')}>
            <dt className="text-sm font-medium text-muted">{t(`summary.${key}.label`)}</dt>
            <dd className="mt-1 text-2xl font-bold text-ink tabular-nums">{format.money(data[SUMMARY_FIELDS[key]])}</dd>
            <dd className="mt-1 text-xs text-muted">{t(`summary.${key}.hint`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A payout's status chip, with when a held one can go out. */
function PayoutStatusCell({ transaction }: { transaction: ProviderTransaction }) {
  const t = useTranslations('provider.transactions');
  const format = useFormat();
  return (
    <>
      <span className={clsx('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', STATUS_TONES[transaction.status])}>{t(`status.${transaction.status}`)}</span>
      {/* Held through the customer's confirmation window: say when it can go out. */}
      {transaction.status === 'held' && <span className="mt-1 block text-xs text-muted">{t('availableFrom', { date: formatShortDate(format, transaction.payableAt) })}</span>}
    </>
  );
}

function tableCaption(t: Translator, data: TransactionPage, period: string): string {
  return period ? t('table.captionPeriod', { period, page: data.pageNo, pages: data.pages }) : t('table.caption', { page: data.pageNo, pages: data.pages });
}

/** One row per payout; below `md` the data table makes each a card, so no figure is ever off screen on a phone. */
function TransactionsTable({ data, period }: { data: TransactionPage; period: string }) {
  const t = useTranslations('provider.transactions');
  const format = useFormat();
  const columns: DataColumn<ProviderTransaction>[] = [
    { key: 'date', header: t('table.date'), cell: (transaction) => formatShortDate(format, transaction.createdAt), className: 'md:whitespace-nowrap' },
    {
      key: 'service',
      header: t('table.service'),
      rowHeader: true,
      cell: (transaction) => (
        <>
          {transaction.serviceName}
          {transaction.kind === 'late_cancellation' && <span className="block text-xs font-normal text-muted">{t('lateCancellationFee')}</span>}
        </>
      ),
    },
    { key: 'gross', header: t('table.gross'), align: 'end', cell: (transaction) => format.money(transaction.grossCents), className: 'md:whitespace-nowrap' },
    { key: 'commission', header: t('table.commission'), align: 'end', cell: (transaction) => `−${format.money(transaction.commissionCents)}`, className: 'md:whitespace-nowrap' },
    { key: 'payout', header: t('table.payout'), align: 'end', cell: (transaction) => format.money(transaction.amountCents), className: 'font-semibold md:whitespace-nowrap' },
    { key: 'status', header: t('table.status'), cell: (transaction) => <PayoutStatusCell transaction={transaction} /> },
  ];
  return <DataTable caption={tableCaption(t, data, period)} columns={columns} rows={data.items} rowKey={(transaction) => transaction._id} minWidth="md:min-w-[40rem]" />;
}

/** The columns' sums, under the table rather than as its last row so a phone shows them as one card. */
function TransactionTotals({ items }: { items: ProviderTransaction[] }) {
  const t = useTranslations('provider.transactions');
  const format = useFormat();
  const figures = [
    ['gross', format.money(sumOf(items, 'grossCents'))],
    ['commission', `−${format.money(sumOf(items, 'commissionCents'))}`],
    ['payout', format.money(sumOf(items, 'amountCents'))],
  ] as const;
  return (
    <section aria-label={t('table.total')} className={clsx(cardClasses, 'mt-3 bg-slate-50')}>
      <h2 className="font-semibold text-ink">{t('table.total')}</h2>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm sm:flex sm:flex-wrap sm:justify-end sm:gap-x-8">
        {figures.map(([key, value]) => (
          <div key={key} className="contents sm:flex sm:gap-2">
            <dt className={key === 'payout' ? 'font-semibold text-ink' : 'text-muted'}>{t(`table.${key}`)}</dt>
            <dd className={clsx('text-right tabular-nums', key === 'payout' && 'font-semibold text-ink')}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function TransactionsHistory({ filter, page }: { filter: TransactionFilter; page: number }) {
  const t = useTranslations('provider.transactions');
  const format = useFormat();
  const router = useRouter();
  const csv = useTransactionsCsvDownload();
  const transactions = useProviderTransactions(filter, page);
  const [downloading, setDownloading] = useState(false);
  const period = describePeriod(t, format, filter);
  const hrefFor = (target: number) => transactionsHref({ filter, page: target });

  async function download() {
    setDownloading(true);
    try {
      await csv.download(filter);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className="mx-auto w-full max-w-5xl">
      <PageHeading
        title={t('title')}
        description={t('description')}
        actions={
          <Button variant="secondary" onClick={() => void download()} loading={downloading} disabled={!csv.ready}>
            {!downloading && <Download aria-hidden="true" className="size-4" />}
            {t('downloadCsv')}
          </Button>
        }
      />
      <MonthlyStatement className={clsx(cardClasses, 'mb-6')} />
      {/* A new period in the URL (a link, the back button) resets what the inputs show. */}
      <PeriodFilter key={`${filter.startDate ?? ''}|${filter.endDate ?? ''}`} filter={filter} onApply={(next) => router.push(transactionsHref({ filter: next }), { scroll: false })} />
      <QueryStates query={transactions} what="transactions">
        {(data) => {
          if (data.total === 0) {
            return period ? (
              <EmptyState
                icon={<Receipt className="size-6" />}
                title={t('emptyPeriod.title')}
                description={t('emptyPeriod.description', { period })}
                action={{ label: t('emptyPeriod.showAll'), href: transactionsHref({ filter: {} }) }}
              />
            ) : (
              <EmptyState icon={<Receipt className="size-6" />} title={t('empty.title')} description={t('empty.description')} />
            );
          }
          if (data.items.length === 0) return <NoSuchPage page={page} pages={data.pages} firstPageHref={hrefFor(1)} />;
          return (
            <>
              <PayoutSummary data={data} period={period} />
              <p className="mb-3 text-sm text-muted">
                {t.rich(period ? 'totalLinePeriod' : 'totalLine', {
                  total: format.money(data.totalCents),
                  count: data.total,
                  period,
                  amount: (chunks) => <span className="font-semibold text-ink">{chunks}</span>,
                })}
              </p>
              <TransactionsTable data={data} period={period} />
              {/* With every payout of the period on this page, its sums are the period's. */}
              {data.pages <= 1 && <TransactionTotals items={data.items} />}
              <Pagination className="mt-6" page={page} pages={data.pages} hrefFor={hrefFor} label={t('pagesLabel')} />
            </>
          );
        }}
      </QueryStates>
    </div>
  );
}
