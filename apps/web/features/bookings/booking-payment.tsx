// Where a booking's card payment stands, in one line under its amounts: saved for a hold placed
// closer to the job, held, not charged, or a charge that failed.
import type { Booking } from '@hearth/shared/bookings/wire';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/format';

export function PaymentNote({ booking }: { booking: Booking }) {
  const t = useTranslations('booking.paymentNote');
  const format = useFormat();
  const { payment } = booking;
  let note: string | null = null;
  switch (payment.status) {
    case 'card_saved':
      note = payment.holdFrom ? t('cardSavedFrom', { date: format.bookingDate(payment.holdFrom, booking.address.province) }) : t('cardSaved');
      break;
    case 'authorized':
      note = t('held', { amount: format.money(booking.amounts.total) });
      break;
    case 'capture_failed':
      note = t('captureFailed');
      break;
    case 'released':
      note = booking.chargedCents > 0 ? null : t('notCharged');
      break;
  }
  return note ? <p className="mt-3 text-sm font-medium text-ink">{note}</p> : null;
}
