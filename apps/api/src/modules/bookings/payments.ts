// The money side effects of bookings, run by the outbox (at least once, retried with backoff):
// placing a hold on a card saved for a later job, settling the hold, releasing payouts once they are
// payable, paying providers, and admin refunds. Each is safe to repeat: the gateway calls are
// idempotent and the rows only move forward with conditional UPDATEs.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { queryRows, type Tx } from '../../db/client';
import { bookingRefunds, bookings, payoutAccounts, payouts } from '../../db/schema';
import { inTransaction } from '../../outbox/outbox';
import { ensurePaymentCustomer } from '../payment-methods';
import { issueCreditNoteForRefund, issueInvoiceForCharge } from '../invoices';
import { notify, push } from '../events';
import { afterFullRefund, freezePayout, openIssue } from './issues';
import { dollars, jobLabel, localMoment, serviceNames } from './labels';
import type { PaymentJob } from './payment-job';
import { SAVED_CARD_ONLY } from './state-machine';
import { messagesFor, recipientLocale, type Locale } from '../../i18n';
import { emailReceipt, emailRefundIssued, tellProviderPayoutSent } from '../emails';

type BookingRow = typeof bookings.$inferSelect;

export async function runPaymentJob(ctx: AppContext, job: PaymentJob) {
  if (job.op === 'settle') return settle(ctx, job.bookingId, job.captureCents);
  if (job.op === 'hold') return placeHold(ctx, job.bookingId, job.attempt);
  if (job.op === 'refund') return refund(ctx, job.refundId);
  if (job.op === 'releaseHold') return releaseUnusedHold(ctx, job.bookingId, job.paymentId);
  return payOut(ctx, job.payoutId);
}

/** Gives back captured money; the refund row's id is the gateway's idempotency key, so a retry never refunds twice. */
async function refund(ctx: AppContext, refundId: string) {
  const [row] = await ctx.db
    .select({ refund: bookingRefunds, paymentId: bookings.paymentId })
    .from(bookingRefunds)
    .innerJoin(bookings, eq(bookings.id, bookingRefunds.bookingId))
    .where(eq(bookingRefunds.id, refundId));
  if (!row || row.refund.status !== 'pending' || !row.paymentId) return;
  const { refundId: gatewayRefundId } = await ctx.payments.refund(row.paymentId, row.refund.amountCents, `refund-${refundId}`);
  await inTransaction(ctx, async (tx) => {
    const [succeeded] = await tx
      .update(bookingRefunds)
      .set({ status: 'succeeded', gatewayRefundId })
      .where(and(eq(bookingRefunds.id, refundId), eq(bookingRefunds.status, 'pending')))
      .returning({ id: bookingRefunds.id });
    // The money went back: its credit note is issued with the record of it, or neither is.
    if (succeeded) await issueCreditNoteForRefund(ctx, tx, refundId);
    // Last in the transaction: the email attaches the credit note issued for this refund, if any.
    if (succeeded) await emailRefundIssued(ctx, tx, refundId);
  });
}

/**
 * Releases a hold the booking has already let go of (it is back to a saved card). A booking that
 * somehow holds this same payment again is left alone; the gateway's release is idempotent.
 */
async function releaseUnusedHold(ctx: AppContext, bookingId: string, paymentId: string) {
  const [booking] = await ctx.db.select({ paymentId: bookings.paymentId, paymentStatus: bookings.paymentStatus }).from(bookings).where(eq(bookings.id, bookingId));
  if (booking?.paymentId === paymentId && booking.paymentStatus === 'authorized') return;
  await ctx.payments.settle(paymentId, 0);
}

// ---- Settling the hold --------------------------------------------------------------------------

/**
 * Captures what the customer owes and releases the rest. A hold that lapsed is never recorded as
 * paid: one fresh authorisation is tried without the customer, and if that fails too the booking's
 * payment is marked capture_failed, its payout frozen, and admins get an issue in their inbox.
 */
