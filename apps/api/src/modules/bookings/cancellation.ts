// Cancelling a booking: the customer by the refund policy, an admin with the whole hold released,
// and the provider only by handing an accepted job back (it is offered again). The money follows
// through the outbox; a late fee becomes the professional's payout.
import { eq } from 'drizzle-orm';
import type { Booking, ProviderJob } from '@hearth/shared/bookings/wire';
import { customerRefund, type BookingStatus, type RefundPolicy } from '@hearth/shared/booking';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { bookingReleases, bookings, payouts, serviceProviders } from '../../db/schema';
import { messagesFor, type Locale } from '../../i18n';
import { inTransaction } from '../../outbox/outbox';
import { AppError } from '../../plugins/errors';
import type { AuthUser } from '../../plugins/auth';
import { emailBookingCancelled, emailProfessionalReleased, tellProviderJobCancelled } from '../emails';
import { notify, push } from '../events';
import { bookingProfessionals, loadBookingView, toBooking, toProviderJob } from './booking-dto';
import { bookingNotFound } from './booking-errors';
import { releaseDiscount } from './discounts';
import { dollars, jobLabel, serviceNames } from './labels';
import { assignedBooking } from './lifecycle';
import { matchingProviderUserIds } from './matching';
import { alertMatchingProviders } from './provider-alerts';
import { transition, UNPAID, type Actor } from './state-machine';
import { workingProvider } from './working-provider';

type BookingRow = typeof bookings.$inferSelect;

const CUSTOMER_CANCELLABLE: BookingStatus[] = ['open', 'accepted'];

/**
 * What a customer's cancellation gives back now. The late fee needs a professional who accepted and
 * a live hold to take it from: a card that was only saved (or could not be held) is never charged.
 */
export function cancellationFor(b: BookingRow): { policy: RefundPolicy; refundCents: number } | null {
  if (!CUSTOMER_CANCELLABLE.includes(b.status)) return null;
  const assigned = b.status === 'accepted' && b.providerId !== null && b.paymentStatus === 'authorized';
  return customerRefund({ totalCents: b.totalCents, startsAt: b.startsAt, started: false, assigned });
}

/** Why a booking the database would not move cannot be cancelled, for the 409. */
const cancelRefusal = (status: BookingStatus) =>
  new AppError(409, status === 'in_progress' ? 'A job that has started cannot be cancelled. Contact support if something went wrong.' : `This booking is already ${status.replace('_', ' ')}`);

export interface CancelResult {
  booking: Booking | ProviderJob;
  refundCents: number;
  policy: RefundPolicy;
}

export async function cancelBooking(ctx: AppContext, user: AuthUser, bookingId: string, reason: string): Promise<CancelResult> {
  if (user.role === 'serviceprovider') return releaseByProvider(ctx, user.id, bookingId, reason);
  return inTransaction(ctx, async (tx) => {
    const { booking, refundCents, policy } = await cancelWithin(ctx, tx, user, bookingId, reason);
    return { booking, refundCents, policy };
  });
}

/**
 * A customer's or an admin's cancellation inside the caller's transaction (the admin console adds
 * its audit entry and refund record to it). `before` is the booking as it was.
 */
