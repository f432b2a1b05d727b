'use client';
// /admin/payouts: transfers to providers filtered by provider, status and period (in the URL), the
// totals for that filter, a Retry on failed transfers, and the CSV exports for accounting and for
// the annual platform-operator report.
import { PAYOUT_STATUSES, type PayoutStatus } from '@hearth/shared/admin/payouts';
import type { AdminPayout, AdminPayoutPage } from '@hearth/shared/admin/payouts/contract';
import clsx from 'clsx';
import { Download, ReceiptText, RotateCw, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeading } from '@/components/ui/page-heading';
import { Pagination } from '@/components/ui/pagination';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { Link, useRouter } from '@/i18n/navigation';
import { errorMessage } from '@/lib/api';
import { useFormat } from '@/lib/format';
import { useAdminPayouts, useCsvDownload, useRetryPayout } from './payouts-api';
import { payoutsHref, type PayoutFilterView, type PayoutsView } from './payouts-url';

const PAGE_SIZE = 20;
/** Platform reporting (Part XX of the Income Tax Act) starts with 2024. */
const FIRST_REPORT_YEAR = 2024;

const WAITING = 'bg-amber-50 text-amber-900 ring-amber-200';
const TROUBLE = 'bg-red-50 text-red-800 ring-red-200';
const ENDED = 'bg-slate-100 text-slate-800 ring-slate-300';
const STATUS_TONES: Record<PayoutStatus, string> = {
  held: WAITING,
  pending: WAITING,
  sending: WAITING,
  paid: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  failed: TROUBLE,
  frozen: TROUBLE,
  reversed: TROUBLE,
  cancelled: ENDED,
};

/** Payout days are on the platform's clock (Eastern), like the filters' periods. */
const PAYOUT_TIME_ZONE = 'America/Toronto';

export function PayoutsPage({ view }: { view: PayoutsView }) {
  const t = useTranslations('admin.payouts');
  const router = useRouter();
  const query = useAdminPayouts(view, PAGE_SIZE);
  const download = useCsvDownload();
  const downloading = download.isPending;

  function downloadFiltered() {
    download.mutate({ kind: 'payouts', filter: view.filter }, { onError: (error) => toast.error(errorMessage(error)) });
  }

  return (
    <>
      <PageHeading
        title={t('title')}
        description={t('description')}
        actions={
          <Button variant="secondary" onClick={downloadFiltered} loading={downloading} disabled={!download.signedIn}>
            {!downloading && <Download aria-hidden="true" className="size-4" />}
            {t('downloadCsv')}
          </Button>
        }
      />
      {/* A new filter in the URL (a link, the back button) resets what the inputs show. */}
      <Filters key={JSON.stringify(view.filter)} filter={view.filter} onApply={(filter) => router.push(payoutsHref({ filter }), { scroll: false })} />
      <ProviderChip view={view} payouts={query.data?.items} />
      <section aria-labelledby="payout-list" className="mt-6">
        <h2 id="payout-list" className="sr-only">
          {t('heading')}
        </h2>
        {query.data === undefined ? (
          query.isError ? (
            <LoadError title={t('loadError')} message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
          ) : (
            <div role="status" className="space-y-2">
              <span className="sr-only">{t('loading')}</span>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-12 w-full" />
              ))}
            </div>
          )
        ) : (
          <div aria-busy={query.isPlaceholderData || undefined} className={clsx('transition-opacity', query.isPlaceholderData && 'opacity-60')}>
            <PayoutResults data={query.data} view={view} />
          </div>
        )}
      </section>
      <AnnualReport />
    </>
  );
}

