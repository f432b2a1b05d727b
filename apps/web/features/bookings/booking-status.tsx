// A booking's status as a coloured label (the spec's wording, booking.status in the catalogues).
import type { BookingStatus } from '@hearth/shared/booking';
import clsx from 'clsx';
import { useTranslations } from 'next-intl';

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

/** `wrap` lets a long status (French ones are) take two lines where the badge shares a narrow row. */
export function BookingStatusBadge({ status, className, wrap = false }: { status: BookingStatus; className?: string; wrap?: boolean }) {
  const t = useTranslations('booking.status');
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-current/15 ring-inset',
        wrap ? 'text-right' : 'whitespace-nowrap',
        TONES[status],
        className,
      )}
    >
      {t(status)}
    </span>
  );
}
