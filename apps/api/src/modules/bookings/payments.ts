// The money side effects of bookings, run by the outbox (at least once, retried with backoff):
// settling the payment hold and paying providers. Each is safe to repeat: the gateway calls are
// idempotent and the rows only move forward.
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { bookingRefunds, bookings, payoutAccounts, payouts } from '../../db/schema';

export type PaymentJob =
  | { op: 'settle'; bookingId: string; captureCents: number }
  | { op: 'payout'; payoutId: string }
  /** An admin's refund of captured money (booking_refunds row), sent to the gateway. */
  | { op: 'refund'; refundId: string };

export async function runPaymentJob(ctx: Pick<AppContext, 'db' | 'payments' | 'log' | 'outbox'>, job: PaymentJob) {
  if (job.op === 'settle') return settle(ctx, job.bookingId, job.captureCents);
  if (job.op === 'refund') return refund(ctx, job.refundId);
  return payOut(ctx, job.payoutId);
}

/** Gives back captured money; the refund row's id is the gateway's idempotency key, so a retry never refunds twice. */
async function refund(ctx: Pick<AppContext, 'db' | 'payments'>, refundId: string) {
  const [row] = await ctx.db
    .select({ refund: bookingRefunds, paymentId: bookings.paymentId })
    .from(bookingRefunds)
    .innerJoin(bookings, eq(bookings.id, bookingRefunds.bookingId))
    .where(eq(bookingRefunds.id, refundId));
  if (!row || row.refund.status !== 'pending' || !row.paymentId) return;
  const { refundId: gatewayRefundId } = await ctx.payments.refund(row.paymentId, row.refund.amountCents, `refund-${refundId}`);
  await ctx.db
    .update(bookingRefunds)
    .set({ status: 'succeeded', gatewayRefundId })
    .where(and(eq(bookingRefunds.id, refundId), eq(bookingRefunds.status, 'pending')));
}

/** Captures what the customer owes and releases the rest of the hold. */
async function settle(ctx: Pick<AppContext, 'db' | 'payments'>, bookingId: string, captureCents: number) {
  const [booking] = await ctx.db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking?.paymentId || booking.paymentStatus !== 'authorized') return;
  await ctx.payments.settle(booking.paymentId, captureCents);
  await ctx.db
    .update(bookings)
    .set({ paymentStatus: captureCents > 0 ? 'captured' : 'released', updatedAt: new Date() })
    .where(and(eq(bookings.id, bookingId), eq(bookings.paymentStatus, 'authorized')));
}

/**
 * Transfers a completed job's payout to the provider's account, unless payouts to it are held after
 * a bank account change: then the job runs again when the hold ends, and the payout stays pending.
 */
async function payOut(ctx: Pick<AppContext, 'db' | 'payments' | 'log' | 'outbox'>, payoutId: string) {
  const [payout] = await ctx.db.select().from(payouts).where(eq(payouts.id, payoutId));
  if (!payout || payout.status === 'paid') return;
  const [account] = await ctx.db.select().from(payoutAccounts).where(eq(payoutAccounts.providerId, payout.providerId));
  if (!account) {
    // Retrying will not help until the provider adds an account; admins retry failed payouts.
    await ctx.db.update(payouts).set({ status: 'failed', lastError: 'The provider has no payout account yet' }).where(eq(payouts.id, payoutId));
    ctx.log.warn({ payoutId }, 'payout failed: no payout account');
    return;
  }
  if (account.payoutsHeldUntil && account.payoutsHeldUntil > new Date()) {
    // The owner was told of the change and has until then to stop it; a later change moves the hold
    // again, and this job checks once more when it runs.
    await ctx.outbox.enqueue(ctx.db, 'payments', { op: 'payout', payoutId }, { notBefore: account.payoutsHeldUntil });
    ctx.log.info({ payoutId, heldUntil: account.payoutsHeldUntil.toISOString() }, 'payout held after a bank account change');
    return;
  }
  const { transferId } = await ctx.payments.transfer({
    accountId: account.accountId,
    amountCents: payout.amountCents,
    idempotencyKey: `payout-${payout.id}`,
    description: `Hearth payout for booking ${payout.bookingId}`,
  });
  await ctx.db.update(payouts).set({ status: 'paid', transferId, paidAt: new Date(), lastError: null }).where(eq(payouts.id, payoutId));
}
