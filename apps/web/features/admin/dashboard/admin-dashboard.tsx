'use client';
// /admin: what needs an admin today — bookings by status for today and this week, money captured,
// providers waiting for review and the open inbox — each card linking to its section.
import type { BookingCounts, RevenueTotals } from '@hearth/shared/admin/dashboard/contract';
import type { BookingStatus } from '@hearth/shared/booking';
import { ArrowRight } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { PageHeading } from '@/components/ui/page-heading';
import { Skeleton } from '@/components/ui/skeleton';
import { Link } from '@/i18n/navigation';
import { errorMessage } from '@/lib/api';
import { useFormat } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useAdminDashboard } from './dashboard-api';

/** The statuses an admin acts on, in the order a job moves; the unpaid ones are folded into "Not paid yet". */
const SHOWN_STATUSES = ['open', 'accepted', 'in_progress', 'completed', 'cancelled', 'expired'] as const satisfies readonly BookingStatus[];

const cardClasses = 'flex min-w-0 flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200';

export function AdminDashboardPage() {
  const t = useTranslations('admin.dashboard');
  // The periods are calendar days (YYYY-MM-DD), read without a time zone shift.
  const { calendarDate } = useFormat();
  const dashboard = useAdminDashboard();
  const data = dashboard.data;

  let content;
  if (!data && dashboard.isError) {
    content = <LoadError title={t('loadError')} message={errorMessage(dashboard.error)} onRetry={() => dashboard.refetch()} retrying={dashboard.isFetching} />;
  } else if (!data) {
    content = (
      <div role="status" aria-label={t('loading')} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-44 w-full rounded-2xl" />
        ))}
      </div>
    );
  } else {
    const waiting = data.providersAwaitingReview;
    content = (
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <BookingsCard title={t('bookingsToday')} subtitle={calendarDate(data.periods.today)} counts={data.bookings.today} />
        <BookingsCard title={t('bookingsThisWeek')} subtitle={t('range', { start: calendarDate(data.periods.weekStart), end: calendarDate(data.periods.weekEnd) })} counts={data.bookings.thisWeek} />
        <RevenueCard title={t('revenueThisWeek')} totals={data.revenue.thisWeek} />
        <RevenueCard title={t('revenueThisMonth')} totals={data.revenue.thisMonth} />
        <Card title={t('providersWaiting')} href={paths.admin.providers()} linkLabel={t('providerQueueLink')}>
          <BigNumber value={waiting.submitted + waiting.action_required} />
          <Facts
            rows={[
              [t('submitted'), waiting.submitted],
              [t('actionRequired'), waiting.action_required],
            ]}
          />
        </Card>
        <Card title={t('openItems')} href={paths.admin.inbox()} linkLabel={t('inboxLink')}>
          <BigNumber value={data.inbox.openInquiries + data.inbox.openTickets} />
          <Facts
            rows={[
              [t('inquiries'), data.inbox.openInquiries],
              [t('tickets'), data.inbox.openTickets],
            ]}
          />
        </Card>
      </div>
    );
  }

  return (
    <div>
      <PageHeading title={t('title')} description={t('description')} />
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
  const t = useTranslations('admin.dashboard');
  const unpaid = counts.byStatus.pending_payment + counts.byStatus.payment_failed;
  const rows: [string, number][] = [...SHOWN_STATUSES.map((status): [string, number] => [t(`status.${status}`), counts.byStatus[status]]), [t('notPaid'), unpaid]];
  const nonZero = rows.filter(([, n]) => n > 0);
  return (
    <Card title={title} subtitle={subtitle} href={paths.admin.bookings()} linkLabel={t('bookingsLink')}>
      <BigNumber value={counts.total} />
      {nonZero.length > 0 ? (
        <Facts rows={nonZero} />
      ) : (
        <p className="mt-3 text-sm text-muted">{t('noBookings')}</p>
      )}
    </Card>
  );
}

function RevenueCard({ title, totals }: { title: string; totals: RevenueTotals }) {
  const t = useTranslations('admin.dashboard');
  const { money } = useFormat();
  return (
    <Card title={title} subtitle={t('paidBookings', { count: totals.bookings })} href={paths.admin.payouts()} linkLabel={t('payoutsLink')}>
      <BigNumber value={money(totals.capturedCents)} />
      <Facts
        rows={[
          [t('commission'), money(totals.commissionCents)],
          [t('refunds'), money(totals.refundedCents)],
        ]}
      />
    </Card>
  );
}
