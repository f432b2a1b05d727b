// A booking's status as a coloured label (spec wording from BOOKING_STATUS_LABELS).
import { BOOKING_STATUS_LABELS, type BookingStatus } from '@hearth/shared/booking';
import clsx from 'clsx';

const TONES: Record<BookingStatus, string> = {
  pending_payment: 'bg-slate-100 text-slate-800',
  payment_failed: 'bg-red-50 text-red-800',
  open: 'bg-amber-50 text-amber-900',
  accepted: 'bg-sky-50 text-sky-900',
  in_progress: 'bg-indigo-50 text-indigo-900',
  completed: 'bg-emerald-50 text-emerald-900',
  cancelled: 'bg-slate-100 text-slate-800',
  expired: 'bg-slate-100 text-slate-800',
};

export function BookingStatusBadge({ status, className }: { status: BookingStatus; className?: string }) {
  return (
    <span className={clsx('inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-current/15 ring-inset', TONES[status], className)}>
      {BOOKING_STATUS_LABELS[status]}
    </span>
  );
}
