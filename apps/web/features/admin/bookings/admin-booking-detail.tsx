'use client';
// /admin/bookings/[id]: one booking in full — the job, both parties, the money (the card's state,
// refunds, the provider's payout), the money issues an admin must decide, the status history and
// the conversation (read only) — with the actions the booking allows now.
import type { AdminBookingDetail as Detail } from '@hearth/shared/admin/bookings/contract';
import type { Formatter } from '@hearth/shared/format';
import { ArrowLeft } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { BookingStatusBadge, useHistoryEventLabel } from '@/features/bookings';
import { InvoiceDownloads } from '@/features/invoices';
import { Conversation } from '@/features/messages';
import { Link } from '@/i18n/navigation';
import { ApiError, errorMessage } from '@/lib/api';
import { useFormat } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useAdminBooking } from './admin-bookings-api';
import { AssignProviderDialog } from './assign-provider-dialog';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { JobActionDialog } from './job-action-dialog';
import { RefundDialog } from './refund-dialog';
import { SettleDialog } from './settle-dialog';

// Admins see where the payout is exactly (payoutStatus in the catalogue); providers see coarser labels.
type Translate = ReturnType<typeof useTranslations<'admin.bookings.detail'>>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <h2 className="mb-3 text-base font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-y-2">
      {items.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted">{term}</dt>
          <dd className="min-w-0 text-ink [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function History({ detail }: { detail: Detail }) {
  const t = useTranslations('admin.bookings.detail');
  const statusLabel = useTranslations('booking.status');
  const { bookingDateTime } = useFormat();
  const { history, address } = detail.booking;
  const eventLabel = useHistoryEventLabel(address.province);
  return (
    <ol className="space-y-3">
      {history.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className="text-sm">
          <p className="font-medium text-ink">
            {eventLabel(entry) ?? (entry.from ? `${statusLabel(entry.from)} → ${statusLabel(entry.to)}` : statusLabel(entry.to))}
            <span className="font-normal text-muted"> {t('historyBy', { actor: t(`actors.${entry.by}`) })}</span>
          </p>
          <p className="text-xs text-muted">
            <time dateTime={entry.at}>{bookingDateTime(entry.at, address.province)}</time>
          </p>
          {entry.reason && <p className="mt-0.5 text-muted">“{entry.reason}”</p>}
        </li>
      ))}
    </ol>
  );
}

