// The booking lifecycle, in one place. Every route moves a booking only through `transition`, which
// is a conditional UPDATE (… where status in <from>) inside the caller's transaction plus a history
// row — so two requests racing for the same booking cannot both win: the second matches no row.
//
//   pending_payment ──pay──▶ open ──accept──▶ accepted ──start──▶ in_progress ──complete──▶ completed
//        │                    │  ▲               │                    │
//   payment_fail         expire │ └──release─────┤ (provider, before start: offered again)
//        ▼                    ▼                  │                    │
//   payment_failed         expired        cancel (customer / admin; provider only via release)
//                                                ▼
//                                            cancelled
//
//   An admin may also dispatch: open ──assign──▶ accepted, or accepted ──assign──▶ accepted (another provider).
//   The system cancels a booking whose saved card could not be held by the deadline (cancelUnheld).
//
// Another time (reschedule.ts; docs/decisions/030-rescheduling.md), same length, checked as a new booking's start:
//   open      ── customer ──▶ moves now (times only, status stays open)                 history 'rescheduled'
//   accepted  ── customer, more than FULL_REFUND_HOURS_BEFORE_START before the start ──▶ proposal 'pending'
//                (one at a time; inside the window a decline would dodge the late fee)  history 'reschedule_requested'
//     pending ── provider accepts (no overlap with their jobs) ──▶ the job moves        history 'rescheduled'
//             ── provider declines ──▶ the job moves AND release (no fee, not offered to them again)
//             ── customer withdraws ──▶ nothing moves                                   history 'reschedule_withdrawn'
//             ── unanswered at (earlier start − BOOKING_LEAD_MINUTES), sweeper ──▶ expired, nothing moves
//   The card follows the new start: a saved card's hold date and deadline are recomputed; a held card
//   moved further ahead than CARD_HOLD_LEAD_DAYS goes back to card_saved and its hold is released (outbox).
//
// The payment beside it (bookings.payment_status):
//   at booking ≤ CARD_HOLD_LEAD_DAYS ahead: none ──authorise──▶ authorized
//   further ahead:                          none ──save card──▶ card_saved ──hold (days before)──▶ authorized
//                                                                   └──declined──▶ hold_failed ──new card──▶ authorized
//   authorized ──capture──▶ captured;  ──release──▶ released;  ──lapsed and re-authorisation failed──▶ capture_failed
// The payout (payouts.status):
//   held ──captured and confirmation window over──▶ pending ──▶ sending ──▶ paid | failed
//   held/pending ──problem report, dispute, failed capture──▶ frozen ──admin: pay / partial──▶ pending
//                                                                    └──admin: full refund──▶ cancelled
//   paid ──transfer reversed──▶ reversed
//
// What each transition emits (realtime events) is done by the service that calls it,
// next to the transition, in the same transaction; the table below says which.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { BookingStatus } from '@hearth/shared/booking';
import type { Role } from '@hearth/shared/constants';
import type { Tx } from '../../db/client';
import { bookingEvents, bookings } from '../../db/schema';

export type Actor = { id: string | null; role: Role | 'system' };

interface TransitionRule {
  from: readonly BookingStatus[];
  to: BookingStatus;
  by: readonly Actor['role'][];
  /** For the reader: who hears about it. */
  emits: string;
}

