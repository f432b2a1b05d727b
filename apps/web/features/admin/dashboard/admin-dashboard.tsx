'use client';
// /admin: what needs an admin today — bookings by status for today and this week, money captured,
// providers waiting for review and the open inbox — each card linking to its section.
import type { BookingCounts, RevenueTotals } from '@hearth/shared/admin/dashboard';
import type { BookingStatus } from '@hearth/shared/booking';
import { ArrowRight } from 'lucide-react';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { PageHeading } from '@/components/ui/page-heading';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCad } from '@/features/catalog/format';
import { errorMessage } from '@/lib/api';
import { paths } from '@/lib/paths';
import { useAdminDashboard } from './dashboard-api';

/** The statuses an admin acts on, in the order a job moves; the rest are folded into "Other". */
const SHOWN_STATUSES: { status: BookingStatus; label: string }[] = [
  { status: 'open', label: 'Waiting for a provider' },
  { status: 'accepted', label: 'Provider assigned' },
  { status: 'in_progress', label: 'In progress' },
  { status: 'completed', label: 'Completed' },
  { status: 'cancelled', label: 'Cancelled' },
  { status: 'expired', label: 'Expired (nobody accepted)' },
];

const cardClasses = 'flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200';

/** "Mon, Mar 2" from YYYY-MM-DD, read as a calendar date (no time zone shift). */
function shortDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-CA', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}

export function AdminDashboardPage() {
  const dashboard = useAdminDashboard();
  const data = dashboard.data;

  let content;
  if (!data && dashboard.isError) {
    content = <LoadError title="We could not load the dashboard" message={errorMessage(dashboard.error)} onRetry={() => dashboard.refetch()} retrying={dashboard.isFetching} />;
  } else if (!data) {
    content = (
      <div role="status" aria-label="Loading the dashboard" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-44 w-full rounded-2xl" />
        ))}
      </div>
    );
  } else {
    const waiting = data.providersAwaitingReview;
    content = (
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <BookingsCard title="Bookings today" subtitle={shortDate(data.periods.today)} counts={data.bookings.today} />
        <BookingsCard title="Bookings this week" subtitle={`${shortDate(data.periods.weekStart)} – ${shortDate(data.periods.weekEnd)}`} counts={data.bookings.thisWeek} />
        <RevenueCard title="Revenue this week" totals={data.revenue.thisWeek} />
        <RevenueCard title="Revenue this month" totals={data.revenue.thisMonth} />
        <Card title="Providers waiting for review" href={paths.admin.providers()} linkLabel="Open the provider queue">
          <BigNumber value={waiting.submitted + waiting.action_required} />
          <Facts
            rows={[
              ['Submitted', waiting.submitted],
              ['Action required', waiting.action_required],
            ]}
          />
        </Card>
        <Card title="Open inquiries and tickets" href={paths.admin.inbox()} linkLabel="Open the inbox">
          <BigNumber value={data.inbox.openInquiries + data.inbox.openTickets} />
          <Facts
            rows={[
              ['Inquiries and chat leads', data.inbox.openInquiries],
              ['Support tickets', data.inbox.openTickets],
            ]}
          />
        </Card>
      </div>
    );
  }

  return (
    <div>
      <PageHeading title="Dashboard" description="Days and weeks (Monday to Sunday) in Toronto time. Bookings are counted by their scheduled start." />
      {content}
    </div>
  );
}

function Card({ title, subtitle, href, linkLabel, children }: { title: string; subtitle?: string; href: string; linkLabel: string; children: ReactNode }) {
  return (
    <section aria-label={title} className={cardClasses}>
      <h2 className="text-sm font-semibold text-muted">{title}</h2>
      {subtitle && <p className="text-xs text-muted">{subtitle}</p>}
      <div className="mt-2 flex-1">{children}</div>
      <Link href={href} className="mt-4 inline-flex items-center gap-1 self-start rounded text-sm font-semibold text-brand-700 hover:text-brand-800">
        {linkLabel}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}

function BigNumber({ value }: { value: string | number }) {
  return <p className="text-3xl font-bold tracking-tight text-ink tabular-nums">{value}</p>;
}

function Facts({ rows }: { rows: [string, string | number][] }) {
  return (
    <dl className="mt-3 space-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-3">
          <dt className="text-muted">{label}</dt>
          <dd className="font-semibold text-ink tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function BookingsCard({ title, subtitle, counts }: { title: string; subtitle: string; counts: BookingCounts }) {
  const unpaid = counts.byStatus.pending_payment + counts.byStatus.payment_failed;
  const rows: [string, number][] = [...SHOWN_STATUSES.map(({ status, label }): [string, number] => [label, counts.byStatus[status]]), ['Not paid yet', unpaid]];
  const nonZero = rows.filter(([, n]) => n > 0);
  return (
    <Card title={title} subtitle={subtitle} href={paths.admin.bookings()} linkLabel="Open bookings">
      <BigNumber value={counts.total} />
      {nonZero.length > 0 ? (
        <Facts rows={nonZero} />
      ) : (
        <p className="mt-3 text-sm text-muted">No bookings scheduled.</p>
      )}
    </Card>
  );
}

function RevenueCard({ title, totals }: { title: string; totals: RevenueTotals }) {
  return (
    <Card title={title} subtitle={`${totals.bookings} paid booking${totals.bookings === 1 ? '' : 's'}`} href={paths.admin.payouts()} linkLabel="Open payouts">
      <BigNumber value={formatCad(totals.capturedCents)} />
      <Facts
        rows={[
          ['Platform commission', formatCad(totals.commissionCents)],
          ['Refunds issued', formatCad(totals.refundedCents)],
        ]}
      />
    </Card>
  );
}
