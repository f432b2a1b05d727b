// A booking's history (BookingHistoryEntry) as a timeline, in the words a customer would use.
import type { BookingHistoryEntry } from '@hearth/shared/api-types';
import type { ProvinceCode } from '@hearth/shared/constants';
import { formatBookingDateTime } from './booking-time';

const ACTOR: Record<BookingHistoryEntry['by'], string> = { customer: 'you', serviceprovider: 'your professional', admin: 'Hearth', system: 'Hearth' };

export function historyLabel(entry: BookingHistoryEntry): string {
  switch (entry.to) {
    case 'pending_payment':
      return 'Booking started';
    case 'payment_failed':
      return 'Payment failed';
    case 'open':
      return entry.from === 'accepted' || entry.from === 'in_progress' ? 'Offered to professionals again' : 'Paid; nearby professionals notified';
    case 'accepted':
      return entry.by === 'admin' ? 'Professional assigned by Hearth' : 'Accepted by a professional';
    case 'in_progress':
      return 'Job started';
    case 'completed':
      return 'Job completed';
    case 'cancelled':
      return `Cancelled by ${ACTOR[entry.by]}`;
    case 'expired':
      return 'Expired: no professional accepted in time, fully refunded';
  }
}

export function BookingHistory({ entries, province }: { entries: BookingHistoryEntry[]; province: ProvinceCode }) {
  return (
    <ol className="relative space-y-5 border-l-2 border-slate-200 pl-5">
      {entries.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className="relative">
          <span aria-hidden="true" className="absolute top-1.5 -left-[1.72rem] size-3 rounded-full bg-brand-700 ring-4 ring-white" />
          <p className="text-sm font-semibold text-ink">{historyLabel(entry)}</p>
          <p className="text-xs text-muted">
            <time dateTime={entry.at}>{formatBookingDateTime(entry.at, province)}</time>
          </p>
          {entry.reason && <p className="mt-1 text-sm text-muted">“{entry.reason}”</p>}
        </li>
      ))}
    </ol>
  );
}