function Filters({ filter, onApply }: { filter: PayoutFilterView; onApply: (filter: PayoutFilterView) => void }) {
  const t = useTranslations('admin.payouts');
  const [error, setError] = useState<string>();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const from = String(form.get('from') ?? '') || undefined;
    const to = String(form.get('to') ?? '') || undefined;
    if (from && to && to < from) {
      setError(t('filters.toBeforeFrom'));
      return;
    }
    setError(undefined);
    const status = String(form.get('status') ?? '');
    onApply({ providerId: filter.providerId, status: status ? (status as PayoutStatus) : undefined, from, to });
  }
  return (
    <form role="search" aria-label={t('filters.label')} noValidate onSubmit={submit} className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:flex-wrap sm:items-start">
      <SelectField
        label={t('filters.status')}
        name="status"
        defaultValue={filter.status ?? ''}
        placeholder={t('filters.everyStatus')}
        options={PAYOUT_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
        className="sm:w-44"
      />
      <TextField label={t('filters.from')} type="date" name="from" defaultValue={filter.from ?? ''} className="sm:w-44" />
      <TextField label={t('filters.to')} type="date" name="to" defaultValue={filter.to ?? ''} error={error} className="sm:w-44" />
      <Button type="submit" variant="secondary" className="sm:mt-7">
        {t('filters.apply')}
      </Button>
    </form>
  );
}

/** The provider the list is narrowed to (set by clicking a provider's name), with a way back to everyone. */
function ProviderChip({ view, payouts }: { view: PayoutsView; payouts: AdminPayout[] | undefined }) {
  const t = useTranslations('admin.payouts');
  if (!view.filter.providerId) return null;
  const name = payouts?.[0]?.provider.fullname ?? t('oneProvider');
  return (
    <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-muted">
      <span className="min-w-0">{t.rich('showingProvider', { name, strong: (chunks) => <span className="font-semibold text-ink">{chunks}</span> })}</span>
      <Link
        href={payoutsHref({ filter: { ...view.filter, providerId: undefined } })}
        className="inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-medium text-brand-700 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <X aria-hidden="true" className="size-3.5" />
        {t('allProviders')}
      </Link>
    </p>
  );
}

function PayoutResults({ data, view }: { data: AdminPayoutPage; view: PayoutsView }) {
  const t = useTranslations('admin');
  const { money } = useFormat();
  const filtered = Object.values(view.filter).some(Boolean);
  if (data.total === 0) {
    return (
      <EmptyState
        icon={<ReceiptText className="size-6" />}
        title={filtered ? t('payouts.emptyFilteredTitle') : t('payouts.emptyTitle')}
        description={filtered ? t('payouts.emptyFilteredDescription') : t('payouts.emptyDescription')}
        action={filtered ? { label: t('payouts.showEvery'), href: payoutsHref({ filter: {} }) } : undefined}
      />
    );
  }
  if (data.items.length === 0) {
    return <EmptyState title={t('pager.missing', { page: view.page })} description={t('payouts.pagesFilled', { pages: data.pages })} action={{ label: t('pager.first'), href: payoutsHref({ filter: view.filter }) }} />;
  }
  const { totals } = data;
  return (
    <>
      <div role="group" aria-label={t('payouts.totals.label')}>
        <dl className="mb-4 grid grid-cols-1 gap-3 min-[22rem]:grid-cols-2 sm:grid-cols-4">
          <Total label={t('payouts.totals.payouts')} value={String(totals.count)} hint={totals.failedCount ? t('payouts.totals.failed', { count: totals.failedCount }) : undefined} />
          <Total label={t('payouts.totals.gross')} value={money(totals.grossCents)} />
          <Total label={t('payouts.totals.commission')} value={money(totals.commissionCents)} />
          <Total label={t('payouts.totals.toProviders')} value={money(totals.amountCents)} hint={t('payouts.totals.paid', { amount: money(totals.paidCents) })} />
        </dl>
      </div>
      <PayoutTable data={data} view={view} />
      <Pagination className="mt-4" page={view.page} pages={data.pages} hrefFor={(page) => payoutsHref({ filter: view.filter, page })} label={t('payouts.pagination')} />
    </>
  );
}

function Total({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <dt className="text-xs font-semibold tracking-wide break-words text-muted uppercase">{label}</dt>
      <dd className="mt-1 text-lg font-semibold text-ink tabular-nums">
        {value}
        {hint && <span className="block text-xs font-normal text-muted">{hint}</span>}
      </dd>
    </div>
  );
}

