'use client';
// /admin/bookings/[id]: one booking in full — the job, both parties, the money (the card's state,
// refunds, the provider's payout), the money issues an admin must decide, the status history and
// the conversation (read only) — with the actions the booking allows now.
import type { AdminBookingDetail as Detail, AdminPaymentStatus } from '@hearth/shared/admin/bookings';
import { INBOX_STATUS_LABELS } from '@hearth/shared/admin/inbox';
import type { BookingHistoryEntry } from '@hearth/shared/api-types';
import { BOOKING_ISSUE_LABELS, BOOKING_STATUS_LABELS, type PayoutStatus } from '@hearth/shared/booking';
import { ArrowLeft } from 'lucide-react';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { BookingStatusBadge } from '@/features/booking/booking-status';
import { formatBookingDateTime, formatTimeRange } from '@/features/booking/booking-time';
import { formatCad } from '@/features/catalog/format';
import { InvoiceDownloads } from '@/features/invoices/invoice-downloads';
import { Conversation } from '@/features/messages/conversation';
import { ApiError, errorMessage } from '@/lib/api';
import { paths } from '@/lib/paths';
import { useAdminBooking } from './admin-bookings-api';
import { AssignProviderDialog } from './assign-provider-dialog';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { JobActionDialog } from './job-action-dialog';
import { RefundDialog } from './refund-dialog';
import { SettleDialog } from './settle-dialog';

const PAYMENT_LABELS: Record<AdminPaymentStatus, string> = {
  none: 'Not paid',
  card_saved: 'Card saved (held in the days before the job)',
  authorized: 'Held on the card (charged when the job is done)',
  hold_failed: 'Hold declined (waiting for another card)',
  captured: 'Charged',
  capture_failed: 'Could not be charged',
  released: 'Hold released (not charged)',
  failed: 'Declined',
};

/** Admins see where the payout is exactly; providers see the coarser PAYOUT_STATUS_LABELS. */
const PAYOUT_LABELS: Record<PayoutStatus, string> = {
  held: 'Held until the customer’s time to report a problem ends',
  pending: 'Ready to send',
  sending: 'Sending',
  paid: 'Paid',
  failed: 'Failed',
  frozen: 'Frozen until an admin settles it',
  cancelled: 'Cancelled (not paid)',
  reversed: 'Reversed (taken back by the bank)',
};

const ACTORS: Record<BookingHistoryEntry['by'], string> = { customer: 'the customer', serviceprovider: 'the provider', admin: 'an admin', system: 'Hearth' };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <h2 className="mb-3 text-base font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
      {items.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted">{term}</dt>
          <dd className="break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function History({ detail }: { detail: Detail }) {
  const { history, address } = detail.booking;
  return (
    <ol className="space-y-3">
      {history.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className="text-sm">
          <p className="font-medium text-ink">
            {entry.from ? `${BOOKING_STATUS_LABELS[entry.from]} → ${BOOKING_STATUS_LABELS[entry.to]}` : BOOKING_STATUS_LABELS[entry.to]}
            <span className="font-normal text-muted"> by {ACTORS[entry.by]}</span>
          </p>
          <p className="text-xs text-muted">
            <time dateTime={entry.at}>{formatBookingDateTime(entry.at, address.province)}</time>
          </p>
          {entry.reason && <p className="mt-0.5 text-muted">“{entry.reason}”</p>}
        </li>
      ))}
    </ol>
  );
}