export const TRANSITIONS = {
  /** The payment hold succeeded: the booking is offered to matching providers. */
  pay: { from: ['pending_payment'], to: 'open', by: ['system'], emits: 'NewBookingAlert → matching providers' },
  /** The card was declined (or the payment never finished): no booking to offer. */
  paymentFail: { from: ['pending_payment'], to: 'payment_failed', by: ['system'], emits: 'nothing (the customer is answered 402)' },
  /** First come, first served: the first provider's UPDATE wins, the rest match no row (409). */
  accept: { from: ['open'], to: 'accepted', by: ['serviceprovider'], emits: 'AcceptBooking → customer; ReloadBooking → other matching providers' },
  /**
   * An admin dispatches the job to a provider, or moves it to another one before it starts. The
   * caller pins the provider it saw (`where`), so of two admins assigning at once only one wins.
   */
  assign: {
    from: ['open', 'accepted'],
    to: 'accepted',
    by: ['admin'],
    emits: 'AssignProvider → provider and customer; CancelBooking → a replaced provider; ReloadBooking → other matching providers while open',
  },
  /** The assigned provider hands the job back before starting it: it is offered again, not to them. */
  release: { from: ['accepted'], to: 'open', by: ['serviceprovider'], emits: 'ReloadBooking → customer; NewBookingAlert → matching providers' },
  /**
   * The provider starts from JOB_START_WINDOW_MINUTES before the start until JOB_START_GRACE_MINUTES
   * after the scheduled end (the caller's `where`, on the database's clock); an admin at any time.
   */
  start: { from: ['accepted'], to: 'in_progress', by: ['serviceprovider', 'admin'], emits: 'ReloadBooking → customer' },
  /**
   * Not before the scheduled start (admins excepted). The payment is captured (outbox) and the
   * provider's payout recorded as held: it is sent once the capture succeeded and the customer's
   * confirmation window (COMPLETION_CONFIRMATION_HOURS) closed with no problem reported.
   */
  complete: { from: ['in_progress'], to: 'completed', by: ['serviceprovider', 'admin'], emits: 'CompeleteBooking → customer (and an email)' },
  /** The hold is settled by the refund policy (customer) or released in full (admin). */
  cancel: { from: ['open', 'accepted'], to: 'cancelled', by: ['customer', 'admin'], emits: 'CancelBooking → provider, or ReloadBooking → matching providers while open' },
  /** Admins may also stop a job that has started. */
  adminCancelStarted: { from: ['in_progress'], to: 'cancelled', by: ['admin'], emits: 'CancelBooking → customer and provider' },
  /** Nobody accepted before the start time: the hold is released in full. */
  expire: { from: ['open'], to: 'expired', by: ['system'], emits: 'CancelBooking → customer' },
  /** A card saved at booking could not be held and no other card was chosen by the deadline: cancelled without fee. */
  cancelUnheld: { from: ['open', 'accepted'], to: 'cancelled', by: ['system'], emits: 'CancelBooking → customer and the assigned provider (and emails)' },
} as const satisfies Record<string, TransitionRule>;

export type TransitionName = keyof typeof TRANSITIONS;
type BookingRow = typeof bookings.$inferSelect;

/** Bookings that never got paid: not the customer's bookings unless they ask for them, and nothing to act on. */
export const UNPAID: readonly BookingStatus[] = ['pending_payment', 'payment_failed'];

/** Payments with a card kept for a later hold and nothing held yet: there is nothing to capture or release. */
export const SAVED_CARD_ONLY: readonly BookingRow['paymentStatus'][] = ['card_saved', 'hold_failed'];

/**
 * Moves the booking if it is still in one of the rule's `from` states (and `where`, if given, holds),
 * recording who did it and why. Returns the updated row, or null when the booking was not in a
 * state this transition starts from — the caller turns that into the right 409.
 */
export async function transition(
  tx: Tx,
  bookingId: string,
  name: TransitionName,
  actor: Actor,
  opts: { set?: PgUpdateSetSource<typeof bookings>; where?: SQL; reason?: string | null } = {},
): Promise<{ booking: BookingRow; from: BookingStatus } | null> {
  const rule: TransitionRule = TRANSITIONS[name];
  if (!rule.by.includes(actor.role)) throw new Error(`${actor.role} may not ${name} a booking`);
  // The previous status is read in the same statement, so the history row is exact under races.
  const previous = tx.$with('previous').as(
    tx.select({ id: bookings.id, status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId)),
  );
  const [row] = await tx
    .with(previous)
    .update(bookings)
    .set({ ...opts.set, status: rule.to, updatedAt: new Date() })
    .where(and(eq(bookings.id, bookingId), inArray(bookings.status, [...rule.from]), opts.where))
    .returning({ booking: bookings, from: sql<BookingStatus>`(select status from ${previous})` });
  if (!row) return null;
  await tx.insert(bookingEvents).values({
    bookingId,
    actorId: actor.id,
    actorRole: actor.role,
    fromStatus: row.from,
    toStatus: rule.to,
    reason: opts.reason ?? null,
  });
  return row;
}

/** The first history row, written when the booking is created. */
export async function recordCreated(tx: Tx, bookingId: string, actor: Actor) {
  await tx.insert(bookingEvents).values({ bookingId, actorId: actor.id, actorRole: actor.role, fromStatus: null, toStatus: 'pending_payment' });
}
