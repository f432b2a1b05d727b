'use client';
// /admin/payouts: transfers to providers filtered by provider, status and period (in the URL), the
// totals for that filter, a Retry on failed transfers, and the CSV exports for accounting and for
// the annual platform-operator report.
import { PAYOUT_STATUS_LABELS, PAYOUT_STATUSES, type AdminPayout, type AdminPayoutPage, type PayoutStatus } from '@hearth/shared/admin/payouts';
import clsx from 'clsx';
import { Download, ReceiptText, RotateCw, X } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeading } from '@/components/ui/page-heading';
import { Pagination } from '@/components/ui/pagination';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { formatCad } from '@/features/catalog/format';
import { errorMessage } from '@/lib/api';
import { useAccessToken } from '@/lib/use-access-token';
import { downloadCsv, payoutsApi, useAdminPayouts, useRetryPayout } from './payouts-api';
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

const dateFormat = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeZone: 'America/Toronto' });
const formatDate = (iso: string) => dateFormat.format(new Date(iso));

export function PayoutsPage({ view }: { view: PayoutsView }) {
  const router = useRouter();
  const token = useAccessToken();
  const query = useAdminPayouts(view, PAGE_SIZE);
  const [downloading, setDownloading] = useState(false);

  async function downloadFiltered() {
    setDownloading(true);
    try {
      const { from, to } = view.filter;
      await downloadCsv(token, payoutsApi.csv(view), `hearth-payouts${from ? `-${from}` : ''}${to ? `-to-${to}` : ''}.csv`);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <>
      <PageHeading
        title="Payouts"
        description="Transfers to providers for completed jobs. Periods are days in Eastern time."
        actions={
          <Button variant="secondary" onClick={() => void downloadFiltered()} loading={downloading} disabled={!token}>
            {!downloading && <Download aria-hidden="true" className="size-4" />}
            Download CSV
          </Button>
        }
      />
      {/* A new filter in the URL (a link, the back button) resets what the inputs show. */}
      <Filters key={JSON.stringify(view.filter)} filter={view.filter} onApply={(filter) => router.push(payoutsHref({ filter }), { scroll: false })} />
      <ProviderChip view={view} payouts={query.data?.items} />
      <section aria-labelledby="payout-list" className="mt-6">
        <h2 id="payout-list" className="sr-only">
          Payouts
        </h2>
        {query.data === undefined ? (
          query.isError ? (
            <LoadError title="We could not load the payouts" message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
          ) : (
            <div role="status" className="space-y-2">
              <span className="sr-only">Loading payouts…</span>
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
  const [error, setError] = useState<string>();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const from = String(form.get('from') ?? '') || undefined;
    const to = String(form.get('to') ?? '') || undefined;
    if (from && to && to < from) {
      setError('To must be on or after From');
      return;
    }
    setError(undefined);
    const status = String(form.get('status') ?? '');
    onApply({ providerId: filter.providerId, status: status ? (status as PayoutStatus) : undefined, from, to });
  }
  return (
    <form role="search" aria-label="Filter payouts" noValidate onSubmit={submit} className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:flex-wrap sm:items-start">
      <SelectField
        label="Status"
        name="status"
        defaultValue={filter.status ?? ''}
        placeholder="Every status"
        options={PAYOUT_STATUSES.map((s) => ({ value: s, label: PAYOUT_STATUS_LABELS[s] }))}
        className="sm:w-44"
      />
      <TextField label="From" type="date" name="from" defaultValue={filter.from ?? ''} className="sm:w-44" />
      <TextField label="To" type="date" name="to" defaultValue={filter.to ?? ''} error={error} className="sm:w-44" />
      <Button type="submit" variant="secondary" className="sm:mt-7">
        Apply
      </Button>
    </form>
  );
}

/** The provider the list is narrowed to (set by clicking a provider's name), with a way back to everyone. */
function ProviderChip({ view, payouts }: { view: PayoutsView; payouts: AdminPayout[] | undefined }) {
  if (!view.filter.providerId) return null;
  const name = payouts?.[0]?.provider.fullname ?? 'one provider';
  return (
    <p className="mt-3 flex items-center gap-2 text-sm text-muted">
      Showing payouts to <span className="font-semibold text-ink">{name}</span>
      <Link
        href={payoutsHref({ filter: { ...view.filter, providerId: undefined } })}
        className="inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-medium text-brand-700 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <X aria-hidden="true" className="size-3.5" />
        All providers
      </Link>
    </p>
  );
}

function PayoutResults({ data, view }: { data: AdminPayoutPage; view: PayoutsView }) {
  const filtered = Object.values(view.filter).some(Boolean);
  if (data.total === 0) {
    return (
      <EmptyState
        icon={<ReceiptText className="size-6" />}
        title={filtered ? 'No payouts match' : 'No payouts yet'}
        description={filtered ? 'Try another status or period.' : 'A payout is created when a provider completes a job.'}
        action={filtered ? { label: 'Show every payout', href: payoutsHref({ filter: {} }) } : undefined}
      />
    );
  }
  if (data.items.length === 0) {
    return <EmptyState title={`There is no page ${view.page}`} description={`These payouts fill ${data.pages} page${data.pages === 1 ? '' : 's'}.`} action={{ label: 'Go to the first page', href: payoutsHref({ filter: view.filter }) }} />;
  }
  const { totals } = data;
  return (
    <>
      <div role="group" aria-label="Totals for this filter">
        <dl className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Total label="Payouts" value={String(totals.count)} hint={totals.failedCount ? `${totals.failedCount} failed` : undefined} />
        <Total label="Gross" value={formatCad(totals.grossCents)} />
        <Total label="Commission" value={formatCad(totals.commissionCents)} />
        <Total label="To providers" value={formatCad(totals.amountCents)} hint={`${formatCad(totals.paidCents)} paid`} />
        </dl>
      </div>
      <PayoutTable data={data} view={view} />
      <Pagination className="mt-4" page={view.page} pages={data.pages} hrefFor={(page) => payoutsHref({ filter: view.filter, page })} label="Payout pages" />
    </>
  );
}

function Total({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className="mt-1 text-lg font-semibold text-ink tabular-nums">
        {value}
        {hint && <span className="block text-xs font-normal text-muted">{hint}</span>}
      </dd>
    </div>
  );
}

const cell = 'px-3 py-3 align-top';
const money = `${cell} text-right tabular-nums whitespace-nowrap`;

function PayoutTable({ data, view }: { data: AdminPayoutPage; view: PayoutsView }) {
  const captionId = useId();
  return (
    // Scrolls sideways on a phone; focusable so the keyboard can scroll it too.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div role="region" aria-labelledby={captionId} tabIndex={0} className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption id={captionId} className="sr-only">
          Payouts, newest first, page {view.page} of {data.pages}
        </caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className={cell}>Date</th>
            <th scope="col" className={cell}>Provider</th>
            <th scope="col" className={cell}>Service</th>
            <th scope="col" className={clsx(cell, 'text-right')}>Gross</th>
            <th scope="col" className={clsx(cell, 'text-right')}>Commission</th>
            <th scope="col" className={clsx(cell, 'text-right')}>Payout</th>
            <th scope="col" className={cell}>Status</th>
            <th scope="col" className={cell}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {data.items.map((p) => (
            <tr key={p._id}>
              <td className={clsx(cell, 'whitespace-nowrap')}>{formatDate(p.createdAt)}</td>
              <th scope="row" className={clsx(cell, 'font-medium')}>
                <Link
                  href={payoutsHref({ filter: { ...view.filter, providerId: p.provider._id } })}
                  className="rounded text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                >
                  {p.provider.fullname}
                </Link>
                {p.provider.businessName && <span className="block text-xs font-normal text-muted">{p.provider.businessName}</span>}
              </th>
              <td className={cell}>{p.serviceName}</td>
              <td className={money}>{formatCad(p.grossCents)}</td>
              <td className={money}>−{formatCad(p.commissionCents)}</td>
              <td className={clsx(money, 'font-semibold')}>{formatCad(p.amountCents)}</td>
              <td className={cell}>
                <span className={clsx('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', STATUS_TONES[p.status])}>{PAYOUT_STATUS_LABELS[p.status]}</span>
                {p.lastError && <span className="mt-1 block max-w-48 text-xs text-red-800">{p.lastError}</span>}
                {p.heldUntil && <span className="mt-1 block max-w-48 text-xs text-amber-900">Held until {formatDate(p.heldUntil)}: the bank account was just changed</span>}
              </td>
              <td className={clsx(cell, 'text-right')}>{(p.status === 'failed' || (p.status === 'sending' && p.lastError)) && <RetryButton payout={p} />}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RetryButton({ payout }: { payout: AdminPayout }) {
  const retry = useRetryPayout();
  return (
    <Button
      size="sm"
      variant="secondary"
      loading={retry.isPending}
      aria-label={`Retry the payout of ${formatCad(payout.amountCents)} to ${payout.provider.fullname}`}
      onClick={() =>
        retry.mutate(payout._id, {
          onSuccess: () => toast.success(`Payout to ${payout.provider.fullname} sent again`),
          onError: (error) => toast.error(errorMessage(error)),
        })
      }
    >
      {!retry.isPending && <RotateCw aria-hidden="true" className="size-4" />}
      Retry
    </Button>
  );
}

function AnnualReport() {
  const token = useAccessToken();
  const lastYear = new Date().getFullYear() - 1;
  const years = Array.from({ length: Math.max(1, lastYear - FIRST_REPORT_YEAR + 2) }, (_, i) => String(lastYear + 1 - i)).filter((y) => Number(y) >= FIRST_REPORT_YEAR);
  const [year, setYear] = useState(String(Math.max(lastYear, FIRST_REPORT_YEAR)));
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      await downloadCsv(token, payoutsApi.annualReport(Number(year)), `hearth-platform-report-${year}.csv`);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <section aria-labelledby="annual-report" className="mt-8 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <h2 id="annual-report" className="text-base font-semibold text-ink">
        Annual platform-operator report
      </h2>
      <p className="mt-1 max-w-prose text-sm text-muted">
        One row per provider with the totals Canada&apos;s reporting rules for digital platform operators ask about sellers: name, address, SIN (last 3 digits), consideration, activities and
        fees per quarter. Due to the CRA by January 31.
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <SelectField label="Calendar year" name="year" value={year} onChange={(event) => setYear(event.target.value)} options={years.map((y) => ({ value: y, label: y }))} className="sm:w-40" />
        <Button variant="secondary" onClick={() => void download()} loading={downloading} disabled={!token}>
          {!downloading && <Download aria-hidden="true" className="size-4" />}
          Download annual report
        </Button>
      </div>
    </section>
  );
}
