// Where a booking's card payment stands, in one line under its amounts: saved for a hold placed
// closer to the job, held, not charged, or a charge that failed.
import type { Booking } from '@hearth/shared/api-types';
import { formatCad } from '@/features/catalog/format';
import { formatBookingDate } from './booking-time';

function paymentNote(booking: Booking): string | null {
  const { payment } = booking;
  switch (payment.status) {
    case 'card_saved':
      return payment.holdFrom ? `Card saved — held from ${formatBookingDate(payment.holdFrom, booking.address.province)}` : 'Card saved — held in the days before the job';
    case 'authorized':
      return `Card held for ${formatCad(booking.amounts.total)}`;
    case 'capture_failed':
      return 'We could not charge your card for this job. Our team will contact you.';
    case 'released':
      return booking.chargedCents > 0 ? null : 'Not charged.';
    default:
      return null;
  }
}

export function PaymentNote({ booking }: { booking: Booking }) {
  const note = paymentNote(booking);
  return note ? <p className="mt-3 text-sm font-medium text-ink">{note}</p> : null;
}
