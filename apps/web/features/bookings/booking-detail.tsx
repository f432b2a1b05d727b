'use client';
// /profile/booking/{id}: one booking with its status, professional, address, note, the conversation
// with the professional, money (tax lines, what was charged and refunded, where the card payment
// stands), history, and what the customer can do next: give another card when a hold was declined,
// cancel, rebook, report a problem with a completed job, review.
import type { Booking } from '@hearth/shared/bookings/wire';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, RotateCcw, XCircle } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { FormSkeleton } from '@/components/ui/skeleton';
import { Conversation } from '@/features/messages';
import { InvoiceDownloads } from '@/features/invoices';
import { ProfessionalCard } from '@/features/professionals';
import { displayPhone } from '@/lib/phone-mask';
import { ReviewForm, StarRating } from '@/features/reviews';
import { Link } from '@/i18n/navigation';
import { ApiError, errorMessage } from '@/lib/api';
import { useFormat } from '@/lib/format';
import { paths } from '@/lib/paths';
import { BookingAmountsList } from './booking-amounts';
import { BookingHistory } from './booking-history';
import { PaymentNote } from './booking-payment';
import { BookingStatusBadge } from './booking-status';
import { bookingKeys, useBooking, useBookingUpdates } from './bookings-api';
import { CardUpdate } from './card-update';
import { DetailCard, detailCardClasses } from './detail-card';
import { OnTheWayStatus } from './on-the-way-status';
import { ProblemReport } from './problem-report';
import { RescheduleBooking } from './reschedule-booking';

export function BookingDetail({ id }: { id: string }) {
  const t = useTranslations('booking.detail');
  const booking = useBooking(id);
  useBookingUpdates();

  let content;
  if (booking.data) content = <BookingDetailView booking={booking.data} onReviewed={() => booking.refetch()} />;
  else if (booking.isError && booking.error instanceof ApiError && booking.error.status === 404) {
    content = <EmptyState title={t('notFound')} description={t('notFoundText')} action={{ label: t('myBookings'), href: paths.profile.booking() }} />;
  } else if (booking.isError) {
    content = <LoadError title={t('loadError')} message={errorMessage(booking.error)} onRetry={() => booking.refetch()} retrying={booking.isFetching} />;
  } else content = <FormSkeleton fields={6} label={t('loading')} />;

  return (
    <div className="mx-auto w-full max-w-3xl">
      <Link href={paths.profile.booking()} className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:text-brand-800">
        <ArrowLeft aria-hidden="true" className="size-4" /> {t('myBookings')}
      </Link>
      <div className="mt-4">{content}</div>
    </div>
  );
}

function BookingDetailView({ booking, onReviewed }: { booking: Booking; onReviewed: () => void }) {
  const t = useTranslations('booking.detail');
  const format = useFormat();
  const queryClient = useQueryClient();
  const { address } = booking;
  const province = address.province;
  const providerText = booking.provider ? booking.provider.name : booking.status === 'open' ? t('notAssigned') : t('noProvider');
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words text-ink md:text-3xl">{booking.service.name}</h1>
          <p className="mt-1 text-sm text-muted">{t('bookedOn', { date: format.bookingDate(booking.createdAt, province) })}</p>
        </div>
        <BookingStatusBadge status={booking.status} className="text-sm" />
      </div>

      <OnTheWayStatus booking={booking} />
      {booking.payment.status === 'hold_failed' && <CardUpdate booking={booking} />}
      <RescheduleBooking booking={booking} />
      {booking.professional && <ProfessionalCard professional={booking.professional} />}

      <div className="flex flex-col gap-3 sm:flex-row">
        {booking.cancellation && (
          <Link href={paths.bare.bookingCancellation({ booking: booking._id })} className={buttonClasses({ variant: 'secondary' })}>
            <XCircle aria-hidden="true" className="size-4" /> {t('cancel')}
          </Link>
        )}
        <Link href={paths.bookService(booking.service.slug, { rebook: booking._id })} className={buttonClasses({ variant: 'outline' })}>
          <RotateCcw aria-hidden="true" className="size-4" /> {t('rebook')}
        </Link>
      </div>

      <div className="grid gap-5 md:grid-cols-2">
        <DetailCard title={t('when')}>
          <p className="text-sm font-medium text-ink">{format.bookingDate(booking.scheduledAt, province)}</p>
          <p className="text-sm text-muted">{format.bookingTimeRange(booking.scheduledAt, booking.endsAt, province)}</p>
          {booking.quantity > 1 && <p className="mt-1 text-sm text-muted">{t('hours', { count: booking.quantity })}</p>}
        </DetailCard>
        <DetailCard title={t('professional')}>
          <p className="text-sm text-ink">{providerText}</p>
        </DetailCard>
        <DetailCard title={t('address')}>
          <address className="text-sm break-words text-ink not-italic">
            {address.name}
            <br />
            {address.street}
            <br />
            {address.city}, {format.province(province)} {address.postcode}
            <br />
            {address.country}
            <br />
            <span className="text-muted">{displayPhone(address.phonenumber, format)}</span>
          </address>
        </DetailCard>
        <DetailCard title={t('contact')}>
          <p className="text-sm text-ink">{displayPhone(booking.phonenumber, format)}</p>
          <p className="text-sm [overflow-wrap:anywhere] text-ink">{booking.email}</p>
          <p className="mt-3 text-xs font-semibold tracking-wide text-muted uppercase">{t('note')}</p>
          <p className="text-sm break-words whitespace-pre-line text-ink">{booking.note || t('noNote')}</p>
        </DetailCard>
      </div>

      {(booking.provider || booking.status === 'open') && (
        // Before a provider accepts, the conversation says when it opens.
        <div className={detailCardClasses}>
          <Conversation bookingId={booking._id} onRead={() => void queryClient.invalidateQueries({ queryKey: bookingKeys.all })} />
        </div>
      )}

      <DetailCard title={t('payment')}>
        <BookingAmountsList amounts={booking.amounts} discountCode={booking.discountCode} chargedCents={booking.chargedCents} refundedCents={booking.refundedCents} />
        <PaymentNote booking={booking} />
        <p className="mt-3 text-xs text-muted">{t('inCad')}</p>
      </DetailCard>

      <InvoiceDownloads bookingId={booking._id} charged={booking.chargedCents > 0} revision={`${booking.chargedCents}/${booking.refundedCents}`} className={detailCardClasses} />

      <ProblemReport booking={booking} />

      {booking.review ? (
        <DetailCard title={t('yourReview')}>
          <StarRating rating={booking.review.rating} />
          <p className="mt-2 text-sm whitespace-pre-line text-ink">{booking.review.review}</p>
          <p className="mt-1 text-xs text-muted">{t('written', { date: format.bookingDate(booking.review.createdAt, province) })}</p>
        </DetailCard>
      ) : (
        booking.status === 'completed' && (
          <DetailCard title={t('review')}>
            <ReviewForm bookingId={booking._id} serviceName={booking.service.name} onReviewed={onReviewed} />
          </DetailCard>
        )
      )}

      {booking.history && booking.history.length > 0 && (
        <DetailCard title={t('history')}>
          <BookingHistory entries={booking.history} province={province} />
        </DetailCard>
      )}
    </div>
  );
}
