// Moving a booking to another time (docs/decisions/030-rescheduling.md). A booking nobody accepted
// simply moves; an accepted one is proposed to its professional, who accepts (the job moves) or
// declines (the job moves and is offered to others, at no cost to the customer). Every step locks
// the booking row first and then moves rows with conditional UPDATEs, so of two racing requests
// (accept and decline, accept and a cancellation, two proposals) exactly one wins; the unique
// partial index on pending proposals is the last word on "one pending per booking".
import { and, eq, gt, sql } from 'drizzle-orm';
import { BOOKING_LEAD_MINUTES, FULL_REFUND_HOURS_BEFORE_START, scheduleError } from '@hearth/shared/booking';
import type { ProvinceCode } from '@hearth/shared/constants';
import type { AppContext } from '../../context';
import { queryRows, type Tx } from '../../db/client';
import { bookingEvents, bookingReleases, bookingReschedules, bookings, serviceProviders } from '../../db/schema';
import { messagesFor } from '../../i18n';
import { inTransaction } from '../../outbox/outbox';
import { AppError } from '../../plugins/errors';
import type { AuthUser } from '../../plugins/auth';
import { emailRescheduleOutcome, tellProviderRescheduleProposed } from '../emails';
import { notify, push } from '../events';
import { bookingNotFound } from './booking-errors';
import { deferredHold } from './creation';
import { jobLabel, localMoment, serviceNames } from './labels';
import { matchingProviderUserIds, providerBusyDuring } from './matching';
import { alertMatchingProviders } from './provider-alerts';
import { SAVED_CARD_ONLY, transition, type Actor } from './state-machine';
import { workingProvider } from './working-provider';

type BookingRow = typeof bookings.$inferSelect;
type EventKind = 'reschedule_requested' | 'rescheduled' | 'reschedule_declined' | 'reschedule_withdrawn';

export const RESCHEDULE_MESSAGES = {
  notMovable: 'Only a booking that has not started can be moved',
  sameTime: 'Choose a time other than the one booked',
  tooLate: `A booking with a professional can only be moved more than ${FULL_REFUND_HOURS_BEFORE_START} hours before it starts. Cancel it instead, or message your professional.`,
  alreadyPending: 'You already asked your professional for another time. Withdraw that request first.',
  nonePending: 'There is no request for another time waiting',
  passed: 'The requested time is too close or has passed',
  busy: 'You already have a job at that time',
  changed: 'This booking changed meanwhile. Reload it and try again.',
} as const;

/** The booking, locked for the rest of the transaction: every reschedule step and a cancellation take this lock first. */
async function lockBooking(tx: Tx, bookingId: string) {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  return booking ?? null;
}

async function record(tx: Tx, b: BookingRow, actor: Actor, kind: EventKind, fromStartsAt: Date, toStartsAt: Date) {
  await tx.insert(bookingEvents).values({
    bookingId: b.id,
    actorId: actor.id,
    actorRole: actor.role,
    fromStatus: b.status,
    toStatus: b.status,
    kind,
    detail: { fromStartsAt: fromStartsAt.toISOString(), toStartsAt: toStartsAt.toISOString() },
  });
}

/**
 * The payment columns for a booking moved to `startsAt`, and a hold to give back if any. A saved card
 * gets its hold date and card deadline from the new start as creation computes them; a held card
 * keeps its hold unless the new start is further ahead than a hold lasts, when the booking goes back
 * to a saved card (the hold is released through the outbox, in this transaction, so the release is
 * recorded only together with the job that does it).
 */
function paymentForNewStart(ctx: AppContext, b: BookingRow, startsAt: Date, now = new Date()) {
  const deferred = deferredHold(ctx, startsAt, now);
  if (SAVED_CARD_ONLY.includes(b.paymentStatus)) {
    // Moved within the hold's lead time: the hold is due now; the card deadline still counts from the start.
    const schedule = deferred ?? { holdFrom: now, cardUpdateDeadline: deferredHold(ctx, startsAt, new Date(0))!.cardUpdateDeadline };
    return { set: { holdAttemptAt: schedule.holdFrom, cardUpdateDeadline: schedule.cardUpdateDeadline }, releasePaymentId: null };
  }
  if (b.paymentStatus === 'authorized' && deferred && b.paymentId) {
    return {
      set: { paymentStatus: 'card_saved' as const, paymentId: null, holdExpiresAt: null, holdAttemptAt: deferred.holdFrom, cardUpdateDeadline: deferred.cardUpdateDeadline },
      releasePaymentId: b.paymentId,
    };
  }
  return { set: {}, releasePaymentId: null };
}

