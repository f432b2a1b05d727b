// The booking clock: what becomes due with time alone (bookings nobody accepted, payments never
// finished, holds to place on saved cards, cards never held by the deadline, proposals of another
// time left unanswered too long, payouts now payable).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/client';
import { bookings, serviceProviders } from '../../db/schema';
import { messagesFor, type Locale } from '../../i18n';
import { inTransaction } from '../../outbox/outbox';
import { emailBookingCancelled, tellProviderJobCancelled } from '../emails';
import { notify, push } from '../events';
import { releaseDiscount } from './discounts';
import { jobLabel, serviceNames } from './labels';
import { matchingProviderUserIds } from './matching';
import { failPendingPayment } from './payment-events';
import { releasePayouts } from './payments';
import { expireReschedules } from './reschedule';
import { SAVED_CARD_ONLY, transition } from './state-machine';

/**
 * Sweeps every BOOKING_SWEEP_MS until stopped. A failed round is logged and the next one tries again;
 * stopping waits for a round under way, so it never runs against a closed database.
 */
export function startBookingSweeper(ctx: AppContext): { stop(): Promise<void> } {
  const running = new Set<Promise<void>>();
  const timer = setInterval(() => {
    const round = sweep(ctx)
      .then(() => undefined)
      .catch((err: unknown) => ctx.log.error({ err }, 'booking sweep failed'))
      .finally(() => running.delete(round));
    running.add(round);
  }, ctx.config.bookings.sweepMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(running);
    },
  };
}

/** How long a payment may stay unfinished before the booking is given up. */
const PAYMENT_TIMEOUT_MINUTES = 15;

/** Expired or cancelled without a hold: a card that was only saved is simply never charged. */
const releaseUnlessHeld = sql`case when ${bookings.paymentStatus} = 'authorized' then 'authorized' else 'released' end`;

/**
 * The booking clock, run every BOOKING_SWEEP_MS: expires open bookings nobody accepted by their start
 * (releasing the hold), fails stale payments, places holds that are due on saved cards, cancels
 * without fee the bookings whose card could not be held by the deadline, and releases payouts whose
 * confirmation window closed. Each step claims its rows with conditional UPDATEs, so two instances
 * sweeping at once do each thing once.
 */
export async function sweep(ctx: AppContext) {
  const due = await ctx.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.status, 'open'), sql`${bookings.startsAt} <= now()`))
    .limit(200);
  for (const { id } of due) {
    await inTransaction(ctx, async (tx) => {
      const moved = await transition(tx, id, 'expire', { id: null, role: 'system' }, {
        set: { refundedCents: sql`${bookings.totalCents}`, paymentStatus: releaseUnlessHeld, holdAttemptAt: null },
        reason: 'Nobody accepted before the start time',
      });
      if (!moved) return;
      if (moved.booking.paymentStatus === 'authorized') await ctx.outbox.enqueue(tx, 'payments', { op: 'settle', bookingId: id, captureCents: 0 });
      await releaseDiscount(tx, id);
      const names = await serviceNames(tx, moved.booking.serviceId);
      await notify(ctx, tx, [moved.booking.customerId], 'CancelBooking', (l) => messagesFor(l).notify.expired(jobLabel(names, moved.booking, l)), { bookingId: id });
      await emailBookingCancelled(ctx, tx, id, { by: 'expired', wasHeld: moved.booking.paymentStatus === 'authorized' });
    });
  }
  const stale = await ctx.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.status, 'pending_payment'), sql`${bookings.createdAt} < now() - make_interval(mins => ${PAYMENT_TIMEOUT_MINUTES})`))
    .limit(200);
  for (const { id } of stale) await failPendingPayment(ctx, id, 'The payment did not complete. Please book again.');
  const holds = await queueDueHolds(ctx);
  const unheld = await cancelUnheldBookings(ctx);
  const reschedulesExpired = await expireReschedules(ctx);
  const payoutsReleased = await inTransaction(ctx, (tx) => releasePayouts(ctx, tx));
  return { expired: due.length, failedPayments: stale.length, holds, unheld, reschedulesExpired, payoutsReleased };
}

/** Claims saved cards whose hold is due (the next try moves CARD_HOLD_RETRY_HOURS later) and queues each hold. */
async function queueDueHolds(ctx: AppContext) {
  const retrySeconds = Math.round(ctx.config.bookings.holdRetryHours * 3600);
  return inTransaction(ctx, async (tx) => {
    const claimed = await queryRows<{ id: string; hold_attempts: number }>(
      tx,
      sql`update ${bookings} set hold_attempt_at = now() + make_interval(secs => ${retrySeconds}), hold_attempts = hold_attempts + 1
           where id in (select id from ${bookings}
                         where payment_status in ('card_saved', 'hold_failed') and hold_attempt_at <= now()
                           and status in ('open', 'accepted') and (card_update_deadline is null or card_update_deadline > now())
                         order by hold_attempt_at limit 200 for update skip locked)
       returning id, hold_attempts`,
    );
    for (const row of claimed) await ctx.outbox.enqueue(tx, 'payments', { op: 'hold', bookingId: row.id, attempt: row.hold_attempts });
    return claimed.length;
  });
}

/** No card could be held by the deadline: the booking is cancelled without fee and both sides are told. */
async function cancelUnheldBookings(ctx: AppContext) {
  const due = await ctx.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(inArray(bookings.paymentStatus, [...SAVED_CARD_ONLY]), inArray(bookings.status, ['open', 'accepted']), sql`${bookings.cardUpdateDeadline} <= now()`))
    .limit(200);
  const reason = 'No card could be held for the booking by the deadline';
  for (const { id } of due) {
    await inTransaction(ctx, async (tx) => {
      const moved = await transition(tx, id, 'cancelUnheld', { id: null, role: 'system' }, {
        set: { refundedCents: sql`${bookings.totalCents}`, paymentStatus: 'released', holdAttemptAt: null, cancelledAt: new Date(), cancelReason: reason },
        where: and(inArray(bookings.paymentStatus, [...SAVED_CARD_ONLY]), sql`${bookings.cardUpdateDeadline} <= now()`),
        reason,
      });
      if (!moved) return;
      const b = moved.booking;
      await releaseDiscount(tx, id);
      const names = await serviceNames(tx, b.serviceId);
      const label = (l: Locale) => jobLabel(names, b, l);
      await notify(ctx, tx, [b.customerId], 'CancelBooking', (l) => messagesFor(l).notify.unheldCustomer(label(l)), { bookingId: id });
      await emailBookingCancelled(ctx, tx, id, { by: 'unheld', wasHeld: false });
      if (moved.from === 'accepted' && b.providerId) {
        const [assigned] = await tx.select({ userId: serviceProviders.userId }).from(serviceProviders).where(eq(serviceProviders.id, b.providerId));
        if (assigned) {
          await notify(ctx, tx, [assigned.userId], 'CancelBooking', (l) => messagesFor(l).notify.unheldProvider(label(l)), { bookingId: id });
          await tellProviderJobCancelled(ctx, tx, b, b.providerId, 'unheld');
        }
      } else if (moved.from === 'open') {
        await push(ctx, tx, await matchingProviderUserIds(tx, id, 'list'), 'ReloadBooking', { bookingId: id });
      }
    });
  }
  return due.length;
}