async function settle(ctx: AppContext, bookingId: string, captureCents: number): Promise<void> {
  const [booking] = await ctx.db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) return;
  if (SAVED_CARD_ONLY.includes(booking.paymentStatus) && captureCents > 0) {
    // Completed (by an admin) before the hold on the saved card was placed: hold it now, then capture.
    return settleSavedCard(ctx, booking, captureCents);
  }
  if (!booking.paymentId || booking.paymentStatus !== 'authorized') return;
  let paymentId = booking.paymentId;
  let result = await ctx.payments.settle(paymentId, captureCents);
  if (result.status === 'lapsed' && captureCents > 0) {
    const fresh = await ctx.payments.authorize({
      amountCents: captureCents,
      paymentMethodId: booking.paymentMethodId,
      idempotencyKey: `booking-${bookingId}-reauthorise`,
      description: `Hearth booking ${bookingId}`,
      metadata: { bookingId },
      customerId: await ensurePaymentCustomer(ctx, booking.customerId),
      offSession: true,
    });
    if (fresh.status === 'authorized') {
      paymentId = fresh.paymentId;
      result = await ctx.payments.settle(paymentId, captureCents);
    } else {
      result = { status: 'lapsed', message: fresh.status === 'declined' ? fresh.message : 'The bank asked the customer to confirm the payment.' };
    }
  }
  if (result.status === 'captured') {
    await inTransaction(ctx, async (tx) => {
      const [captured] = await tx
        .update(bookings)
        .set({ paymentStatus: 'captured', paymentId, chargeId: result.chargeId, capturedCents: result.capturedCents, paymentError: null, updatedAt: new Date() })
        .where(and(eq(bookings.id, bookingId), eq(bookings.paymentStatus, 'authorized')))
        .returning({ id: bookings.id });
      // The tax invoice for the charge, numbered in this transaction (a rerun of the job finds the booking captured).
      if (captured) await issueInvoiceForCharge(ctx, tx, bookingId);
      await releasePayouts(ctx, tx, bookingId);
      // Last in the transaction: the receipt attaches the tax invoice issued for this charge.
      if (captured) await emailReceipt(ctx, tx, bookingId);
    });
    return;
  }
  if (result.status === 'released') {
    await inTransaction(ctx, async (tx) => {
      const [released] = await tx
        .update(bookings)
        .set({ paymentStatus: 'released', updatedAt: new Date() })
        .where(and(eq(bookings.id, bookingId), eq(bookings.paymentStatus, 'authorized')))
        .returning({ status: bookings.status });
      // A job completed with its whole price already taken off the hold: nothing was charged, nothing is paid out.
      if (released?.status === 'completed') await afterFullRefund(tx, bookingId);
    });
    return;
  }
  await escalateFailedCapture(ctx, booking, captureCents, result.message);
}

async function settleSavedCard(ctx: AppContext, booking: BookingRow, captureCents: number): Promise<void> {
  const hold = await ctx.payments.authorize({
    amountCents: captureCents,
    paymentMethodId: booking.paymentMethodId,
    idempotencyKey: `booking-${booking.id}-capture-hold`,
    description: `Hearth booking ${booking.id}`,
    metadata: { bookingId: booking.id },
    customerId: await ensurePaymentCustomer(ctx, booking.customerId),
    offSession: true,
  });
  if (hold.status !== 'authorized') {
    const message = hold.status === 'declined' ? hold.message : 'The bank asked the customer to confirm the payment.';
    await ctx.db.update(bookings).set({ paymentStatus: 'authorized' }).where(and(eq(bookings.id, booking.id), inArray(bookings.paymentStatus, [...SAVED_CARD_ONLY])));
    return escalateFailedCapture(ctx, booking, captureCents, message);
  }
  // Recorded as held first, so the ordinary capture below (and any retry of this job) settles it.
  await ctx.db
    .update(bookings)
    .set({ paymentStatus: 'authorized', paymentId: hold.paymentId, holdExpiresAt: hold.holdExpiresAt, holdAttemptAt: null, cardUpdateDeadline: null })
    .where(and(eq(bookings.id, booking.id), inArray(bookings.paymentStatus, [...SAVED_CARD_ONLY])));
  return settle(ctx, booking.id, captureCents);
}

async function escalateFailedCapture(ctx: AppContext, booking: BookingRow, captureCents: number, message: string) {
  await inTransaction(ctx, async (tx) => {
    const [failed] = await tx
      .update(bookings)
      .set({ paymentStatus: 'capture_failed', paymentError: message, updatedAt: new Date() })
      .where(and(eq(bookings.id, booking.id), eq(bookings.paymentStatus, 'authorized')))
      .returning();
    if (!failed) return;
    await freezePayout(tx, booking.id);
    await openIssue(tx, booking.id, 'capture_failed', `${dollars(captureCents)} could not be charged: the card hold had lapsed and a new authorisation failed (${message}). The payout is frozen.`);
    ctx.log.warn({ bookingId: booking.id }, 'capture failed after a fresh authorisation; escalated to the admin inbox');
  });
}