export async function cancelWithin(ctx: AppContext, tx: Tx, user: Pick<AuthUser, 'id' | 'role'>, bookingId: string, reason: string): Promise<CancelResult & { before: BookingRow }> {
  // Locked first: the fee depends on whether a professional has accepted, so an accept (or the
  // sweeper) racing this cancellation waits for it, or has already happened and is seen.
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  if (!booking || (user.role === 'customer' && booking.customerId !== user.id) || UNPAID.includes(booking.status)) throw bookingNotFound();
  const admin = user.role === 'admin';
  // Customers get the refund policy; an admin cancelling releases the whole hold. What an admin
  // already took off the hold (a partial refund) stays off whatever the policy keeps.
  const byPolicy = admin ? { policy: 'full' as const, refundCents: booking.totalCents } : (cancellationFor(booking) ?? { policy: 'none' as const, refundCents: 0 });
  const { policy } = byPolicy;
  const refundCents = Math.max(byPolicy.refundCents, booking.refundedCents);
  const actor: Actor = { id: user.id, role: admin ? 'admin' : 'customer' };
  const held = booking.paymentStatus === 'authorized';
  // A card that was only saved has nothing to release: the booking simply never charges it.
  const set = { cancelledAt: new Date(), cancelReason: reason, refundedCents: refundCents, ...(held ? {} : { paymentStatus: 'released' as const, holdAttemptAt: null }) };
  const moved =
    (await transition(tx, bookingId, 'cancel', actor, { set, reason })) ??
    (admin ? await transition(tx, bookingId, 'adminCancelStarted', actor, { set, reason }) : null);
  if (!moved) throw cancelRefusal(booking.status);
  if (held) await ctx.outbox.enqueue(tx, 'payments', { op: 'settle', bookingId, captureCents: booking.totalCents - refundCents });
  if (refundCents === booking.totalCents) await releaseDiscount(tx, bookingId);
  const feePayout = policy === 'partial' && booking.providerId ? await recordLateFeePayout(tx, booking, refundCents) : 0;
  const names = await serviceNames(tx, booking.serviceId);
  const label = (l: Locale) => jobLabel(names, booking, l);
  if (moved.from === 'open') {
    await push(ctx, tx, await matchingProviderUserIds(tx, bookingId, 'list'), 'ReloadBooking', { bookingId });
  } else if (booking.providerId) {
    const [assigned] = await tx.select({ userId: serviceProviders.userId }).from(serviceProviders).where(eq(serviceProviders.id, booking.providerId));
    if (assigned) await notify(ctx, tx, [assigned.userId], 'CancelBooking', (l) => messagesFor(l).notify.cancelledBy(admin, label(l), feePayout > 0 ? dollars(feePayout, l) : null), { bookingId });
    await tellProviderJobCancelled(ctx, tx, moved.booking, booking.providerId, admin ? 'hearth' : 'customer', feePayout);
  }
  if (admin) await notify(ctx, tx, [booking.customerId], 'CancelBooking', (l) => messagesFor(l).notify.hearthCancelled(label(l)), { bookingId });
  await emailBookingCancelled(ctx, tx, bookingId, { by: admin ? 'hearth' : 'customer', reason: admin ? reason : null, wasHeld: held });
  const view = await loadBookingView(tx, bookingId);
  return { booking: toBooking(ctx, view!, 'en', await bookingProfessionals({ config: ctx.config, db: tx }, [view!])), refundCents, policy, before: booking };
}

/**
 * The part of a late cancellation the customer pays goes to the professional who had accepted,
 * less the platform's commission in the same proportion: the share of the job's price that was kept.
 */
async function recordLateFeePayout(tx: Tx, booking: BookingRow, refundCents: number) {
  const keptShare = (booking.totalCents - refundCents) / booking.totalCents;
  const gross = Math.round(booking.subtotalCents * keptShare);
  const commission = Math.round(booking.commissionCents * keptShare);
  const [payout] = await tx
    .insert(payouts)
    .values({ bookingId: booking.id, providerId: booking.providerId!, kind: 'late_cancellation', grossCents: gross, commissionCents: commission, amountCents: gross - commission, status: 'held', payableAt: new Date() })
    .onConflictDoNothing()
    .returning({ amountCents: payouts.amountCents });
  return payout?.amountCents ?? 0;
}

/** A provider who cannot do an accepted job hands it back before it starts; it is offered again. */
async function releaseByProvider(ctx: AppContext, userId: string, bookingId: string, reason: string): Promise<CancelResult> {
  const provider = await workingProvider(ctx, userId);
  return inTransaction(ctx, async (tx) => {
    const booking = await assignedBooking(tx, provider.id, bookingId);
    const moved = await transition(tx, bookingId, 'release', { id: userId, role: 'serviceprovider' }, {
      // Their arrival time leaves with them: whoever takes the job next has given none.
      set: { providerId: null, acceptedAt: null, onTheWayAt: null, arrivalEta: null },
      where: eq(bookings.providerId, provider.id),
      reason,
    });
    if (!moved) throw cancelRefusal(booking.status);
    await tx.insert(bookingReleases).values({ bookingId, providerId: provider.id }).onConflictDoNothing();
    const names = await serviceNames(tx, booking.serviceId);
    await notify(ctx, tx, [booking.customerId], 'ReloadBooking', (l) => messagesFor(l).notify.handedBack(jobLabel(names, booking, l)), { bookingId });
    await emailProfessionalReleased(ctx, tx, bookingId);
    await alertMatchingProviders(ctx, tx, moved.booking);
    const view = await loadBookingView(tx, bookingId);
    return { booking: toProviderJob(ctx, view!), refundCents: 0, policy: 'none' };
  });
}
