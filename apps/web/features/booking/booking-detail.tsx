'use client';
// /profile/booking/{id}: one booking with its status, professional, address, note, the conversation
// with the professional, money (tax lines, refunds), history, and what the customer can do next:
// cancel, rebook, review.
import type { Booking } from '@hearth/shared/api-types';
import { PROVINCES } from '@hearth/shared/constants';
import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { ArrowLeft, RotateCcw, XCircle } from 'lucide-react';
import Link from 'next/link';
import { useId, type ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { FormSkeleton } from '@/components/ui/skeleton';
import { Conversation } from '@/features/messages/conversation';
import { displayPhone } from '@/features/otp/phone-mask';
import { ReviewForm } from '@/features/reviews/review-form';
import { StarRating } from '@/features/reviews/star-rating';
import { ApiError, errorMessage } from '@/lib/api';
import { paths } from '@/lib/paths';
import { BookingAmountsList } from './booking-amounts';
import { BookingHistory } from './booking-history';
import { BookingStatusBadge } from './booking-status';
import { formatBookingDate, formatTimeRange } from './booking-time';
import { bookingKeys, useBooking, useBookingUpdates } from './bookings-api';

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

const cardClasses = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-6';

function Card({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={clsx(cardClasses, className)}>
      <h2 id={id} className="mb-3 text-base font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
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
        <Card title="When">
          <p className="text-sm font-medium text-ink">{formatBookingDate(booking.scheduledAt, province)}</p>
          <p className="text-sm text-muted">{formatTimeRange(booking.scheduledAt, booking.endsAt, province)}</p>
          {booking.quantity > 1 && <p className="mt-1 text-sm text-muted">{booking.quantity} hours</p>}
        </Card>
        <Card title="Professional">
          <p className="text-sm text-ink">{providerText(booking)}</p>
        </Card>
        <Card title="Address">
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
        </Card>
        <Card title="Contact">
          <p className="text-sm text-ink">{displayPhone(booking.phonenumber)}</p>
          <p className="text-sm break-words text-ink">{booking.email}</p>
          <p className="mt-3 text-xs font-semibold tracking-wide text-muted uppercase">Note</p>
          <p className="text-sm whitespace-pre-line text-ink">{booking.note || 'No note.'}</p>
        </Card>
      </div>

      {(booking.provider || booking.status === 'open') && (
        // Before a provider accepts, the conversation says when it opens.
        <div className={cardClasses}>
          <Conversation bookingId={booking._id} onRead={() => void queryClient.invalidateQueries({ queryKey: bookingKeys.all })} />
        </div>
      )}

      <Card title="Payment">
        <BookingAmountsList amounts={booking.amounts} discountCode={booking.discountCode} refundedCents={booking.refundedCents} />
        <p className="mt-3 text-xs text-muted">In Canadian dollars.</p>
      </Card>

      {booking.review ? (
        <Card title="Your review">
          <StarRating rating={booking.review.rating} />
          <p className="mt-2 text-sm whitespace-pre-line text-ink">{booking.review.review}</p>
          <p className="mt-1 text-xs text-muted">Written {formatBookingDate(booking.review.createdAt, province)}</p>
        </Card>
      ) : (
        booking.status === 'completed' && (
          <Card title="Review this job">
            <ReviewForm bookingId={booking._id} serviceName={booking.service.name} onReviewed={onReviewed} />
          </Card>
        )
      )}

      {booking.history && booking.history.length > 0 && (
        <Card title="History">
          <BookingHistory entries={booking.history} province={province} />
        </Card>
      )}
    </div>
  );
}
