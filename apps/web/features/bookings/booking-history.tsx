// A booking's history (BookingHistoryEntry) as a timeline, in the words a customer would use.
import type { BookingHistoryEntry } from '@hearth/shared/bookings/wire';
import type { ProvinceCode } from '@hearth/shared/constants';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/format';

type HistoryTranslator = ReturnType<typeof useTranslations<'booking.history'>>;
type RescheduleTranslator = ReturnType<typeof useTranslations<'reschedule.history'>>;
const RESCHEDULE_KINDS = ['reschedule_requested', 'rescheduled', 'reschedule_declined', 'reschedule_withdrawn'] as const;
type RescheduleKind = (typeof RESCHEDULE_KINDS)[number];
const isRescheduleKind = (kind: BookingHistoryEntry['kind']): kind is RescheduleKind => (RESCHEDULE_KINDS as readonly (string | undefined)[]).includes(kind);

/** A change of time: what happened and the time asked for, on the job's clock. */
function rescheduleLabel(entry: BookingHistoryEntry & { kind: RescheduleKind }, t: RescheduleTranslator, when: (iso: string) => string): string {
  const to = typeof entry.detail?.toStartsAt === 'string' ? when(entry.detail.toStartsAt) : '';
  return t(entry.kind, { to });
}

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

/**
 * How a history row that is not a status change reads ("Moved to …", "On the way, arriving about …"),
 * or null for a status change; the admin console shows these the same way.
 */
export function useHistoryEventLabel(province: ProvinceCode): (entry: BookingHistoryEntry) => string | null {
  const t = useTranslations('booking.history');
  const tReschedule = useTranslations('reschedule.history');
  const format = useFormat();
  // "On the way, arriving about 3:40 p.m. EST": each estimate the professional gave, on the job's clock.
  const arrival = (iso: string) => `${format.bookingTime(iso, province)} ${format.zone(iso, province)}`;
  return (entry) =>
    entry.kind === 'on_the_way' && typeof entry.detail?.arrivalEta === 'string'
      ? t('onTheWay', { time: arrival(entry.detail.arrivalEta) })
      : isRescheduleKind(entry.kind)
        ? rescheduleLabel({ ...entry, kind: entry.kind }, tReschedule, (iso) => format.bookingDateTime(iso, province))
        : null;
}

export function BookingHistory({ entries, province }: { entries: BookingHistoryEntry[]; province: ProvinceCode }) {
  const t = useTranslations('booking.history');
  const format = useFormat();
  const eventLabel = useHistoryEventLabel(province);
  const label = (entry: BookingHistoryEntry) => eventLabel(entry) ?? historyLabel(entry, t);
  return (
    <ol className="relative space-y-5 border-l-2 border-slate-200 pl-5">
      {entries.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className="relative">
          <span aria-hidden="true" className="absolute top-1.5 -left-[1.72rem] size-3 rounded-full bg-brand-700 ring-4 ring-white" />
          <p className="text-sm font-semibold text-ink">{label(entry)}</p>
          <p className="text-xs text-muted">
            <time dateTime={entry.at}>{format.bookingDateTime(entry.at, province)}</time>
          </p>
          {entry.reason && <p className="mt-1 text-sm break-words text-muted">{t('reason', { reason: entry.reason })}</p>}
        </li>
      ))}
    </ol>
  );
}