// ---- Holds placed before the job ----------------------------------------------------------------

/**
 * Places the hold on the card saved at booking, without the customer there. A decline keeps the
 * booking and tells the customer to choose another card before the deadline (the sweeper tries
 * again meanwhile and cancels without fee when the deadline passes).
 */
async function placeHold(ctx: AppContext, bookingId: string, attempt: number) {
  const [booking] = await ctx.db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking || !['card_saved', 'hold_failed'].includes(booking.paymentStatus) || !['open', 'accepted'].includes(booking.status)) return;
  const amountCents = booking.totalCents - booking.refundedCents;
  const result = await ctx.payments.authorize({
    amountCents,
    paymentMethodId: booking.paymentMethodId,
    idempotencyKey: `booking-${bookingId}-hold-${attempt}`,
    description: `Hearth booking ${bookingId}`,
    metadata: { bookingId },
    customerId: await ensurePaymentCustomer(ctx, booking.customerId),
    offSession: true,
  });
  if (result.status === 'authorized') {
    await recordHold(ctx, booking, result.paymentId, result.holdExpiresAt);
    return;
  }
  const message = result.status === 'declined' ? result.message : 'Your bank asked to confirm the payment, which cannot happen without you.';
  await inTransaction(ctx, async (tx) => {
    const [failed] = await tx
      .update(bookings)
      .set({ paymentStatus: 'hold_failed', paymentError: message, updatedAt: new Date() })
      .where(and(eq(bookings.id, bookingId), inArray(bookings.paymentStatus, ['card_saved', 'hold_failed']), inArray(bookings.status, ['open', 'accepted'])))
      .returning();
    // The customer hears once, on the first decline; later attempts only try again.
    if (!failed || booking.paymentStatus !== 'card_saved') return;
    await tellCustomerToUpdateCard(ctx, tx, failed, message);
  });
}