function PayoutTable({ data, view }: { data: AdminPayoutPage; view: PayoutsView }) {
  const t = useTranslations('admin.payouts');
  const { money, date } = useFormat();
  const formatDate = (iso: string) => date(iso, 'medium', PAYOUT_TIME_ZONE);
  const columns: DataColumn<AdminPayout>[] = [
    { key: 'date', header: t('columns.date'), className: 'whitespace-nowrap', cell: (p) => formatDate(p.createdAt) },
    {
      key: 'provider',
      header: t('columns.provider'),
      rowHeader: true,
      cell: (p) => (
        <>
          <Link
            href={payoutsHref({ filter: { ...view.filter, providerId: p.provider._id } })}
            className="rounded text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {p.provider.fullname}
          </Link>
          {/* A business's own name, never translated. */}
          {p.provider.businessName && (
            <span translate="no" className="block text-xs font-normal text-muted">
              {p.provider.businessName}
            </span>
          )}
        </>
      ),
    },
    { key: 'service', header: t('columns.service'), cell: (p) => p.serviceName },
    { key: 'gross', header: t('columns.gross'), align: 'end', className: 'whitespace-nowrap', cell: (p) => money(p.grossCents) },
    { key: 'commission', header: t('columns.commission'), align: 'end', className: 'whitespace-nowrap', cell: (p) => `−${money(p.commissionCents)}` },
    { key: 'payout', header: t('columns.payout'), align: 'end', className: 'whitespace-nowrap font-semibold', cell: (p) => money(p.amountCents) },
    {
      key: 'status',
      header: t('columns.status'),
      cell: (p) => (
        <>
          <span className={clsx('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', STATUS_TONES[p.status])}>{t(`statuses.${p.status}`)}</span>
          {p.lastError && <span className="mt-1 block max-w-48 text-xs text-red-800">{p.lastError}</span>}
          {p.heldUntil && <span className="mt-1 block max-w-48 text-xs text-amber-900">{t('heldUntil', { date: formatDate(p.heldUntil) })}</span>}
        </>
      ),
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      hideHeader: true,
      align: 'end',
      cell: (p) => (p.status === 'failed' || (p.status === 'sending' && p.lastError)) && <RetryButton payout={p} />,
    },
  ];
  return (
    <DataTable caption={t('caption', { page: view.page, pages: data.pages })} columns={columns} rows={data.items} rowKey={(p) => p._id} minWidth="md:min-w-[48rem]" alignTop />
  );
}

function RetryButton({ payout }: { payout: AdminPayout }) {
  const t = useTranslations('admin.payouts');
  const { money } = useFormat();
  const retry = useRetryPayout();
  return (
    <Button
      size="sm"
      variant="secondary"
      loading={retry.isPending}
      aria-label={t('retryLabel', { amount: money(payout.amountCents), name: payout.provider.fullname })}
      onClick={() =>
        retry.mutate(payout._id, {
          onSuccess: () => toast.success(t('retried', { name: payout.provider.fullname })),
          onError: (error) => toast.error(errorMessage(error)),
        })
      }
    >
      {!retry.isPending && <RotateCw aria-hidden="true" className="size-4" />}
      {t('retry')}
    </Button>
  );
}

function AnnualReport() {
  const t = useTranslations('admin.payouts.annual');
  const csv = useCsvDownload();
  const lastYear = new Date().getFullYear() - 1;
  const years = Array.from({ length: Math.max(1, lastYear - FIRST_REPORT_YEAR + 2) }, (_, i) => String(lastYear + 1 - i)).filter((y) => Number(y) >= FIRST_REPORT_YEAR);
  const [year, setYear] = useState(String(Math.max(lastYear, FIRST_REPORT_YEAR)));
  const downloading = csv.isPending;

  function download() {
    csv.mutate({ kind: 'annualReport', year: Number(year) }, { onError: (error) => toast.error(errorMessage(error)) });
  }

  return (
    <section aria-labelledby="annual-report" className="mt-8 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <h2 id="annual-report" className="text-base font-semibold text-ink">
        {t('title')}
      </h2>
      <p className="mt-1 max-w-prose text-sm text-muted">{t('description')}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <SelectField label={t('year')} name="year" value={year} onChange={(event) => setYear(event.target.value)} options={years.map((y) => ({ value: y, label: y }))} className="sm:w-40" />
        <Button variant="secondary" onClick={download} loading={downloading} disabled={!csv.signedIn}>
          {!downloading && <Download aria-hidden="true" className="size-4" />}
          {t('download')}
        </Button>
      </div>
    </section>
  );
}
