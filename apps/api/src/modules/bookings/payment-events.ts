// What happens when a booking's payment finishes or fails, whoever learns it first: the booking
// request itself, a verified gateway webhook (or the local gateway's simulator), or the sweeper.
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { PaymentWebhookEvent } from '../../adapters/payments';
import { bookings } from '../../db/schema';
import { inTransaction } from '../../outbox/outbox';
import { emailBookingConfirmed } from '../emails';
import { releaseDiscount } from './discounts';
import { applyAccountUpdate, applyDispute, applyPayoutFailure, applyTransferReversal } from './issues';
import { recordHold } from './payments';
import { alertMatchingProviders } from './provider-alerts';
import { transition } from './state-machine';

type OpeningPayment = { status: 'authorized'; paymentId: string; holdExpiresAt: Date | null } | { status: 'card_saved'; paymentMethodId: string };

/** pending_payment → open once the hold is in place (or the card saved for a later one), alerting every matching provider. */
export async function openPaidBooking(ctx: AppContext, bookingId: string, payment: OpeningPayment) {
  return inTransaction(ctx, async (tx) => {
    const set =
      payment.status === 'authorized'
        ? { paymentId: payment.paymentId, paymentStatus: 'authorized' as const, holdExpiresAt: payment.holdExpiresAt, holdAttemptAt: null, cardUpdateDeadline: null }
        : { paymentId: null, paymentStatus: 'card_saved' as const, paymentMethodId: payment.paymentMethodId };
    const moved = await transition(tx, bookingId, 'pay', { id: null, role: 'system' }, { set });
    if (!moved) {
      const [current] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
      return current ?? null;
    }
    await alertMatchingProviders(ctx, tx, moved.booking);
    await emailBookingConfirmed(ctx, tx, bookingId);
    return moved.booking;
  });
}

/** A declined 3-D Secure confirmation or a payment the gateway gave up on (webhooks, the sweeper). */
export async function failPendingPayment(ctx: AppContext, bookingId: string, message: string) {
  await inTransaction(ctx, async (tx) => {
    const failed = await transition(tx, bookingId, 'paymentFail', { id: null, role: 'system' }, { set: { paymentStatus: 'failed', paymentError: message }, reason: message });
    if (!failed) return;
    await releaseDiscount(tx, bookingId);
    if (failed.booking.paymentId) await ctx.outbox.enqueue(tx, 'payments', { op: 'settle', bookingId, captureCents: 0 });
  });
}

/**
 * A verified gateway webhook (or the local gateway's simulator): a bank confirmation finished or
 * failed, a hold was cancelled at the gateway, a charge was disputed, a provider's account changed,
 * a payout or transfer came back.
 */
export async function applyPaymentEvent(ctx: AppContext, event: PaymentWebhookEvent) {
  switch (event.type) {
    case 'dispute_created':
      return applyDispute(ctx, event.paymentId, event.disputeId, event.amountCents, event.reason);
    case 'account_updated':
      return applyAccountUpdate(ctx, event.accountId, event.payoutsEnabled, event.requirementsDue);
    case 'payout_failed':
      return applyPayoutFailure(ctx, event.accountId, event.gatewayPayoutId, event.amountCents, event.message);
    case 'transfer_reversed':
      return applyTransferReversal(ctx, event.transferId, event.reversalId, event.amountCents);
    case 'card_saved':
    case 'card_save_failed': {
      const [booking] = await ctx.db.select().from(bookings).where(eq(bookings.paymentId, event.setupId));
      if (!booking || booking.status !== 'pending_payment') return;
      if (event.type === 'card_saved') await openPaidBooking(ctx, booking.id, { status: 'card_saved', paymentMethodId: event.paymentMethodId });
      else await failPendingPayment(ctx, booking.id, event.message);
      return;
    }
    default:
      return applyHoldEvent(ctx, event);
  }
}

async function applyHoldEvent(ctx: AppContext, event: Extract<PaymentWebhookEvent, { type: 'authorized' | 'failed' | 'canceled' }>) {
  const [booking] = await ctx.db.select().from(bookings).where(eq(bookings.paymentId, event.paymentId));
  if (!booking) return;
  if (booking.status === 'pending_payment') {
    if (event.type === 'authorized') await openPaidBooking(ctx, booking.id, { status: 'authorized', paymentId: event.paymentId, holdExpiresAt: null });
    else await failPendingPayment(ctx, booking.id, event.message ?? 'The payment did not complete. Please book again.');
    return;
  }
  if (!['open', 'accepted'].includes(booking.status)) return;
  // A new card the customer confirmed with their bank for a booking whose hold had failed.
  if (event.type === 'authorized' && ['card_saved', 'hold_failed'].includes(booking.paymentStatus)) {
    await recordHold(ctx, booking, event.paymentId, null);
    return;
  }
  if (event.type === 'failed' && booking.paymentStatus === 'hold_failed') {
    await ctx.db.update(bookings).set({ paymentError: event.message, updatedAt: new Date() }).where(and(eq(bookings.id, booking.id), eq(bookings.paymentStatus, 'hold_failed')));
    return;
  }
  if (event.type === 'canceled' && booking.paymentStatus === 'authorized') {
    // The gateway let the hold go before the job (some cards hold for less than a week): place it
    // again like a card saved at booking. The customer keeps at least one retry's time to fix a
    // decline, but never past the start.
    const { cardUpdateDeadlineHours, holdRetryHours } = ctx.config.bookings;
    const start = booking.startsAt.getTime();
    const deadline = new Date(Math.min(start, Math.max(start - cardUpdateDeadlineHours * 3_600_000, Date.now() + holdRetryHours * 3_600_000)));
    await ctx.db
      .update(bookings)
      .set({ paymentStatus: 'card_saved', paymentId: null, holdExpiresAt: null, holdAttemptAt: new Date(), cardUpdateDeadline: deadline, updatedAt: new Date() })
      .where(and(eq(bookings.id, booking.id), eq(bookings.paymentStatus, 'authorized'), eq(bookings.paymentId, event.paymentId), inArray(bookings.status, ['open', 'accepted'])));
  }
}
