// The what, when and where of a booking, as the confirmation, detail and cancellation pages show it.
import type { Booking } from '@hearth/shared/bookings/wire';
import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/format';

export function BookingFacts({ booking, className }: { booking: Booking; className?: string }) {
  const t = useTranslations('booking.facts');
  const format = useFormat();
  const { address } = booking;
  return (
    <dl className={clsx('grid gap-4 text-sm sm:grid-cols-2', className)}>
      <div className="min-w-0">
        <dt className="text-muted">{t('service')}</dt>
        <dd className="font-medium break-words text-ink">{booking.service.name}</dd>
      </div>
      <div className="min-w-0">
        <dt className="text-muted">{t('when')}</dt>
        <dd className="font-medium text-ink">
          <span className="block">{format.bookingDate(booking.scheduledAt, address.province)}</span>
          <span className="block">{format.bookingTimeRange(booking.scheduledAt, booking.endsAt, address.province)}</span>
        </dd>
      </div>
      <div className="min-w-0 sm:col-span-2">
        <dt className="text-muted">{t('where')}</dt>
        <dd className="font-medium break-words text-ink">
          {address.street}, {address.city}, {format.province(address.province) ?? address.province} {address.postcode}
        </dd>
      </div>
    </dl>
  );
}