async function releaseIfNeeded(ctx: AppContext, tx: Tx, bookingId: string, releasePaymentId: string | null) {
  if (releasePaymentId) await ctx.outbox.enqueue(tx, 'payments', { op: 'releaseHold', bookingId, paymentId: releasePaymentId });
}

async function providerUserId(tx: Tx, providerId: string | null) {
  if (!providerId) return null;
  const [row] = await tx.select({ userId: serviceProviders.userId }).from(serviceProviders).where(eq(serviceProviders.id, providerId));
  return row?.userId ?? null;
}

/**
 * The customer asks for another start (same length). Open: the booking moves now. Accepted: the
 * professional is asked, only while cancelling is still free (inside that window a decline would
 * let the customer leave without the late fee).
 */
export async function proposeReschedule(ctx: AppContext, customer: AuthUser, bookingId: string, startsAtIso: string): Promise<{ moved: boolean }> {
  const toStartsAt = new Date(startsAtIso);
  return inTransaction(ctx, async (tx) => {
    const b = await lockBooking(tx, bookingId);
    if (!b || b.customerId !== customer.id || !['open', 'accepted', 'in_progress', 'completed', 'cancelled', 'expired'].includes(b.status)) throw bookingNotFound();
    const now = new Date();
    if (!['open', 'accepted'].includes(b.status) || b.startsAt <= now) throw new AppError(409, RESCHEDULE_MESSAGES.notMovable);
    const when = scheduleError(toStartsAt, b.province as ProvinceCode, now);
    if (when) throw new AppError(400, when, { startsAt: when });
    if (toStartsAt.getTime() === b.startsAt.getTime()) throw new AppError(400, RESCHEDULE_MESSAGES.sameTime, { startsAt: RESCHEDULE_MESSAGES.sameTime });
    const toEndsAt = new Date(toStartsAt.getTime() + (b.endsAt.getTime() - b.startsAt.getTime()));
    const actor: Actor = { id: customer.id, role: 'customer' };

    if (b.status === 'open') {
      const before = await matchingProviderUserIds(tx, bookingId, 'list');
      const payment = paymentForNewStart(ctx, b, toStartsAt, now);
      const [moved] = await tx
        .update(bookings)
        .set({ startsAt: toStartsAt, endsAt: toEndsAt, ...payment.set, updatedAt: now })
        .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'open'), eq(bookings.startsAt, b.startsAt)))
        .returning();
      if (!moved) throw new AppError(409, RESCHEDULE_MESSAGES.changed);
      await releaseIfNeeded(ctx, tx, bookingId, payment.releasePaymentId);
      await record(tx, b, actor, 'rescheduled', b.startsAt, toStartsAt);
      // Providers who could take it at either time refresh their lists (being busy depends on the time).
      const after = await matchingProviderUserIds(tx, bookingId, 'list');
      await push(ctx, tx, [...new Set([...before, ...after])], 'ReloadBooking', { bookingId });
      return { moved: true };
    }

    if (b.startsAt.getTime() - now.getTime() <= FULL_REFUND_HOURS_BEFORE_START * 3_600_000) throw new AppError(409, RESCHEDULE_MESSAGES.tooLate);
    // A proposal made to a professional who is no longer assigned can never be answered: it ends here.
    await tx
      .update(bookingReschedules)
      .set({ status: 'expired', decidedAt: now })
      .where(and(eq(bookingReschedules.bookingId, bookingId), eq(bookingReschedules.status, 'pending'), sql`${bookingReschedules.providerId} is distinct from ${b.providerId}`));
    const [proposal] = await tx
      .insert(bookingReschedules)
      .values({ bookingId, requestedBy: customer.id, providerId: b.providerId, fromStartsAt: b.startsAt, fromEndsAt: b.endsAt, toStartsAt, toEndsAt })
      .onConflictDoNothing()
      .returning({ id: bookingReschedules.id });
    if (!proposal) throw new AppError(409, RESCHEDULE_MESSAGES.alreadyPending);
    await record(tx, b, actor, 'reschedule_requested', b.startsAt, toStartsAt);
    const proUserId = await providerUserId(tx, b.providerId);
    if (proUserId) {
      const names = await serviceNames(tx, b.serviceId);
      await notify(ctx, tx, [proUserId], 'ReloadBooking', (l) => messagesFor(l).reschedule.proposed(jobLabel(names, b, l), localMoment(toStartsAt, b.province, l)), { bookingId });
      await tellProviderRescheduleProposed(ctx, tx, bookingId, toStartsAt);
    }
    return { moved: false };
  });
}

