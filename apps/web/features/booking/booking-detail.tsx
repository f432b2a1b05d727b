'use client';
// /profile/booking/{id}: one booking with its status, professional, address, note, the conversation
// with the professional, money (tax lines, what was charged and refunded, where the card payment
// stands), history, and what the customer can do next: give another card when a hold was declined,
// cancel, rebook, report a problem with a completed job, review.
import type { Booking } from '@hearth/shared/api-types';
import { PROVINCES } from '@hearth/shared/constants';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, RotateCcw, XCircle } from 'lucide-react';
import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { FormSkeleton } from '@/components/ui/skeleton';
import { Conversation } from '@/features/messages/conversation';
import { InvoiceDownloads } from '@/features/invoices/invoice-downloads';
import { displayPhone } from '@/features/otp/phone-mask';
import { ReviewForm } from '@/features/reviews/review-form';
import { StarRating } from '@/features/reviews/star-rating';
import { ApiError, errorMessage } from '@/lib/api';
import { paths } from '@/lib/paths';
import { BookingAmountsList } from './booking-amounts';
import { BookingHistory } from './booking-history';
import { PaymentNote } from './booking-payment';
import { BookingStatusBadge } from './booking-status';
import { formatBookingDate, formatTimeRange } from './booking-time';
import { bookingKeys, useBooking, useBookingUpdates } from './bookings-api';
import { CardUpdate } from './card-update';
import { DetailCard, detailCardClasses } from './detail-card';
import { ProblemReport } from './problem-report';

const backLink = (
  <Link href={paths.profile.booking()} className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:text-brand-800">
    <ArrowLeft aria-hidden="true" className="size-4" /> My Bookings
  </Link>
);

export function BookingDetail({ id }: { id: string }) {
  const booking = useBooking(id);
  useBookingUpdates();

  let content;
  if (booking.data) content = <BookingDetailView booking={booking.data} onReviewed={() => booking.refetch()} />;
  else if (booking.isError && booking.error instanceof ApiError && booking.error.status === 404) {
    content = <EmptyState title="Booking not found" description="It may belong to another account." action={{ label: 'My Bookings', href: paths.profile.booking() }} />;
  } else if (booking.isError) {
    content = <LoadError title="We could not load this booking" message={errorMessage(booking.error)} onRetry={() => booking.refetch()} retrying={booking.isFetching} />;
  } else content = <FormSkeleton fields={6} label="Loading the booking" />;

  return (
    <div className="mx-auto w-full max-w-3xl">
      {backLink}
      <div className="mt-4">{content}</div>
    </div>
  );
}

function providerText(booking: Booking): string {
  if (booking.provider) return booking.provider.name;
  if (booking.status === 'open') return 'Not assigned yet. Nearby professionals have been notified; we will let you know when one accepts.';
  return 'No professional was assigned.';
}

function BookingDetailView({ booking, onReviewed }: { booking: Booking; onReviewed: () => void }) {
  const queryClient = useQueryClient();
  const { address } = booking;
  const province = address.province;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink md:text-3xl">{booking.service.name}</h1>
          <p className="mt-1 text-sm text-muted">Booked on {formatBookingDate(booking.createdAt, province)}</p>
        </div>
        <BookingStatusBadge status={booking.status} className="text-sm" />
      </div>

      {booking.payment.status === 'hold_failed' && <CardUpdate booking={booking} />}

      <div className="flex flex-col gap-3 sm:flex-row">
        {booking.cancellation && (
          <Link href={paths.bare.bookingCancellation({ booking: booking._id })} className={buttonClasses({ variant: 'secondary' })}>
            <XCircle aria-hidden="true" className="size-4" /> Cancel booking
          </Link>
        )}
        <Link href={paths.bookService(booking.service.slug, { rebook: booking._id })} className={buttonClasses({ variant: 'outline' })}>
          <RotateCcw aria-hidden="true" className="size-4" /> Rebook
        </Link>
      </div>

      <div className="grid gap-5 md:grid-cols-2">
        <DetailCard title="When">
          <p className="text-sm font-medium text-ink">{formatBookingDate(booking.scheduledAt, province)}</p>
          <p className="text-sm text-muted">{formatTimeRange(booking.scheduledAt, booking.endsAt, province)}</p>
          {booking.quantity > 1 && <p className="mt-1 text-sm text-muted">{booking.quantity} hours</p>}
        </DetailCard>
        <DetailCard title="Professional">
          <p className="text-sm text-ink">{providerText(booking)}</p>
        </DetailCard>
        <DetailCard title="Address">
          <address className="text-sm text-ink not-italic">
            {address.name}
            <br />
            {address.street}
            <br />
            {address.city}, {PROVINCES[province]} {address.postcode}
            <br />
            {address.country}
            <br />
            <span className="text-muted">{displayPhone(address.phonenumber)}</span>
          </address>
        </DetailCard>
        <DetailCard title="Contact">
          <p className="text-sm text-ink">{displayPhone(booking.phonenumber)}</p>
          <p className="text-sm break-words text-ink">{booking.email}</p>
          <p className="mt-3 text-xs font-semibold tracking-wide text-muted uppercase">Note</p>
          <p className="text-sm whitespace-pre-line text-ink">{booking.note || 'No note.'}</p>
        </DetailCard>
      </div>

      {(booking.provider || booking.status === 'open') && (
        // Before a provider accepts, the conversation says when it opens.
        <div className={detailCardClasses}>
          <Conversation bookingId={booking._id} onRead={() => void queryClient.invalidateQueries({ queryKey: bookingKeys.all })} />
        </div>
      )}

      <DetailCard title="Payment">
        <BookingAmountsList amounts={booking.amounts} discountCode={booking.discountCode} chargedCents={booking.chargedCents} refundedCents={booking.refundedCents} />
        <PaymentNote booking={booking} />
        <p className="mt-3 text-xs text-muted">In Canadian dollars.</p>
      </DetailCard>

      <InvoiceDownloads bookingId={booking._id} charged={booking.chargedCents > 0} revision={`${booking.chargedCents}/${booking.refundedCents}`} className={detailCardClasses} />

      <ProblemReport booking={booking} />

      {booking.review ? (
        <DetailCard title="Your review">
          <StarRating rating={booking.review.rating} />
          <p className="mt-2 text-sm whitespace-pre-line text-ink">{booking.review.review}</p>
          <p className="mt-1 text-xs text-muted">Written {formatBookingDate(booking.review.createdAt, province)}</p>
        </DetailCard>
      ) : (
        booking.status === 'completed' && (
          <DetailCard title="Review this job">
            <ReviewForm bookingId={booking._id} serviceName={booking.service.name} onReviewed={onReviewed} />
          </DetailCard>
        )
      )}

      {booking.history && booking.history.length > 0 && (
        <DetailCard title="History">
          <BookingHistory entries={booking.history} province={province} />
        </DetailCard>
      )}
    </div>
  );
}
