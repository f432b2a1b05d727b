// Money an admin must decide on, and what freezes a payout until then: the customer's problem report
// in the confirmation window, a card dispute, a capture that failed; and the gateway's word on a
// provider's account (readiness, a payout the bank returned, a transfer taken back). Every freeze is
// a conditional UPDATE on the payout's status, so it and the payout's release cannot both win.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { BookingIssueKind, Resolution } from '@hearth/shared/booking';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { bookingIssues, bookingRefunds, bookings, payoutAccounts, payouts, serviceProviders, users } from '../../db/schema';
import { inTransaction } from '../../outbox/outbox';
import { AppError } from '../../plugins/errors';
import { notify, push } from '../events';
import { releaseDiscount } from './discounts';
import { dollars, jobLabel, serviceNames } from './labels';
import { messagesFor, recipientLocale, type Locale } from '../../i18n';

type BookingRow = typeof bookings.$inferSelect;

/** Payouts that have not left yet can be frozen; one already sending or paid cannot be called back. */
const FREEZABLE = ['held', 'pending'] as const;
/** Issues an admin settles with pay / partial refund / full refund. */
const SETTLED_BY_RESOLUTION: BookingIssueKind[] = ['problem_report', 'dispute', 'capture_failed'];

/** Records an issue once (a webhook delivered twice finds the first); true when it is new. */
export async function openIssue(tx: Tx, bookingId: string, kind: BookingIssueKind, description: string, gatewayRef: string | null = null) {
  const [row] = await tx.insert(bookingIssues).values({ bookingId, kind, description, gatewayRef }).onConflictDoNothing().returning({ id: bookingIssues.id });
  return row !== undefined;
}

/** Stops the booking's payout from leaving; returns it as it now is (null when there is none). */
export async function freezePayout(tx: Tx, bookingId: string) {
  await tx
    .update(payouts)
    .set({ status: 'frozen' })
    .where(and(eq(payouts.bookingId, bookingId), inArray(payouts.status, [...FREEZABLE])));
  const [payout] = await tx.select().from(payouts).where(eq(payouts.bookingId, bookingId));
  return payout ?? null;
}

async function providerContact(tx: Tx, providerId: string) {
  const [row] = await tx
    .select({ userId: users.id, email: users.email, firstName: users.firstName, locale: users.locale })
    .from(serviceProviders)
    .innerJoin(users, eq(users.id, serviceProviders.userId))
    .where(eq(serviceProviders.id, providerId));
  return row ?? null;
}

async function customerContact(tx: Tx, booking: BookingRow) {
  const [row] = await tx.select({ email: users.email, firstName: users.firstName, locale: users.locale }).from(users).where(eq(users.id, booking.customerId));
  // The customer's language: their account's, else the one they booked in.
  return { email: row?.email ?? booking.email, firstName: row?.firstName || booking.address.name, locale: recipientLocale(row?.locale, booking.locale) };
}

async function tellProviderPayoutHeld(ctx: AppContext, tx: Tx, booking: BookingRow, why: 'report' | 'dispute') {
  if (!booking.providerId) return;
  const provider = await providerContact(tx, booking.providerId);
  if (!provider) return;
  const names = await serviceNames(tx, booking.serviceId);
  await notify(ctx, tx, [provider.userId], 'ReloadBooking', (l) => messagesFor(l).notify.payoutHeld(jobLabel(names, booking, l), why), { bookingId: booking.id });
}

/**
 * Everything the customer paid went back (an admin's refunds added up to the total, or the hold was
 * released at completion): a payout that has not left is cancelled, and the discount use returns.
 * A payout already sent stays paid; the refund is then the platform's.
 */
export async function afterFullRefund(tx: Tx, bookingId: string) {
  await tx
    .update(payouts)
    .set({ status: 'cancelled' })
    .where(and(eq(payouts.bookingId, bookingId), inArray(payouts.status, ['held', 'pending', 'frozen'])));
  await releaseDiscount(tx, bookingId);
}

// ---- The customer's problem report --------------------------------------------------------------