/** The customer takes back their unanswered proposal; the job stays at its time. */
export async function withdrawReschedule(ctx: AppContext, customer: AuthUser, bookingId: string): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const b = await lockBooking(tx, bookingId);
    if (!b || b.customerId !== customer.id) throw bookingNotFound();
    const [withdrawn] = await tx
      .update(bookingReschedules)
      .set({ status: 'withdrawn', decidedAt: new Date() })
      .where(and(eq(bookingReschedules.bookingId, bookingId), eq(bookingReschedules.status, 'pending')))
      .returning();
    if (!withdrawn) throw new AppError(409, RESCHEDULE_MESSAGES.nonePending);
    await record(tx, b, { id: customer.id, role: 'customer' }, 'reschedule_withdrawn', withdrawn.fromStartsAt, withdrawn.toStartsAt);
    const proUserId = await providerUserId(tx, withdrawn.providerId);
    if (proUserId) {
      const names = await serviceNames(tx, b.serviceId);
      await notify(ctx, tx, [proUserId], 'ReloadBooking', (l) => messagesFor(l).reschedule.withdrawn(jobLabel(names, b, l)), { bookingId });
    }
  });
}

/**
 * Claims the pending proposal for the assigned professional: it must be addressed to them, the
 * booking still theirs and accepted, and the new start still ahead by the booking lead time.
 */
async function claimProposal(tx: Tx, providerId: string, bookingId: string, status: 'accepted' | 'declined') {
  // The provider's row first, then the booking: accepting a job and both answers take them in this
  // order, so an accept and a decline racing each other queue instead of deadlocking.
  await tx.select({ id: serviceProviders.id }).from(serviceProviders).where(eq(serviceProviders.id, providerId)).for('update');
  const b = await lockBooking(tx, bookingId);
  if (!b) throw bookingNotFound();
  if (b.providerId !== providerId) {
    // Their own earlier answer (a decline hands the job back) leaves nothing to answer; anyone else's job is not theirs to see.
    const [asked] = await tx.select({ id: bookingReschedules.id }).from(bookingReschedules).where(and(eq(bookingReschedules.bookingId, bookingId), eq(bookingReschedules.providerId, providerId))).limit(1);
    if (asked) throw new AppError(409, RESCHEDULE_MESSAGES.nonePending);
    throw bookingNotFound();
  }
  if (b.status !== 'accepted') throw new AppError(409, RESCHEDULE_MESSAGES.nonePending);
  const [proposal] = await tx
    .update(bookingReschedules)
    .set({ status, decidedAt: new Date() })
    .where(
      and(
        eq(bookingReschedules.bookingId, bookingId),
        eq(bookingReschedules.status, 'pending'),
        eq(bookingReschedules.providerId, providerId),
        gt(bookingReschedules.toStartsAt, sql`now() + make_interval(mins => ${BOOKING_LEAD_MINUTES})`),
      ),
    )
    .returning();
  if (!proposal) {
    const [pending] = await tx.select({ id: bookingReschedules.id }).from(bookingReschedules).where(and(eq(bookingReschedules.bookingId, bookingId), eq(bookingReschedules.status, 'pending')));
    throw new AppError(409, pending ? RESCHEDULE_MESSAGES.passed : RESCHEDULE_MESSAGES.nonePending);
  }
  return { b, proposal };
}