function Refunds({ detail }: { detail: Detail }) {
  if (detail.refunds.length === 0) return <p className="text-sm text-muted">No refunds yet.</p>;
  return (
    <ul className="divide-y divide-slate-100 text-sm">
      {detail.refunds.map((r) => (
        <li key={r._id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
          <span>
            <span className="font-semibold text-ink tabular-nums">{formatCad(r.amountCents)}</span> — {r.reason}
            <span className="block text-xs text-muted">
              {r.actor ? `by ${r.actor.fullname}, ` : ''}
              {formatBookingDateTime(r.createdAt, detail.booking.address.province)}
              {r.gatewayRefundId ? ` · ${r.gatewayRefundId}` : ' · taken off the hold'}
            </span>
          </span>
          <span className="text-xs font-semibold text-muted uppercase">{r.status === 'succeeded' ? 'Done' : r.status === 'pending' ? 'Sending' : 'Failed'}</span>
        </li>
      ))}
    </ul>
  );
}

type Fact = [string, ReactNode];
const when = (at: string | null, detail: Detail) => (at ? formatBookingDateTime(at, detail.booking.address.province) : null);
/** A fact only when it has a value. */
const optional = (term: string, value: ReactNode | null): Fact[] => (value === null || value === undefined ? [] : [[term, value]]);

function paymentFacts(detail: Detail): Fact[] {
  const b = detail.booking;
  const status = detail.payment.status;
  return [
    ['Total', formatCad(b.amounts.total)],
    ['Charged', formatCad(detail.capturedCents)],
    ['Refunded', formatCad(b.refundedCents)],
    ['Can still refund', formatCad(detail.payment.refundableCents)],
    ['Payment', PAYMENT_LABELS[status]],
    ...optional('Hold placed from', status === 'card_saved' ? when(b.payment.holdFrom, detail) : null),
    ...optional('Hold expires', status === 'authorized' ? when(detail.holdExpiresAt, detail) : null),
    ...optional('New card needed by', status === 'hold_failed' ? when(detail.cardUpdateDeadline, detail) : null),
    ...optional('Payment error', detail.payment.error),
    ...optional('Disputed by the cardholder', when(detail.disputedAt, detail)),
    ...optional('Customer may report a problem until', when(detail.confirmationEndsAt, detail)),
    ...optional('Problem reported', when(detail.problemReportedAt, detail)),
  ];
}

function Payout({ detail }: { detail: Detail }) {
  const p = detail.payout;
  if (!p) return <p className="text-sm text-muted">No payout: the job is not completed.</p>;
  return (
    <Facts
      items={[
        ['Amount', `${formatCad(p.amountCents)}${p.kind === 'late_cancellation' ? ' (late cancellation share)' : ''}`],
        ['Status', PAYOUT_LABELS[p.status]],
        ...optional('Payable from', p.status === 'paid' ? null : when(p.payableAt, detail)),
        ...optional('Paid', when(p.paidAt, detail)),
        ...optional('Last error', p.lastError),
      ]}
    />
  );
}

function Issues({ detail }: { detail: Detail }) {
  if (detail.issues.length === 0) return <p className="text-sm text-muted">No issues.</p>;
  return (
    <ul className="divide-y divide-slate-100 text-sm">
      {detail.issues.map((issue) => (
        <li key={issue._id} className="py-3 first:pt-0">
          <p className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <span className="font-semibold text-ink">{BOOKING_ISSUE_LABELS[issue.kind]}</span>
            <span className="text-xs font-semibold text-muted uppercase">{INBOX_STATUS_LABELS[issue.status]}</span>
          </p>
          <p className="text-xs text-muted">
            <time dateTime={issue.createdAt}>{when(issue.createdAt, detail)}</time> ·{' '}
            <Link href={`${paths.admin.inbox()}/booking/${issue._id}`} className="rounded text-brand-800 underline focus-visible:outline-2 focus-visible:outline-brand-700">
              Open in the inbox
            </Link>
          </p>
          <p className="mt-1 whitespace-pre-wrap text-ink">{issue.description}</p>
          {issue.resolution && (
            <p className="mt-1 text-muted">
              Settled{issue.resolvedAt ? ` ${when(issue.resolvedAt, detail)}` : ''}: {issue.resolution}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

function BookingView({ detail }: { detail: Detail }) {
  const b = detail.booking;
  const province = b.address.province;
  return (
    <>
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="flex flex-wrap items-center gap-3 text-2xl font-bold tracking-tight text-ink">
            {b.service.name} <BookingStatusBadge status={b.status} />
          </h1>
          <p className="mt-1 text-sm text-muted">
            {formatBookingDateTime(b.scheduledAt, province)} · Booking {b._id}
          </p>
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
      <div className="grid gap-6 lg:grid-cols-2">
        <Section title="Job">
          <Facts
            items={[
              ['When', `${formatBookingDateTime(b.scheduledAt, province)} (${formatTimeRange(b.scheduledAt, b.endsAt, province)})`],
              ['Where', `${b.address.street}, ${b.address.city}, ${b.address.province} ${b.address.postcode}`],
              ['Quantity', b.quantity],
              ['Note', b.note || '—'],
              ...(detail.cancelReason ? ([['Cancelled because', detail.cancelReason]] as [string, ReactNode][]) : []),
            ]}
          />
        </Section>
        <Section title="People">
          <Facts
            items={[
              ['Customer', detail.customer.fullname],
              ['Customer email', <a key="e" href={`mailto:${detail.customer.email}`} className="underline">{detail.customer.email}</a>],
              ['Contact phone', b.phonenumber || detail.customer.phonenumber || '—'],
              ['Provider', detail.provider ? detail.provider.fullname : 'Not assigned'],
              ...(detail.provider
                ? ([
                    ['Provider email', <a key="p" href={`mailto:${detail.provider.email}`} className="underline">{detail.provider.email}</a>],
                    ['Provider phone', detail.provider.phonenumber ?? '—'],
                  ] as [string, ReactNode][])
                : []),
            ]}
          />
        </Section>
        <Section title="Payment">
          <Facts items={paymentFacts(detail)} />
          <h3 className="mt-5 mb-2 text-sm font-semibold text-ink">Refunds</h3>
          <Refunds detail={detail} />
          <h3 className="mt-5 mb-2 text-sm font-semibold text-ink">Payout</h3>
          <Payout detail={detail} />
        </Section>
        <InvoiceDownloads
          bookingId={b._id}
          charged={detail.capturedCents > 0}
          revision={`${detail.capturedCents}/${detail.refunds.map((r) => r.status).join()}`}
          className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
        />
        <Section title="Issues">
          <Issues detail={detail} />
        </Section>
        <Section title="Status history">
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
  const booking = useAdminBooking(id);
  let content;
  if (booking.isPending) content = <Skeleton className="h-96 w-full rounded-2xl" />;
  else if (booking.isError && booking.error instanceof ApiError && booking.error.status === 404) {
    content = <EmptyState title="Booking not found" description="It may have been removed, or the link is wrong." action={{ label: 'All bookings', href: paths.admin.bookings() }} />;
  } else if (booking.isError) {
    content = <LoadError title="We could not load this booking" message={errorMessage(booking.error)} onRetry={() => void booking.refetch()} retrying={booking.isFetching} />;
  } else content = <BookingView detail={booking.data} />;
  return (
    <div>
      <Link href={paths.admin.bookings()} className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700">
        <ArrowLeft aria-hidden="true" className="size-4" /> All bookings
      </Link>
      {content}
    </div>
  );
}