export async function reportProblem(ctx: AppContext, customerId: string, bookingId: string, description: string) {
  return inTransaction(ctx, async (tx) => {
    // One statement decides: the window is checked against the database's clock, and of two reports
    // sent at once only one finds problem_reported_at still empty.
    const [booking] = await tx
      .update(bookings)
      .set({ problemReportedAt: sql`now()`, updatedAt: new Date() })
      .where(
        and(
          eq(bookings.id, bookingId),
          eq(bookings.customerId, customerId),
          eq(bookings.status, 'completed'),
          sql`${bookings.problemReportedAt} is null and ${bookings.confirmationEndsAt} > now()`,
        ),
      )
      .returning();
    if (!booking) {
      const [current] = await tx.select().from(bookings).where(and(eq(bookings.id, bookingId), eq(bookings.customerId, customerId)));
      if (!current) throw new AppError(404, 'Booking not found');
      if (current.status !== 'completed' || !current.confirmationEndsAt) throw new AppError(409, 'Only a completed job can have a problem reported');
      if (current.problemReportedAt) throw new AppError(409, 'A problem was already reported for this booking');
      throw new AppError(409, 'The time to report a problem with this job has passed');
    }
    await openIssue(tx, bookingId, 'problem_report', description);
    await freezePayout(tx, bookingId);
    const customer = await customerContact(tx, booking);
    const t = messagesFor(customer.locale);
    const label = jobLabel(await serviceNames(tx, booking.serviceId), booking, customer.locale);
    await ctx.outbox.enqueue(tx, 'email', {
      to: customer.email,
      subject: t.issues.reportSubject,
      text: `${t.greeting(customer.firstName)}\n\n${t.issues.reportBody(label, description)}\n\n${t.signature}`,
    });
    await tellProviderPayoutHeld(ctx, tx, booking, 'report');
  });
}

// ---- Gateway events about money that already moved ----------------------------------------------

/** The cardholder disputed the charge: the payout is frozen (if it has not left) and admins decide. */
export async function applyDispute(ctx: AppContext, paymentId: string, disputeId: string, amountCents: number, reason: string) {
  await inTransaction(ctx, async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.paymentId, paymentId)).for('update');
    // A charge is disputed once; a webhook delivered again (or another event for it) changes nothing.
    if (!booking || booking.disputedAt) return;
    const payout = await freezePayout(tx, booking.id);
    const sent = payout && ['sending', 'paid'].includes(payout.status) ? ` The payout of ${dollars(payout.amountCents)} had already been sent.` : '';
    const isNew = await openIssue(tx, booking.id, 'dispute', `The cardholder disputed ${dollars(amountCents)} with their bank (reason: ${reason}).${sent}`, disputeId);
    if (!isNew) return;
    await tx.update(bookings).set({ disputedAt: new Date(), updatedAt: new Date() }).where(eq(bookings.id, booking.id));
    await tellProviderPayoutHeld(ctx, tx, booking, 'dispute');
  });
}

/** Stripe's account.updated: whether the provider's account can receive payouts, and what it still needs. */
export async function applyAccountUpdate(ctx: AppContext, accountId: string, payoutsEnabled: boolean, requirementsDue: string[]) {
  await ctx.db.update(payoutAccounts).set({ payoutsEnabled, requirementsDue, gatewayCheckedAt: new Date(), updatedAt: new Date() }).where(eq(payoutAccounts.accountId, accountId));
}

/**
 * The bank returned a payout from the provider's account. A bank payout gathers several transfers,
 * so the issue hangs on the provider's latest paid job, and its text says which account and amount.
 */
export async function applyPayoutFailure(ctx: AppContext, accountId: string, gatewayPayoutId: string, amountCents: number, message: string) {
  await inTransaction(ctx, async (tx) => {
    const [account] = await tx.select().from(payoutAccounts).where(eq(payoutAccounts.accountId, accountId));
    if (!account) return;
    const [latest] = await tx
      .select({ bookingId: payouts.bookingId })
      .from(payouts)
      .where(and(eq(payouts.providerId, account.providerId), eq(payouts.status, 'paid')))
      .orderBy(desc(payouts.paidAt))
      .limit(1);
    const provider = await providerContact(tx, account.providerId);
    const text = `The bank returned a payout of ${dollars(amountCents)} to account ••••${account.bankAccountLast4 ?? '????'}: ${message}`;
    if (latest && !(await openIssue(tx, latest.bookingId, 'payout_failed', text, gatewayPayoutId))) return;
    if (!provider) return;
    const returned = (l: Locale) => messagesFor(l).issues.returned(dollars(amountCents, l), account.bankAccountLast4 ?? '????', message);
    await notify(ctx, tx, [provider.userId], 'ReloadBooking', (l) => messagesFor(l).notify.payoutReturned(returned(l)));
    const locale = recipientLocale(provider.locale);
    const t = messagesFor(locale);
    await ctx.outbox.enqueue(tx, 'email', {
      to: provider.email,
      subject: t.issues.returnedSubject,
      text: `${t.greeting(provider.firstName)}\n\n${t.issues.returnedBody(returned(locale))}\n\n${t.signature}`,
    });
  });
}

/** A transfer to a provider was taken back: the payout is marked reversed and admins look at why. */
export async function applyTransferReversal(ctx: AppContext, transferId: string, reversalId: string, amountCents: number) {
  await inTransaction(ctx, async (tx) => {
    const [payout] = await tx.update(payouts).set({ status: 'reversed' }).where(eq(payouts.transferId, transferId)).returning();
    if (!payout) return;
    const isNew = await openIssue(tx, payout.bookingId, 'transfer_reversed', `${dollars(amountCents)} of the payout was taken back from the professional.`, reversalId);
    if (!isNew) return;
    const provider = await providerContact(tx, payout.providerId);
    if (provider) {
      await notify(ctx, tx, [provider.userId], 'ReloadBooking', (l) => messagesFor(l).notify.payoutReversed(dollars(amountCents, l)), { bookingId: payout.bookingId });
    }
  });
}