/** The professional takes the new time: the job moves, unless it would overlap another job they hold. */
export async function acceptReschedule(ctx: AppContext, userId: string, bookingId: string): Promise<void> {
  const provider = await workingProvider(ctx, userId);
  await inTransaction(ctx, async (tx) => {
    // claimProposal locks the provider's row: their accepts run one at a time (as accepting a job does), so two moves cannot both fit one slot.
    const { b, proposal } = await claimProposal(tx, provider.id, bookingId, 'accepted');
    const payment = paymentForNewStart(ctx, b, proposal.toStartsAt);
    const [moved] = await tx
      .update(bookings)
      .set({ startsAt: proposal.toStartsAt, endsAt: proposal.toEndsAt, ...payment.set, updatedAt: new Date() })
      .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'accepted'), eq(bookings.providerId, provider.id)))
      .returning();
    if (!moved) throw new AppError(409, RESCHEDULE_MESSAGES.changed);
    // The same overlap rule as accepting a job, read at the new time; throwing undoes the whole move.
    if (await providerBusyDuring(tx, provider.id, bookingId)) throw new AppError(409, RESCHEDULE_MESSAGES.busy);
    await releaseIfNeeded(ctx, tx, bookingId, payment.releasePaymentId);
    await record(tx, b, { id: userId, role: 'serviceprovider' }, 'rescheduled', proposal.fromStartsAt, proposal.toStartsAt);
    const names = await serviceNames(tx, b.serviceId);
    await notify(ctx, tx, [b.customerId], 'Rescheduled', (l) => messagesFor(l).reschedule.accepted(jobLabel(names, moved, l)), { bookingId });
    await emailRescheduleOutcome(ctx, tx, bookingId, 'accepted');
  });
}

/**
 * The professional cannot make the new time: the job moves to it anyway and is handed back (the
 * release transition, not offered to them again), with no fee for the customer; matching
 * professionals are alerted for the new time.
 */
export async function declineReschedule(ctx: AppContext, userId: string, bookingId: string): Promise<void> {
  const provider = await workingProvider(ctx, userId);
  await inTransaction(ctx, async (tx) => {
    const { b, proposal } = await claimProposal(tx, provider.id, bookingId, 'declined');
    const actor: Actor = { id: userId, role: 'serviceprovider' };
    const payment = paymentForNewStart(ctx, b, proposal.toStartsAt);
    await record(tx, b, actor, 'reschedule_declined', proposal.fromStartsAt, proposal.toStartsAt);
    const moved = await transition(tx, bookingId, 'release', actor, {
      set: { providerId: null, acceptedAt: null, onTheWayAt: null, arrivalEta: null, startsAt: proposal.toStartsAt, endsAt: proposal.toEndsAt, ...payment.set },
      where: eq(bookings.providerId, provider.id),
      reason: 'Could not make the new time the customer asked for',
    });
    if (!moved) throw new AppError(409, RESCHEDULE_MESSAGES.changed);
    await releaseIfNeeded(ctx, tx, bookingId, payment.releasePaymentId);
    await tx.insert(bookingReleases).values({ bookingId, providerId: provider.id }).onConflictDoNothing();
    const names = await serviceNames(tx, b.serviceId);
    await notify(ctx, tx, [b.customerId], 'ReloadBooking', (l) => messagesFor(l).reschedule.declined(jobLabel(names, moved.booking, l)), { bookingId });
    await emailRescheduleOutcome(ctx, tx, bookingId, 'declined');
    await alertMatchingProviders(ctx, tx, moved.booking);
  });
}

/**
 * Sweeper step: a proposal still unanswered when the earlier of the two starts is less than the
 * booking lead time away can no longer be acted on in time; it expires and the booking stays as it is.
 */
export async function expireReschedules(ctx: AppContext): Promise<number> {
  return inTransaction(ctx, async (tx) => {
    const expired = await queryRows<{ booking_id: string; provider_id: string | null }>(
      tx,
      sql`update ${bookingReschedules} set status = 'expired', decided_at = now()
           where id in (select id from ${bookingReschedules}
                         where status = 'pending' and least(from_starts_at, to_starts_at) - make_interval(mins => ${BOOKING_LEAD_MINUTES}) <= now()
                         limit 200 for update skip locked)
       returning booking_id, provider_id`,
    );
    for (const row of expired) {
      const [b] = await tx.select().from(bookings).where(and(eq(bookings.id, row.booking_id), eq(bookings.status, 'accepted')));
      // A job cancelled or handed to someone else meanwhile had nothing left to answer: nobody is told.
      if (!b || b.providerId !== row.provider_id) continue;
      const names = await serviceNames(tx, b.serviceId);
      await notify(ctx, tx, [b.customerId], 'ReloadBooking', (l) => messagesFor(l).reschedule.expired(jobLabel(names, b, l)), { bookingId: b.id });
      await emailRescheduleOutcome(ctx, tx, b.id, 'expired');
      const proUserId = await providerUserId(tx, row.provider_id);
      if (proUserId) await push(ctx, tx, [proUserId], 'ReloadBooking', { bookingId: b.id });
    }
    return expired.length;
  });
}