function Refunds({ detail }: { detail: Detail }) {
  const t = useTranslations('admin.bookings.detail');
  const { bookingDateTime, money } = useFormat();
  if (detail.refunds.length === 0) return <p className="text-sm text-muted">{t('noRefunds')}</p>;
  return (
    <ul className="divide-y divide-slate-100 text-sm">
      {detail.refunds.map((r) => (
        <li key={r._id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
          <span className="min-w-0 [overflow-wrap:anywhere]">
            <span className="font-semibold text-ink tabular-nums">{money(r.amountCents)}</span> — {r.reason}
            <span className="block text-xs text-muted">
              {r.actor ? `${t('refundBy', { name: r.actor.fullname })}, ` : ''}
              {bookingDateTime(r.createdAt, detail.booking.address.province)}
              {` · ${r.gatewayRefundId ?? t('takenOffHold')}`}
            </span>
          </span>
          <span className="text-xs font-semibold text-muted uppercase">{t(`refundStatus.${r.status}`)}</span>
        </li>
      ))}
    </ul>
  );
}

type Fact = [string, ReactNode];
/** A time on the job's own clock (its province), or null when there is none. */
const when = (format: Formatter, at: string | null, detail: Detail) => (at ? format.bookingDateTime(at, detail.booking.address.province) : null);
/** A fact only when it has a value. */
const optional = (term: string, value: ReactNode | null): Fact[] => (value === null || value === undefined ? [] : [[term, value]]);

function paymentFacts(detail: Detail, t: Translate, format: Formatter): Fact[] {
  const b = detail.booking;
  const status = detail.payment.status;
  return [
    [t('total'), format.money(b.amounts.total)],
    [t('charged'), format.money(detail.capturedCents)],
    [t('refunded'), format.money(b.refundedCents)],
    [t('refundable'), format.money(detail.payment.refundableCents)],
    [t('payment'), t(`paymentStatus.${status}`)],
    ...optional(t('holdFrom'), status === 'card_saved' ? when(format, b.payment.holdFrom, detail) : null),
    ...optional(t('holdExpires'), status === 'authorized' ? when(format, detail.holdExpiresAt, detail) : null),
    ...optional(t('cardDeadline'), status === 'hold_failed' ? when(format, detail.cardUpdateDeadline, detail) : null),
    ...optional(t('paymentError'), detail.payment.error),
    ...optional(t('disputed'), when(format, detail.disputedAt, detail)),
    ...optional(t('reportUntil'), when(format, detail.confirmationEndsAt, detail)),
    ...optional(t('problemReported'), when(format, detail.problemReportedAt, detail)),
  ];
}

function Payout({ detail }: { detail: Detail }) {
  const t = useTranslations('admin.bookings.detail');
  const format = useFormat();
  const p = detail.payout;
  if (!p) return <p className="text-sm text-muted">{t('noPayout')}</p>;
  const amount = format.money(p.amountCents);
  return (
    <Facts
      items={[
        [t('amount'), p.kind === 'late_cancellation' ? t('lateShare', { amount }) : amount],
        [t('status'), t(`payoutStatus.${p.status}`)],
        ...optional(t('payableFrom'), p.status === 'paid' ? null : when(format, p.payableAt, detail)),
        ...optional(t('paid'), when(format, p.paidAt, detail)),
        ...optional(t('lastError'), p.lastError),
      ]}
    />
  );
}

function Issues({ detail }: { detail: Detail }) {
  const t = useTranslations('admin');
  const format = useFormat();
  if (detail.issues.length === 0) return <p className="text-sm text-muted">{t('bookings.detail.noIssues')}</p>;
  return (
    <ul className="divide-y divide-slate-100 text-sm">
      {detail.issues.map((issue) => (
        <li key={issue._id} className="py-3 first:pt-0">
          <p className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <span className="font-semibold text-ink">{t(`issueKinds.${issue.kind}`)}</span>
            <span className="text-xs font-semibold text-muted uppercase">{t(`inbox.statuses.${issue.status}`)}</span>
          </p>
          <p className="text-xs text-muted">
            <time dateTime={issue.createdAt}>{when(format, issue.createdAt, detail)}</time> ·{' '}
            <Link href={`${paths.admin.inbox()}/booking/${issue._id}`} className="rounded text-brand-800 underline focus-visible:outline-2 focus-visible:outline-brand-700">
              {t('bookings.detail.openInInbox')}
            </Link>
          </p>
          <p className="mt-1 whitespace-pre-wrap text-ink [overflow-wrap:anywhere]">{issue.description}</p>
          {issue.resolution && (
            <p className="mt-1 text-muted [overflow-wrap:anywhere]">
              {issue.resolvedAt ? t('bookings.detail.settledOn', { date: when(format, issue.resolvedAt, detail) ?? '', resolution: issue.resolution }) : t('bookings.detail.settled', { resolution: issue.resolution })}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

function BookingView({ detail }: { detail: Detail }) {
  const t = useTranslations('admin.bookings.detail');
  const format = useFormat();
  const b = detail.booking;
  const province = b.address.province;
  return (
    <>
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="flex flex-wrap items-center gap-3 text-2xl font-bold tracking-tight break-words text-ink">
            {b.service.name} <BookingStatusBadge status={b.status} />
          </h1>
          <p className="mt-1 text-sm text-muted [overflow-wrap:anywhere]">{t('subtitle', { when: format.bookingDateTime(b.scheduledAt, province), id: b._id })}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {detail.can.settle && <SettleDialog detail={detail} />}
          {detail.can.start && <JobActionDialog detail={detail} action="start" />}
          {detail.can.complete && <JobActionDialog detail={detail} action="complete" />}
          {detail.can.assign && <AssignProviderDialog detail={detail} />}
          {detail.can.refund && <RefundDialog detail={detail} />}
          {detail.can.cancel && <CancelBookingDialog detail={detail} />}
        </div>
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
        <Section title={t('job')}>
          <Facts
            items={[
              [t('when'), t('whenValue', { when: format.bookingDateTime(b.scheduledAt, province), range: format.bookingTimeRange(b.scheduledAt, b.endsAt, province) })],
              [t('where'), `${b.address.street}, ${b.address.city}, ${b.address.province} ${b.address.postcode}`],
              [t('quantity'), b.quantity],
              [t('note'), b.note || '—'],
              ...(detail.cancelReason ? ([[t('cancelReason'), detail.cancelReason]] as [string, ReactNode][]) : []),
            ]}
          />
        </Section>
        <Section title={t('people')}>
          <Facts
            items={[
              [t('customer'), detail.customer.fullname],
              [t('customerEmail'), <a key="e" href={`mailto:${detail.customer.email}`} className="underline">{detail.customer.email}</a>],
              [t('contactPhone'), b.phonenumber || detail.customer.phonenumber || '—'],
              [t('provider'), detail.provider ? detail.provider.fullname : t('notAssigned')],
              ...(detail.provider
                ? ([
                    [t('providerEmail'), <a key="p" href={`mailto:${detail.provider.email}`} className="underline">{detail.provider.email}</a>],
                    [t('providerPhone'), detail.provider.phonenumber ?? '—'],
                  ] as [string, ReactNode][])
                : []),
            ]}
          />
        </Section>
        <Section title={t('paymentSection')}>
          <Facts items={paymentFacts(detail, t, format)} />
          <h3 className="mt-5 mb-2 text-sm font-semibold text-ink">{t('refunds')}</h3>
          <Refunds detail={detail} />
          <h3 className="mt-5 mb-2 text-sm font-semibold text-ink">{t('payout')}</h3>
          <Payout detail={detail} />
        </Section>
        <InvoiceDownloads
          bookingId={b._id}
          charged={detail.capturedCents > 0}
          revision={`${detail.capturedCents}/${detail.refunds.map((r) => r.status).join()}`}
          className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
        />
        <Section title={t('issues')}>
          <Issues detail={detail} />
        </Section>
        <Section title={t('history')}>
          <History detail={detail} />
        </Section>
      </div>
      <div className="mt-6">
        <Conversation bookingId={b._id} />
      </div>
    </>
  );
}

export function AdminBookingDetail({ id }: { id: string }) {
  const t = useTranslations('admin.bookings.detail');
  const booking = useAdminBooking(id);
  let content;
  if (booking.isPending) content = <Skeleton className="h-96 w-full rounded-2xl" />;
  else if (booking.isError && booking.error instanceof ApiError && booking.error.status === 404) {
    content = <EmptyState title={t('notFoundTitle')} description={t('notFoundDescription')} action={{ label: t('allBookings'), href: paths.admin.bookings() }} />;
  } else if (booking.isError) {
    content = <LoadError title={t('loadError')} message={errorMessage(booking.error)} onRetry={() => void booking.refetch()} retrying={booking.isFetching} />;
  } else content = <BookingView detail={booking.data} />;
  return (
    <div>
      <Link href={paths.admin.bookings()} className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700">
        <ArrowLeft aria-hidden="true" className="size-4" /> {t('allBookings')}
      </Link>
      {content}
    </div>
  );
}
