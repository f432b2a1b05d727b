// The customer chooses another card for a booking whose card could not be held (or is not held yet).
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Booking } from '@hearth/shared/bookings/wire';
import type { AppContext } from '../../context';
import { bookings } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import type { AuthUser } from '../../plugins/auth';
import { paymentForBooking } from '../payment-methods';
import { bookingProfessionals, loadBookingView, toBooking } from './booking-dto';
import { bookingNotFound } from './booking-errors';
import { deferredHold } from './creation';
import { recordHold } from './payments';
import { SAVED_CARD_ONLY, UNPAID } from './state-machine';

/**
 * A hold that could not be placed (or a saved card the customer wants to replace before it is): the
 * new card is held at once while the customer is there if the hold is due, or saved for the later
 * hold otherwise. A decline answers 402 and leaves the booking as it was.
 */
export async function changeBookingCard(ctx: AppContext, customer: AuthUser, bookingId: string, chosenPaymentMethodId: string): Promise<{ booking: Booking; clientSecret?: string }> {
  const [booking] = await ctx.db.select().from(bookings).where(and(eq(bookings.id, bookingId), eq(bookings.customerId, customer.id)));
  if (!booking || UNPAID.includes(booking.status)) throw bookingNotFound();
  if (!['open', 'accepted'].includes(booking.status) || !SAVED_CARD_ONLY.includes(booking.paymentStatus)) {
    throw new AppError(409, "This booking's payment does not need a new card");
  }
  const payment = await paymentForBooking(ctx, customer.id, chosenPaymentMethodId, false);
  const holdDue = booking.paymentStatus === 'hold_failed' || !booking.holdAttemptAt || booking.holdAttemptAt <= new Date() || deferredHold(ctx, booking.startsAt) === null;
  const attempt = `${booking.holdAttempts}-${createHash('sha256').update(payment.paymentMethodId).digest('hex').slice(0, 16)}`;
  let clientSecret: string | undefined;
  if (holdDue) {
    const result = await ctx.payments.authorize({
      amountCents: booking.totalCents - booking.refundedCents,
      paymentMethodId: payment.paymentMethodId,
      idempotencyKey: `booking-${bookingId}-card-${attempt}`,
      description: `Hearth booking ${bookingId}`,
      metadata: { bookingId },
      customerId: payment.customerId,
    });
    if (result.status === 'declined') {
      // The next try with the same card is a new attempt at the gateway, not a replay of this one.
      await ctx.db.update(bookings).set({ holdAttempts: sql`${bookings.holdAttempts} + 1`, paymentError: result.message }).where(eq(bookings.id, bookingId));
      throw new AppError(402, result.message, { paymentMethodId: result.message });
    }
    if (result.status === 'requires_action') {
      await ctx.db.update(bookings).set({ paymentId: result.paymentId, paymentMethodId: payment.paymentMethodId }).where(eq(bookings.id, bookingId));
      clientSecret = result.clientSecret;
    } else if (!(await recordHold(ctx, booking, result.paymentId, result.holdExpiresAt, payment.paymentMethodId))) {
      throw new AppError(409, "This booking's payment does not need a new card");
    }
  } else {
    const saved = await ctx.payments.saveCardForLater({ customerId: payment.customerId, paymentMethodId: payment.paymentMethodId, idempotencyKey: `booking-card-${bookingId}-${attempt}`, metadata: { bookingId } });
    if (saved.status === 'declined') throw new AppError(402, saved.message, { paymentMethodId: saved.message });
    if (saved.status === 'requires_action') clientSecret = saved.clientSecret;
    else {
      await ctx.db
        .update(bookings)
        .set({ paymentMethodId: saved.paymentMethodId, updatedAt: new Date() })
        .where(and(eq(bookings.id, bookingId), eq(bookings.paymentStatus, 'card_saved')));
    }
  }
  const view = await loadBookingView(ctx.db, bookingId);
  return { booking: toBooking(ctx, view!, 'en', await bookingProfessionals(ctx, [view!])), ...(clientSecret ? { clientSecret } : {}) };
}
