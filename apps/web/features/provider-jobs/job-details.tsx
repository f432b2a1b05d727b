// The facts every job card lists as term/description pairs: when, how long, where, and the payout.
import type { AvailableBooking } from '@hearth/shared/bookings/wire';
import type { ProvinceCode } from '@hearth/shared/constants';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useFormat } from '@/lib/format';
import { jobMinutes } from '@/lib/booking-time';

/** "M5V · Toronto, ON" */
export function formatArea(area: AvailableBooking['area']): string {
  return `${area.fsa} · ${area.city}, ${area.province}`;
}

/** A search for the address on Google Maps; on a phone the link opens its maps app. */
export function mapsHref(oneLineAddress: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(oneLineAddress)}`;
}

export function DetailList({ children }: { children: ReactNode }) {
  return <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">{children}</dl>;
}

export function Detail({ term, children, wide = false }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'min-w-0 sm:col-span-2' : 'min-w-0'}>
      <dt className="text-xs font-medium tracking-wide text-muted uppercase">{term}</dt>
      <dd className="mt-0.5 break-words text-ink">{children}</dd>
    </div>
  );
}

/** When (in the job's province), how long, and what the provider is paid. */
export function TimeAndPayout({ scheduledAt, endsAt, payoutCents, province }: { scheduledAt: string; endsAt: string; payoutCents: number; province: ProvinceCode }) {
  const t = useTranslations('provider.job');
  const format = useFormat();
  return (
    <>
      <Detail term={t('when')}>
        <span className="block font-medium">{format.bookingDate(scheduledAt, province)}</span>
        <span className="block">{format.bookingTimeRange(scheduledAt, endsAt, province)}</span>
      </Detail>
      <Detail term={t('duration')}>{format.duration(jobMinutes(scheduledAt, endsAt))}</Detail>
      <Detail term={t('payout')}>
        <span className="font-semibold">{format.money(payoutCents)}</span>
      </Detail>
    </>
  );
}
