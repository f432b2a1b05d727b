'use client';
// The customer's "your professional is coming" line: shown while an accepted booking's professional
// has said they are on their way, with the arrival time they gave on the job's own clock. The page
// re-reads the booking on OnTheWay (bookings-api BOOKING_EVENTS), so a new estimate shows at once.
import type { Booking } from '@hearth/shared/bookings/wire';
import { Navigation } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/format';

export function OnTheWayStatus({ booking }: { booking: Booking }) {
  const t = useTranslations('booking.onTheWay');
  const format = useFormat();
  const said = booking.onTheWay;
  if (booking.status !== 'accepted' || !said) return null;
  const province = booking.address.province;
  const time = `${format.bookingTime(said.arrivalEta, province)} ${format.zone(said.arrivalEta, province)}`;
  return (
    <div role="status" className="flex items-start gap-3 rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-200">
      <Navigation aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <div className="min-w-0">
        <p className="text-base font-semibold break-words text-ink">{t('status', { time })}</p>
        <p className="mt-0.5 text-sm text-muted">{booking.provider ? t('who', { name: booking.provider.name }) : t('whoUnnamed')}</p>
      </div>
    </div>
  );
}