/** A hold is in place for the booking (placed before the job, or after the customer chose another card). */
export async function recordHold(ctx: AppContext, booking: BookingRow, paymentId: string, holdExpiresAt: Date | null, paymentMethodId?: string) {
  const recorded = await inTransaction(ctx, async (tx) => {
    const [held] = await tx
      .update(bookings)
      .set({
        paymentStatus: 'authorized',
        paymentId,
        holdExpiresAt,
        holdAttemptAt: null,
        cardUpdateDeadline: null,
        paymentError: null,
        ...(paymentMethodId ? { paymentMethodId } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(bookings.id, booking.id), inArray(bookings.paymentStatus, ['card_saved', 'hold_failed']), inArray(bookings.status, ['open', 'accepted'])))
      .returning();
    if (!held) return false;
    if (held.providerId) {
      const [assigned] = await queryRows<{ user_id: string }>(tx, sql`select user_id from service_providers where id = ${held.providerId}`);
      if (assigned) await push(ctx, tx, [assigned.user_id], 'ReloadBooking', { bookingId: booking.id });
    }
    if (booking.paymentStatus === 'hold_failed') {
      const names = await serviceNames(tx, held.serviceId);
      await notify(ctx, tx, [held.customerId], 'ReloadBooking', (l) => messagesFor(l).notify.cardHeld(jobLabel(names, held, l)), { bookingId: booking.id });
    }
    return true;
  });
  // The booking was cancelled (or held) meanwhile: the new hold must not linger on the card.
  if (!recorded) await ctx.payments.settle(paymentId, 0);
  return recorded;
}

async function tellCustomerToUpdateCard(ctx: AppContext, tx: Tx, booking: BookingRow, message: string) {
  const names = await serviceNames(tx, booking.serviceId);
  const text = (l: Locale) =>
    messagesFor(l).notify.holdFailed(jobLabel(names, booking, l), message, booking.cardUpdateDeadline ? localMoment(booking.cardUpdateDeadline, booking.province, l) : null);
  await notify(ctx, tx, [booking.customerId], 'ReloadBooking', text, { bookingId: booking.id });
  const [customer] = await queryRows<{ email: string; first_name: string; locale: string }>(tx, sql`select email, first_name, locale from users where id = ${booking.customerId}`);
  // The customer's language: their account's, else the one they booked in.
  const locale = recipientLocale(customer?.locale, booking.locale);
  const t = messagesFor(locale);
  await ctx.outbox.enqueue(tx, 'email', {
    to: customer?.email ?? booking.email,
    subject: t.issues.cardSubject,
    text: `${t.greeting(customer?.first_name || booking.address.name)}\n\n${t.issues.cardBody(text(locale))}\n\n${t.signature}`,
  });
}

// ---- Payouts ------------------------------------------------------------------------------------

/**
 * Held payouts become payable once the booking's payment was captured and the customer's
 * confirmation window closed with no report or dispute; each is then sent by the outbox. One
 * statement decides, so a report or a dispute arriving at the same moment either froze the payout
 * first or finds it already pending (and frozen only if it has not left).
 */
export async function releasePayouts(ctx: AppContext, tx: Tx, bookingId?: string) {
  const released = await queryRows<{ id: string }>(tx, sql`
    update ${payouts} p set status = 'pending'
      from ${bookings} b
     where b.id = p.booking_id and p.status = 'held' and p.payable_at <= now()
       and b.payment_status = 'captured' and b.disputed_at is null and b.problem_reported_at is null
       ${bookingId ? sql`and p.booking_id = ${bookingId}` : sql``}
    returning p.id`);
  for (const { id } of released) await ctx.outbox.enqueue(tx, 'payments', { op: 'payout', payoutId: id });
  return released.length;
}

/**
 * Transfers a payable payout to the provider's account, funded by the job's charge, unless payouts
 * to it are held after a bank account change: then the job runs again when the hold ends. The
 * payout is claimed (sending) before the gateway is called, so a dispute arriving meanwhile can no
 * longer freeze it and says so instead; a retry after a crash claims it again and the idempotency
 * key makes the transfer happen once.
 */
async function payOut(ctx: AppContext, payoutId: string) {
  const [claimed] = await ctx.db
    .update(payouts)
    .set({ status: 'sending' })
    .where(and(eq(payouts.id, payoutId), inArray(payouts.status, ['pending', 'sending'])))
    .returning();
  if (!claimed) return;
  const back = (set: Partial<typeof payouts.$inferInsert>) => ctx.db.update(payouts).set(set).where(and(eq(payouts.id, payoutId), eq(payouts.status, 'sending')));
  const [booking] = await ctx.db.select({ chargeId: bookings.chargeId, paymentStatus: bookings.paymentStatus }).from(bookings).where(eq(bookings.id, claimed.bookingId));
  if (booking?.paymentStatus !== 'captured' || !booking.chargeId) {
    // Never paid from anything but the customer's own charge.
    await back({ status: 'frozen', lastError: 'The customer’s payment was not captured' });
    return;
  }
  const [account] = await ctx.db.select().from(payoutAccounts).where(eq(payoutAccounts.providerId, claimed.providerId));
  if (!account) {
    // Retrying will not help until the provider adds an account; admins retry failed payouts.
    await back({ status: 'failed', lastError: 'The provider has no payout account yet' });
    ctx.log.warn({ payoutId }, 'payout failed: no payout account');
    return;
  }
  if (account.payoutsHeldUntil && account.payoutsHeldUntil > new Date()) {
    // The owner was told of the change and has until then to stop it; a later change moves the hold
    // again, and this job checks once more when it runs.
    await back({ status: 'pending' });
    await ctx.outbox.enqueue(ctx.db, 'payments', { op: 'payout', payoutId }, { notBefore: account.payoutsHeldUntil });
    ctx.log.info({ payoutId, heldUntil: account.payoutsHeldUntil.toISOString() }, 'payout held after a bank account change');
    return;
  }
  let transferId: string;
  try {
    ({ transferId } = await ctx.payments.transfer({
      accountId: account.accountId,
      amountCents: claimed.amountCents,
      idempotencyKey: `payout-${claimed.id}`,
      description: `Hearth payout for booking ${claimed.bookingId}`,
      sourceTransaction: booking.chargeId,
    }));
  } catch (err) {
    // Still sending: the outbox tries again, and admins see why (and may retry it once it gave up).
    await ctx.db.update(payouts).set({ lastError: err instanceof Error ? err.message : String(err) }).where(and(eq(payouts.id, payoutId), eq(payouts.status, 'sending')));
    throw err;
  }
  await inTransaction(ctx, async (tx) => {
    const [paid] = await tx
      .update(payouts)
      .set({ status: 'paid', transferId, paidAt: new Date(), lastError: null })
      .where(and(eq(payouts.id, payoutId), eq(payouts.status, 'sending')))
      .returning({ id: payouts.id });
    if (paid) await tellProviderPayoutSent(ctx, tx, payoutId);
  });
}
