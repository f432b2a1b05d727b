// A booking's history (BookingHistoryEntry) as a timeline, in the words a customer would use.
import type { BookingHistoryEntry } from '@hearth/shared/bookings/wire';
import type { ProvinceCode } from '@hearth/shared/constants';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/format';

type HistoryTranslator = ReturnType<typeof useTranslations<'booking.history'>>;

export function historyLabel(entry: BookingHistoryEntry, t: HistoryTranslator): string {
  switch (entry.to) {
    case 'pending_payment':
      return t('pending_payment');
    case 'payment_failed':
      return t('payment_failed');
    case 'open':
      return entry.from === 'accepted' || entry.from === 'in_progress' ? t('reoffered') : t('paid');
    case 'accepted':
      return entry.by === 'admin' ? t('assignedByHearth') : t('accepted');
    case 'in_progress':
      return t('in_progress');
    case 'completed':
      return t('completed');
    case 'cancelled':
      return entry.by === 'customer' ? t('cancelledByCustomer') : entry.by === 'serviceprovider' ? t('cancelledByProvider') : t('cancelledByHearth');
    case 'expired':
      return t('expired');
  }
}

export function BookingHistory({ entries, province }: { entries: BookingHistoryEntry[]; province: ProvinceCode }) {
  const t = useTranslations('booking.history');
  const format = useFormat();
  return (
    <ol className="relative space-y-5 border-l-2 border-slate-200 pl-5">
      {entries.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className="relative">
          <span aria-hidden="true" className="absolute top-1.5 -left-[1.72rem] size-3 rounded-full bg-brand-700 ring-4 ring-white" />
          <p className="text-sm font-semibold text-ink">{historyLabel(entry, t)}</p>
          <p className="text-xs text-muted">
            <time dateTime={entry.at}>{format.bookingDateTime(entry.at, province)}</time>
          </p>
          {entry.reason && <p className="mt-1 text-sm break-words text-muted">{t('reason', { reason: entry.reason })}</p>}
        </li>
      ))}
    </ol>
  );
}
