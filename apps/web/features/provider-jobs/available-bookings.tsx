'use client';
// The Available tab of Service Request: bookings this provider could take now, with only what is
// safe to show before accepting (the area, never the street or the customer), whether the card is
// already held for it, and Accept.
// First come, first served: a 409 says someone else was quicker (or the time now clashes).
import type { AvailableBooking } from '@hearth/shared/bookings/wire';
import { ClipboardList } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { NoRequestsReason } from '@/features/provider-onboarding';
import { errorMessage } from '@/lib/api';
import { useFormat } from '@/lib/format';
import { Detail, DetailList, TimeAndPayout } from './job-details';
import { PaymentBadge } from './payment-badge';
import { useAcceptBooking, useAvailableBookings } from './provider-jobs-api';
import { cardClasses, PagedCards, QueryStates } from './query-states';

/** "M5V · Toronto, ON" */
export function formatArea(area: AvailableBooking['area']): string {
  return `${area.fsa} · ${area.city}, ${area.province}`;
}

function AvailableBookingCard({ booking, accepting, disabled, onAccept }: { booking: AvailableBooking; accepting: boolean; disabled: boolean; onAccept: () => void }) {
  const t = useTranslations('provider.available');
  const format = useFormat();
  const titleId = useId();
  const { province } = booking.area;
  return (
    <article aria-labelledby={titleId} className={cardClasses}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={titleId} className="min-w-0 text-base font-semibold break-words text-ink">
          {booking.service.name}
        </h2>
        <PaymentBadge secured={booking.paymentSecured} />
      </div>
      <DetailList>
        <TimeAndPayout scheduledAt={booking.scheduledAt} endsAt={booking.endsAt} payoutCents={booking.payoutCents} province={province} />
        <Detail term={t('area')}>
          {formatArea(booking.area)}
        </Detail>
      </DetailList>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted">{t('privacyNote')}</p>
        <Button
          onClick={onAccept}
          loading={accepting}
          disabled={disabled}
          aria-label={t('acceptLabel', { service: booking.service.name, date: format.bookingDate(booking.scheduledAt, province) })}
          className="w-full sm:w-auto"
        >
          {t('accept')}
        </Button>
      </div>
    </article>
  );
}

export function AvailableBookings({ page, hrefFor, onAccepted }: { page: number; hrefFor: (page: number) => string; onAccepted: () => void }) {
  const t = useTranslations('provider.available');
  const bookings = useAvailableBookings(page);
  const accept = useAcceptBooking();

  function acceptBooking(booking: AvailableBooking) {
    accept.mutate(booking, {
      onSuccess: ({ message }) => {
        toast.success(message || t('accepted'));
        onAccepted();
      },
      onError: (error) => {
        // 409: taken by someone else, withdrawn, or clashing with another job. The list is refreshed
        // either way (onSettled), so the card goes away.
        toast.error(errorMessage(error));
      },
    });
  }

  return (
    <QueryStates query={bookings} what="serviceRequests">
      {(data) => {
        if (data.total === 0) {
          return (
            <>
              <EmptyState icon={<ClipboardList className="size-6" />} title={t('empty.title')} description={t('empty.description')} />
              <NoRequestsReason className="mt-4" />
            </>
          );
        }
        return (
          <PagedCards
            items={data.items}
            page={page}
            pages={data.pages}
            hrefFor={hrefFor}
            listLabel={t('listLabel')}
            pagesLabel={t('pagesLabel')}
            renderItem={(booking) => (
              <AvailableBookingCard
                booking={booking}
                accepting={accept.isPending && accept.variables?._id === booking._id}
                disabled={accept.isPending}
                onAccept={() => acceptBooking(booking)}
              />
            )}
          />
        );
      }}
    </QueryStates>
  );
}
