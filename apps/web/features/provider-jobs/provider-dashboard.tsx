'use client';
// /serviceprovider/dashboard: the provider's bookings and earnings at a glance: what is left of
// their set-up, jobs per status, requests open to them now (and why there is none when there is
// none), this month's earnings, the next jobs and their rating.
import type { ProviderDashboard as Dashboard, ProviderJob } from '@hearth/shared/bookings/wire';
import clsx from 'clsx';
import { CalendarClock, ChevronRight } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { NoRequestsReason, SetupChecklist } from '@/features/provider-onboarding';
import { PageHeading } from '@/components/ui/page-heading';
import { Link } from '@/i18n/navigation';
import { useFormat } from '@/lib/format';
import { paths } from '@/lib/paths';
import { JOB_STATUSES, useJobStatusLabel } from './job-status';
import { useProviderDashboard, useProviderJobsLiveUpdates } from './provider-jobs-api';
import { cardClasses, QueryStates } from './query-states';
import { serviceRequestHref } from './service-request-view';
import { formatRating, Stars } from './stars';

function Tile({ label, value, href, emphasis = false }: { label: string; value: ReactNode; href: string; emphasis?: boolean }) {
  return (
    <Link href={href} className={`${cardClasses} group flex min-w-0 flex-col justify-between gap-2 hover:ring-brand-300`}>
      <span className="text-sm break-words text-muted">{label}</span>{' '}
      {/* Two tiles share a 320 px row: an amount like "1 234,56 $" may wrap rather than widen the page. */}
      <span className={clsx('text-xl font-bold [overflow-wrap:anywhere] sm:text-2xl', emphasis ? 'text-brand-800' : 'text-ink')}>{value}</span>
    </Link>
  );
}

function Section({ title, action, children }: { title: string; action?: { label: string; href: string }; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={cardClasses}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h2 id={titleId} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        {action && (
          <Link href={action.href} className="inline-flex items-center gap-1 rounded text-sm font-semibold text-brand-700 hover:underline">
            {action.label}
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

function UpcomingJob({ job }: { job: ProviderJob }) {
  const format = useFormat();
  const { province, city } = job.address;
  return (
    <li className="flex gap-3 py-3">
      <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <div className="min-w-0">
        <p className="font-medium text-ink">{job.service.name}</p>
        <p className="text-sm text-muted">
          {format.bookingDate(job.scheduledAt, province)} · {format.bookingTimeRange(job.scheduledAt, job.endsAt, province)}
        </p>
        <p className="text-sm text-muted">
          {city}, {province} · {job.customer.name}
        </p>
      </div>
    </li>
  );
}

function DashboardView({ data }: { data: Dashboard }) {
  const t = useTranslations('provider.dashboard');
  const format = useFormat();
  const statusLabel = useJobStatusLabel();
  const { rating } = data;
  return (
    <div className="space-y-6">
      <SetupChecklist />
      <section aria-label={t('summary')}>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Tile label={t('availableRequests')} value={data.availableCount} href={serviceRequestHref({})} emphasis />
          {JOB_STATUSES.map((status) => (
            <Tile key={status} label={statusLabel(status)} value={data.counts[status]} href={serviceRequestHref({ tab: 'jobs', status })} />
          ))}
          <Tile label={t('earningsThisMonth')} value={format.money(data.earningsThisMonthCents)} href={paths.provider.transactionsHistory()} />
        </div>
        {data.availableCount === 0 && <NoRequestsReason className="mt-3" />}
      </section>
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Section title={t('upcoming')} action={{ label: t('myJobs'), href: serviceRequestHref({ tab: 'jobs' }) }}>
          {data.upcoming.length === 0 ? (
            <p className="text-sm text-muted">{t('noUpcoming')}</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {data.upcoming.map((job) => (
                <UpcomingJob key={job._id} job={job} />
              ))}
            </ul>
          )}
        </Section>
        <Section title={t('rating')} action={{ label: t('reviews'), href: paths.provider.review() }}>
          {rating.average === null || rating.count === 0 ? (
            <p className="text-sm text-muted">{t('noReviews')}</p>
          ) : (
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="text-3xl font-bold text-ink">{formatRating(format, rating.average)}</span>
              <Stars rating={rating.average} className="text-xl" />
              <span className="w-full text-sm text-muted">{t('reviewCount', { count: rating.count })}</span>
            </div>
          )}
        </Section>
      </div>
    </div>
  );
}

function DashboardSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-6">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className={cardClasses}>
            <Skeleton className="h-4 w-24" />
            <Skeleton className="mt-3 h-7 w-16" />
          </div>
        ))}
      </div>
      <Skeleton className="h-48 w-full rounded-2xl" />
    </div>
  );
}

export function ProviderDashboard() {
  useProviderJobsLiveUpdates();
  const t = useTranslations('provider.dashboard');
  const dashboard = useProviderDashboard();
  return (
    <div className="mx-auto w-full max-w-5xl">
      <PageHeading title={t('title')} description={t('description')} />
      <QueryStates query={dashboard} what="dashboard" skeleton={<DashboardSkeleton />}>
        {(data) => <DashboardView data={data} />}
      </QueryStates>
    </div>
  );
}
