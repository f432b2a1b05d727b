'use client';
// /serviceprovider/transactionshistory: one payout per completed job or late cancellation fee (gross,
// platform commission, what the provider receives, where the payout stands), filtered by a period
// kept in the URL, with what it paid, what is pending and what is on hold, its totals and a CSV; and
// the monthly earnings statement (PDF or CSV). Below 640 px each payout is a card of its own, so
// no column is ever off screen on a phone; from 640 px up it is a table.
import type { ProviderTransaction } from '@hearth/shared/bookings/wire';
import type { PayoutStatus } from '@hearth/shared/booking';
import type { Formatter } from '@hearth/shared/format';
import { END_BEFORE_START_MESSAGE } from '@hearth/shared/schemas/booking';
import clsx from 'clsx';
import { Download, Receipt } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
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

const cell = 'px-3 py-3 whitespace-nowrap';
const money = `${cell} text-right tabular-nums`;

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

/** Below 640 px: one card per payout, every figure on its own line. */
function TransactionCards({ data, period }: { data: TransactionPage; period: string }) {
  const t = useTranslations('provider.transactions');
  const format = useFormat();
  const complete = data.pages <= 1;
  const figures = (gross: number, commission: number, amount: number) => (
    <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
      <dt className="text-muted">{t('table.gross')}</dt>
      <dd className="text-right tabular-nums">{format.money(gross)}</dd>
      <dt className="text-muted">{t('table.commission')}</dt>
      <dd className="text-right tabular-nums">−{format.money(commission)}</dd>
      <dt className="font-semibold text-ink">{t('table.payout')}</dt>
      <dd className="text-right font-semibold tabular-nums">{format.money(amount)}</dd>
    </dl>
  );
  return (
    <div className="sm:hidden">
      <ul aria-label={tableCaption(t, data, period)} className="space-y-3">
        {data.items.map((transaction) => (
          <li key={transaction._id} className={cardClasses}>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <p className="min-w-0 font-medium break-words text-ink">
                {transaction.serviceName}
                {transaction.kind === 'late_cancellation' && <span className="block text-xs font-normal text-muted">{t('lateCancellationFee')}</span>}
              </p>
              <p className="text-sm text-muted">{formatShortDate(format, transaction.createdAt)}</p>
            </div>
            {figures(transaction.grossCents, transaction.commissionCents, transaction.amountCents)}
            <div className="mt-3">
              <PayoutStatusCell transaction={transaction} />
            </div>
          </li>
        ))}
      </ul>
      {complete && (
        <section aria-label={t('table.total')} className={clsx(cardClasses, 'mt-3 bg-slate-50')}>
          <p className="font-semibold text-ink">{t('table.total')}</p>
          {figures(sumOf(data.items, 'grossCents'), sumOf(data.items, 'commissionCents'), sumOf(data.items, 'amountCents'))}
        </section>
      )}
    </div>
  );
}

function TransactionsTable({ data, period }: { data: TransactionPage; period: string }) {
  const t = useTranslations('provider.transactions');
  const format = useFormat();
  const captionId = useId();
  // With every payout of the period on this page, its sums are the period's.
  const complete = data.pages <= 1;
  return (
    // From 640 px up; still scrolls sideways inside its own region if the columns need more room (focusable, so the keyboard can scroll it).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div role="region" aria-labelledby={captionId} tabIndex={0} className="hidden relative overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 sm:block">
      <table className="w-full min-w-[40rem] text-sm">
        <caption id={captionId} className="sr-only">
          {tableCaption(t, data, period)}
        </caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-left text-xs font-semibold tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className={cell}>{t('table.date')}</th>
            <th scope="col" className={cell}>{t('table.service')}</th>
            <th scope="col" className={clsx(cell, 'text-right')}>{t('table.gross')}</th>
            <th scope="col" className={clsx(cell, 'text-right')}>{t('table.commission')}</th>
            <th scope="col" className={clsx(cell, 'text-right')}>{t('table.payout')}</th>
            <th scope="col" className={cell}>{t('table.status')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {data.items.map((transaction) => (
            <tr key={transaction._id}>
              <td className={cell}>{formatShortDate(format, transaction.createdAt)}</td>
              <th scope="row" className={clsx(cell, 'text-left font-medium text-ink')}>
                {transaction.serviceName}
                {transaction.kind === 'late_cancellation' && <span className="block text-xs font-normal text-muted">{t('lateCancellationFee')}</span>}
              </th>
              <td className={money}>{format.money(transaction.grossCents)}</td>
              <td className={money}>−{format.money(transaction.commissionCents)}</td>
              <td className={clsx(money, 'font-semibold')}>{format.money(transaction.amountCents)}</td>
              <td className={cell}>
                <PayoutStatusCell transaction={transaction} />
              </td>
            </tr>
          ))}
        </tbody>
        {complete && (
          <tfoot className="border-t-2 border-slate-200 font-semibold text-ink">
            <tr>
              <th scope="row" colSpan={2} className={clsx(cell, 'text-left')}>
                {t('table.total')}
              </th>
              <td className={money}>{format.money(sumOf(data.items, 'grossCents'))}</td>
              <td className={money}>−{format.money(sumOf(data.items, 'commissionCents'))}</td>
              <td className={money}>{format.money(sumOf(data.items, 'amountCents'))}</td>
              <td className={cell} />
            </tr>
          </tfoot>
        )}
      </table>
    </div>
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
              <TransactionCards data={data} period={period} />
              <TransactionsTable data={data} period={period} />
              <Pagination className="mt-6" page={page} pages={data.pages} hrefFor={hrefFor} label={t('pagesLabel')} />
            </>
          );
        }}
      </QueryStates>
    </div>
  );
}