// ---- An admin settles it ------------------------------------------------------------------------

export interface ResolutionInput {
  outcome: Resolution;
  amountCents?: number;
  reason: string;
}

/**
 * Settles a frozen payout: pay the professional in full, refund part (the payout shrinks in the
 * same proportion), or refund everything (no payout). Runs in the admin's transaction, which adds
 * the audit entry. Refunds go to the gateway through the outbox like any admin refund.
 */
export async function resolveMoneyIssue(ctx: AppContext, tx: Tx, adminId: string, bookingId: string, input: ResolutionInput): Promise<{ refundCents: number; payoutCents: number }> {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  if (!booking) throw new AppError(404, 'Booking not found');
  const [payout] = await tx.select().from(payouts).where(eq(payouts.bookingId, bookingId));
  if (!payout || !['held', 'frozen'].includes(payout.status)) {
    throw new AppError(409, payout ? `There is nothing to settle: the payout is already ${payout.status}` : 'There is nothing to settle: this booking has no payout');
  }
  const captured = booking.paymentStatus === 'captured';
  if (!captured && input.outcome !== 'full_refund') {
    throw new AppError(409, "The customer's card was never charged for this job, so nothing can be paid out. Settle it with a full refund to close it.");
  }
  const refundable = captured ? booking.totalCents - booking.refundedCents : 0;
  const refundCents = input.outcome === 'pay' ? 0 : input.outcome === 'full_refund' ? refundable : (input.amountCents ?? 0);
  if (input.outcome === 'partial_refund' && (refundCents <= 0 || refundCents >= refundable)) {
    const message = `A partial refund is more than $0.00 and less than ${dollars(refundable)}; use a full refund for all of it`;
    throw new AppError(400, message, { amountCents: message });
  }

  if (refundCents > 0) {
    await tx.update(bookings).set({ refundedCents: sql`${bookings.refundedCents} + ${refundCents}`, updatedAt: new Date() }).where(eq(bookings.id, bookingId));
    const [refund] = await tx.insert(bookingRefunds).values({ bookingId, amountCents: refundCents, reason: input.reason, actorId: adminId }).returning({ id: bookingRefunds.id });
    await ctx.outbox.enqueue(tx, 'payments', { op: 'refund', refundId: refund!.id });
  }
  let payoutCents = 0;
  if (input.outcome === 'full_refund') {
    await tx.update(payouts).set({ status: 'cancelled' }).where(eq(payouts.id, payout.id));
    await releaseDiscount(tx, bookingId);
  } else {
    // The professional's share shrinks with what the customer got back.
    const kept = (refundable - refundCents) / refundable;
    const gross = Math.round(payout.grossCents * kept);
    const commission = Math.round(payout.commissionCents * kept);
    payoutCents = gross - commission;
    await tx.update(payouts).set({ status: 'pending', grossCents: gross, commissionCents: commission, amountCents: payoutCents, payableAt: new Date() }).where(eq(payouts.id, payout.id));
    await ctx.outbox.enqueue(tx, 'payments', { op: 'payout', payoutId: payout.id });
  }
  await tx
    .update(bookingIssues)
    .set({ status: 'closed', resolution: `${input.outcome.replace('_', ' ')}: ${input.reason}`, resolvedBy: adminId, resolvedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(bookingIssues.bookingId, bookingId), inArray(bookingIssues.kind, SETTLED_BY_RESOLUTION), sql`${bookingIssues.status} <> 'closed'`));

  const names = await serviceNames(tx, booking.serviceId);
  const label = (l: Locale) => jobLabel(names, booking, l);
  const customer = await customerContact(tx, booking);
  const t = messagesFor(customer.locale);
  const toCustomer = refundCents > 0 ? t.issues.refunding(dollars(refundCents, customer.locale), label(customer.locale)) : t.issues.chargeStands(label(customer.locale));
  await ctx.outbox.enqueue(tx, 'email', {
    to: customer.email,
    subject: t.issues.reviewedSubject,
    text: `${t.greeting(customer.firstName)}\n\n${toCustomer}\n${t.issues.reason(input.reason)}\n\n${t.signature}`,
  });
  await push(ctx, tx, [booking.customerId], 'ReloadBooking', { bookingId });
  if (booking.providerId) {
    const provider = await providerContact(tx, booking.providerId);
    if (provider) {
      const toProvider = (l: Locale) => (payoutCents > 0 ? messagesFor(l).notify.reviewedPaid(label(l), dollars(payoutCents, l)) : messagesFor(l).notify.reviewedRefunded(label(l)));
      await notify(ctx, tx, [provider.userId], 'ReloadBooking', toProvider, { bookingId });
    }
  }
  return { refundCents, payoutCents };
}
