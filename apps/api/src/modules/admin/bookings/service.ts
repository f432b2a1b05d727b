// Admin console — bookings: search, one booking in full, dispatching it to a provider, cancelling
// with the whole payment given back, partial refunds, starting or completing a job in its provider's
// place, and settling a money issue. Every change is audited in its transaction.
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type {
  AdminBookingDetail,
  AdminBookingIssue,
  AdminBookingListQuery,
  AdminBookingPage,
  AdminBookingPayout,
  AdminBookingRefund,
  AdminRefundResult,
  AssignProviderInput,
  EligibleProvider,
  RefundBookingInput,
  ResolveMoneyIssueInput,
} from '@hearth/shared/admin/bookings/contract';
import { ADMIN_CANCELLABLE_STATUSES, ASSIGNABLE_STATUSES, SETTLEABLE_ISSUE_KINDS } from '@hearth/shared/admin/bookings';
import type { BookingStatus, Resolution } from '@hearth/shared/booking';
import type { ProvinceCode } from '@hearth/shared/constants';
import type { AppContext } from '../../../context';
import { queryRows, type Tx } from '../../../db/client';
import { bookingIssues, bookingRefunds, bookings, payouts, serviceProviders, services, users } from '../../../db/schema';
import { inTransaction } from '../../../outbox/outbox';
import { AppError } from '../../../plugins/errors';
import { notify, push, recordAudit } from '../../events';
import { messagesFor, type Locale } from '../../../i18n';
import {
  adminCompleteJob,
  adminStartJob,
  afterFullRefund,
  bookingHistory,
  bookingProfessionals,
  cancelWithin,
  dollars,
  jobLabel,
  loadBookingView,
  localDay,
  matchingProviderUserIds,
  providerBusyDuring,
  resolveMoneyIssue,
  serviceNames,
  toBooking,
  transition,
} from '../../bookings';
import { containing } from '../../../db/like-patterns';
import { emailProfessionalAssigned, emailRefundIssued, ratedProfessionalName, tellProviderAssigned, tellProviderJobCancelled } from '../../emails';
import { professionalCard } from '../../professionals';

type BookingRow = typeof bookings.$inferSelect;

const NOT_FOUND = 'Booking not found';
const customerUser = alias(users, 'customer_user');
const providerUser = alias(users, 'provider_user');

const fullname = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();
const FSA = /^[A-Za-z]\d[A-Za-z]$/;

// ---- Search -----------------------------------------------------------------------------------

/** Joins what the search filters on and shows: the service, the customer, the provider's user. */
function withParties<T extends PgSelect>(query: T) {
  return query
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(customerUser, eq(customerUser.id, bookings.customerId))
    .leftJoin(serviceProviders, eq(serviceProviders.id, bookings.providerId))
    .leftJoin(providerUser, eq(providerUser.id, serviceProviders.userId));
}

export async function listBookings(ctx: AppContext, q: AdminBookingListQuery): Promise<AdminBookingPage> {
  const conditions: (SQL | undefined)[] = [];
  if (q.status.length) conditions.push(inArray(bookings.status, q.status));
  if (q.from) conditions.push(gte(localDay, sql`${q.from}::date`));
  if (q.to) conditions.push(lte(localDay, sql`${q.to}::date`));
  if (q.serviceId) conditions.push(eq(bookings.serviceId, q.serviceId));
  if (q.area) {
    conditions.push(FSA.test(q.area) ? eq(bookings.fsa, q.area.toUpperCase()) : sql`split_part(${bookings.cityKey}, '|', 1) = ${q.area.toLowerCase()}`);
  }
  if (q.customer) {
    const like = containing(q.customer);
    conditions.push(or(ilike(customerUser.email, like), ilike(sql`${customerUser.firstName} || ' ' || ${customerUser.lastName}`, like), ilike(bookings.email, like)));
  }
  if (q.provider) {
    const like = containing(q.provider);
    conditions.push(or(ilike(providerUser.email, like), ilike(sql`${providerUser.firstName} || ' ' || ${providerUser.lastName}`, like)));
  }
  const where = and(...conditions);
  const direction = q.order === 'asc' ? asc : desc;
  const column = q.sort === 'createdAt' ? bookings.createdAt : bookings.startsAt;

  const columns = {
    booking: bookings,
    service: { id: services.id, name: services.name },
    customer: { id: customerUser.id, firstName: customerUser.firstName, lastName: customerUser.lastName, email: customerUser.email },
    providerFirst: providerUser.firstName,
    providerLast: providerUser.lastName,
  };
  const [rows, totals] = await Promise.all([
    withParties(ctx.db.select(columns).from(bookings).$dynamic())
      .where(where)
      .orderBy(direction(column), direction(bookings.id))
      .limit(q.size)
      .offset((q.pageNo - 1) * q.size),
    withParties(ctx.db.select({ n: count() }).from(bookings).$dynamic()).where(where),
  ]);
  const total = totals[0]?.n ?? 0;
  return {
    items: rows.map(({ booking: b, service, customer, providerFirst, providerLast }) => ({
      _id: b.id,
      status: b.status,
      service: { _id: service.id, name: service.name },
      scheduledAt: b.startsAt.toISOString(),
      endsAt: b.endsAt.toISOString(),
      province: b.province as ProvinceCode,
      area: { fsa: b.fsa, city: b.address.city },
      customer: { _id: customer.id, fullname: fullname(customer), email: customer.email },
      provider: b.providerId && providerFirst !== null ? { _id: b.providerId, fullname: fullname({ firstName: providerFirst, lastName: providerLast ?? '' }) } : null,
      totalCents: b.totalCents,
      refundedCents: b.refundedCents,
      paymentStatus: b.paymentStatus,
      createdAt: b.createdAt.toISOString(),
    })),
    total,
    pageNo: q.pageNo,
    size: q.size,
    pages: Math.max(1, Math.ceil(total / q.size)),
  };
}

// ---- One booking ------------------------------------------------------------------------------

const LIVE: BookingStatus[] = ['open', 'accepted', 'in_progress'];

/**
 * How a partial refund would move money now: captured money goes back through the gateway; a hold
 * on a job not done yet is captured for less; anything else (released, never paid, or a capture
 * still on its way through the outbox) cannot be refunded at the moment.
 */
function refundMode(b: Pick<BookingRow, 'status' | 'paymentStatus'>): 'gateway' | 'hold' | null {
  if (b.paymentStatus === 'captured') return 'gateway';
  if (b.paymentStatus === 'authorized' && LIVE.includes(b.status)) return 'hold';
  return null;
}

const refundableCents = (b: BookingRow) => (refundMode(b) ? b.totalCents - b.refundedCents : 0);

async function listRefunds(db: Tx, bookingId: string): Promise<AdminBookingRefund[]> {
  const rows = await db
    .select({ refund: bookingRefunds, actorFirst: users.firstName, actorLast: users.lastName })
    .from(bookingRefunds)
    .leftJoin(users, eq(users.id, bookingRefunds.actorId))
    .where(eq(bookingRefunds.bookingId, bookingId))
    .orderBy(desc(bookingRefunds.createdAt), desc(bookingRefunds.id));
  return rows.map(({ refund: r, actorFirst, actorLast }) => toRefund(r, r.actorId && actorFirst !== null ? fullname({ firstName: actorFirst, lastName: actorLast ?? '' }) : null));
}

const isoOrNull = (at: Date | null) => at?.toISOString() ?? null;

function toPayout(p: typeof payouts.$inferSelect): AdminBookingPayout {
  return { _id: p.id, kind: p.kind, status: p.status, amountCents: p.amountCents, payableAt: p.payableAt.toISOString(), paidAt: isoOrNull(p.paidAt), lastError: p.lastError };
}

function toIssue(i: typeof bookingIssues.$inferSelect): AdminBookingIssue {
  return {
    _id: i.id,
    kind: i.kind,
    status: i.status,
    description: i.description,
    resolution: i.resolution,
    createdAt: i.createdAt.toISOString(),
    resolvedAt: isoOrNull(i.resolvedAt),
  };
}

/**
 * An admin settles an open problem report, dispute or failed capture, or a payout frozen for one —
 * while the payout has not left yet (held or frozen), as settling decides what it becomes.
 */
function needsSettling(issues: AdminBookingIssue[], payout: AdminBookingPayout | null) {
  if (payout?.status === 'frozen') return true;
  return payout?.status === 'held' && issues.some((i) => i.status !== 'closed' && i.resolvedAt === null && SETTLEABLE_ISSUE_KINDS.includes(i.kind));
}

function toRefund(r: typeof bookingRefunds.$inferSelect, actorName: string | null): AdminBookingRefund {
  return {
    _id: r.id,
    amountCents: r.amountCents,
    reason: r.reason,
    status: r.status,
    gatewayRefundId: r.gatewayRefundId,
    actor: r.actorId && actorName !== null ? { _id: r.actorId, fullname: actorName } : null,
    createdAt: r.createdAt.toISOString(),
  };
}

async function detailWithin(ctx: AppContext, db: Tx, bookingId: string): Promise<AdminBookingDetail> {
  const view = await loadBookingView(db, bookingId);
  if (!view) throw new AppError(404, NOT_FOUND);
  const b = view.booking;
  const [[customer], providerRows, history, refunds, [payoutRow], issueRows] = await Promise.all([
    db.select().from(users).where(eq(users.id, b.customerId)),
    b.providerId
      ? db.select({ provider: serviceProviders, user: users }).from(serviceProviders).innerJoin(users, eq(users.id, serviceProviders.userId)).where(eq(serviceProviders.id, b.providerId))
      : Promise.resolve([]),
    bookingHistory(db, bookingId),
    listRefunds(db, bookingId),
    db.select().from(payouts).where(eq(payouts.bookingId, bookingId)),
    db.select().from(bookingIssues).where(eq(bookingIssues.bookingId, bookingId)).orderBy(desc(bookingIssues.createdAt), desc(bookingIssues.id)),
  ]);
  const assigned = providerRows[0];
  const refundable = refundableCents(b);
  const payout = payoutRow ? toPayout(payoutRow) : null;
  const issues = issueRows.map(toIssue);
  return {
    booking: { ...toBooking(ctx, view, 'en', await bookingProfessionals({ config: ctx.config, db }, [view])), history },
    customer: { _id: b.customerId, fullname: customer ? fullname(customer) : '', email: customer?.email ?? b.email, phonenumber: customer?.phone ?? null },
    provider: assigned
      ? { _id: assigned.provider.id, userId: assigned.user.id, fullname: fullname(assigned.user), email: assigned.user.email, phonenumber: assigned.user.phone }
      : null,
    payment: { status: b.paymentStatus, paymentId: b.paymentId, error: b.paymentError, refundableCents: refundable },
    refunds,
    capturedCents: b.capturedCents,
    holdExpiresAt: isoOrNull(b.holdExpiresAt),
    cardUpdateDeadline: isoOrNull(b.cardUpdateDeadline),
    confirmationEndsAt: isoOrNull(b.confirmationEndsAt),
    problemReportedAt: isoOrNull(b.problemReportedAt),
    disputedAt: isoOrNull(b.disputedAt),
    payout,
    issues,
    can: {
      assign: ASSIGNABLE_STATUSES.includes(b.status),
      cancel: ADMIN_CANCELLABLE_STATUSES.includes(b.status),
      refund: refundable > 0,
      start: b.status === 'accepted',
      // An accepted job is started and completed in one go.
      complete: b.status === 'accepted' || b.status === 'in_progress',
      settle: needsSettling(issues, payout),
    },
    cancelReason: b.cancelReason,
  };
}

export const bookingDetail = (ctx: AppContext, bookingId: string) => detailWithin(ctx, ctx.db, bookingId);

// ---- Dispatch ---------------------------------------------------------------------------------

/** Approved, reachable (phone verified, not deactivated) providers who offer the booking's service and are free then. */
const eligibleSql = (bookingId: string) => sql`
  from service_providers sp
  join users u on u.id = sp.user_id
  join bookings b on b.id = ${bookingId}
  where sp.verification_status = 'approved' and u.phone_verified_at is not null and u.deactivated_at is null
    and exists (select 1 from provider_services ps where ps.provider_id = sp.id and ps.service_id = b.service_id)
    and not exists (
      select 1 from bookings busy where busy.provider_id = sp.id and busy.status in ('accepted', 'in_progress')
        and busy.id <> b.id and busy.starts_at < b.ends_at and busy.ends_at > b.starts_at)`;

const inAreaSql = sql`exists (select 1 from provider_areas pa where pa.provider_id = sp.id
  and ((pa.kind = 'fsa' and pa.value = b.fsa) or (pa.kind = 'city' and pa.value = b.city_key)))`;

/** Providers an admin may assign, those whose areas cover the job first; the current one is left out. */
export async function eligibleProviders(ctx: AppContext, bookingId: string, search: string | undefined): Promise<EligibleProvider[]> {
  const [booking] = await ctx.db.select({ providerId: bookings.providerId }).from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) throw new AppError(404, NOT_FOUND);
  const like = search ? containing(search) : null;
  const rows = await queryRows<{ id: string; first_name: string; last_name: string; email: string; in_area: boolean }>(
    ctx.db,
    sql`select sp.id, u.first_name, u.last_name, u.email, ${inAreaSql} as in_area ${eligibleSql(bookingId)}
      and (b.provider_id is null or sp.id <> b.provider_id)
      ${like ? sql`and (u.email ilike ${like} or (u.first_name || ' ' || u.last_name) ilike ${like})` : sql``}
      order by in_area desc, u.first_name, u.last_name, sp.id
      limit 50`,
  );
  return rows.map((r) => ({ _id: r.id, fullname: fullname({ firstName: r.first_name, lastName: r.last_name }), email: r.email, inArea: r.in_area }));
}

const CHANGED = 'Someone else changed this booking meanwhile. Reload it and try again.';

/**
 * Gives an open or accepted booking to a provider. The provider row is locked (their accepts and
 * assignments run one at a time, so no overlapping jobs) and the booking moves only if it still has
 * the provider this admin saw (`currentProviderId`, else the one read here): of two admins
 * assigning at once, the second gets a 409.
 */
export async function assignProvider(ctx: AppContext, adminId: string, bookingId: string, input: AssignProviderInput): Promise<AdminBookingDetail> {
  const { providerId } = input;
  return inTransaction(ctx, async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
    if (!booking) throw new AppError(404, NOT_FOUND);
    if (input.currentProviderId !== undefined && input.currentProviderId !== booking.providerId) throw new AppError(409, CHANGED);
    if (!ASSIGNABLE_STATUSES.includes(booking.status)) throw new AppError(409, `A booking that is ${booking.status.replace('_', ' ')} cannot be assigned`);
    if (booking.providerId === providerId) throw new AppError(409, 'This provider is already assigned to the booking');
    const [chosen] = await tx
      .select({ provider: serviceProviders, user: users })
      .from(serviceProviders)
      .innerJoin(users, eq(users.id, serviceProviders.userId))
      .where(eq(serviceProviders.id, providerId))
      .for('update', { of: serviceProviders });
    if (!chosen) throw new AppError(400, 'Provider not found', { providerId: 'Provider not found' });
    const [eligible] = await queryRows<{ ok: boolean }>(tx, sql`select true as ok ${eligibleSql(bookingId)} and sp.id = ${providerId}`);
    if (!eligible) {
      if (await providerBusyDuring(tx, providerId, bookingId)) throw new AppError(409, 'This provider already has a job at that time');
      const why = 'This provider cannot take the booking: they must be approved, reachable and offer this service';
      throw new AppError(400, why, { providerId: why });
    }
    const moved = await transition(tx, bookingId, 'assign', { id: adminId, role: 'admin' }, {
      // An arrival time belongs to the professional who gave it: another one starts without one.
      set: { providerId, acceptedAt: new Date(), onTheWayAt: null, arrivalEta: null },
      // Pinned to what this admin saw: a concurrent assignment (or accept) makes this match no row.
      where: sql`${bookings.providerId} is not distinct from ${booking.providerId}::uuid`,
      reason: booking.providerId ? 'Reassigned by an admin' : 'Assigned by an admin',
    });
    if (!moved) throw new AppError(409, CHANGED);

    const names = await serviceNames(tx, booking.serviceId);
    const label = (l: Locale) => jobLabel(names, booking, l);
    await notify(ctx, tx, [chosen.user.id], 'AssignProvider', (l) => messagesFor(l).notify.adminAssignedProvider(label(l)), { bookingId });
    // An assignable provider is a working account: their card reads the same in every language.
    const card = await professionalCard({ config: ctx.config, db: tx }, providerId);
    await notify(ctx, tx, [booking.customerId], 'AssignProvider', (l) => messagesFor(l).notify.adminAssignedCustomer(ratedProfessionalName(card, l), label(l)), { bookingId });
    await tellProviderAssigned(ctx, tx, bookingId);
    await emailProfessionalAssigned(ctx, tx, bookingId, { byHearth: true });
    let replaced: string | null = null;
    if (booking.providerId) {
      // The job leaves the replaced provider's list: CancelBooking tells them (a toast and a
      // notification) rather than a silent ReloadBooking, since they may have planned their day on it.
      const [previous] = await tx.select({ userId: serviceProviders.userId }).from(serviceProviders).where(eq(serviceProviders.id, booking.providerId));
      replaced = previous?.userId ?? null;
      if (replaced) await notify(ctx, tx, [replaced], 'CancelBooking', (l) => messagesFor(l).notify.moved(label(l)), { bookingId });
      await tellProviderJobCancelled(ctx, tx, moved.booking, booking.providerId, 'moved');
    } else {
      // It was on offer: the other providers' available lists drop it.
      const others = (await matchingProviderUserIds(tx, bookingId, 'list')).filter((id) => id !== chosen.user.id);
      await push(ctx, tx, others, 'ReloadBooking', { bookingId });
    }
    await recordAudit(tx, {
      actorId: adminId,
      action: booking.providerId ? 'booking.reassign' : 'booking.assign',
      entity: 'booking',
      entityId: bookingId,
      before: { status: booking.status, providerId: booking.providerId },
      after: { status: moved.booking.status, providerId },
    });
    return detailWithin(ctx, tx, bookingId);
  });
}

// ---- Money ------------------------------------------------------------------------------------

/** Cancels with the whole payment given back (the hold released), recorded as an admin refund. */
export async function cancelBooking(ctx: AppContext, adminId: string, bookingId: string, reason: string): Promise<AdminBookingDetail> {
  return inTransaction(ctx, async (tx) => {
    const { before, refundCents } = await cancelWithin(ctx, tx, { id: adminId, role: 'admin' }, bookingId, reason);
    const released = refundCents - before.refundedCents;
    if (released > 0) {
      // Taken off the hold, never charged: nothing for the gateway to send back, hence no refund id.
      await tx.insert(bookingRefunds).values({ bookingId, amountCents: released, reason, actorId: adminId, status: 'succeeded' });
    }
    await recordAudit(tx, {
      actorId: adminId,
      action: 'booking.cancel',
      entity: 'booking',
      entityId: bookingId,
      before: { status: before.status, refundedCents: before.refundedCents },
      after: { status: 'cancelled', refundedCents: refundCents, reason },
    });
    // The customer's and the provider's emails went with the cancellation itself (cancelWithin).
    return detailWithin(ctx, tx, bookingId);
  });
}

const IDEMPOTENCY_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A partial refund: never more than was paid less what was already given back. The Idempotency-Key
 * (a UUID) becomes the refund's id, so a retried request finds its refund instead of making another.
 */
export async function refundBooking(ctx: AppContext, adminId: string, bookingId: string, idempotencyKey: string | undefined, input: RefundBookingInput): Promise<AdminRefundResult> {
  if (!idempotencyKey || !IDEMPOTENCY_KEY.test(idempotencyKey)) throw new AppError(400, 'An Idempotency-Key header (a UUID) is required');
  const refundId = idempotencyKey.toLowerCase();
  return inTransaction(ctx, async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
    if (!booking) throw new AppError(404, NOT_FOUND);
    // Claim the key first: a concurrent retry waits here, then finds the row and replays it.
    const [claimed] = await tx
      .insert(bookingRefunds)
      .values({ id: refundId, bookingId, amountCents: input.amountCents, reason: input.reason, actorId: adminId })
      .onConflictDoNothing()
      .returning();
    if (!claimed) return replay(tx, refundId, bookingId, input);

    const mode = refundMode(booking);
    if (!mode) {
      throw new AppError(
        booking.paymentStatus === 'authorized' ? 409 : 400,
        booking.paymentStatus === 'authorized' ? 'The payment is still being captured. Try again in a minute.' : 'There is no payment left to refund on this booking',
      );
    }
    const left = booking.totalCents - booking.refundedCents;
    if (input.amountCents > left) {
      const message = `You can refund at most ${dollars(left)}: ${dollars(booking.totalCents)} paid, ${dollars(booking.refundedCents)} already refunded`;
      throw new AppError(400, message, { amountCents: message });
    }
    const [updated] = await tx
      .update(bookings)
      .set({ refundedCents: sql`${bookings.refundedCents} + ${input.amountCents}`, updatedAt: new Date() })
      .where(
        and(
          eq(bookings.id, bookingId),
          sql`${bookings.refundedCents} + ${input.amountCents} <= ${bookings.totalCents}`,
          mode === 'gateway' ? eq(bookings.paymentStatus, 'captured') : and(eq(bookings.paymentStatus, 'authorized'), inArray(bookings.status, LIVE)),
        ),
      )
      .returning();
    if (!updated) throw new AppError(409, 'This booking changed while you were refunding it. Reload it and try again.');
    if (mode === 'gateway' && updated.refundedCents === updated.totalCents) await afterFullRefund(tx, bookingId);

    let refund = claimed;
    if (mode === 'gateway') await ctx.outbox.enqueue(tx, 'payments', { op: 'refund', refundId });
    // A hold is simply captured for less when the job is done: nothing to send to the gateway.
    else [refund = claimed] = await tx.update(bookingRefunds).set({ status: 'succeeded' }).where(eq(bookingRefunds.id, refundId)).returning();

    await recordAudit(tx, {
      actorId: adminId,
      action: 'booking.refund',
      entity: 'booking',
      entityId: bookingId,
      before: { refundedCents: booking.refundedCents },
      after: { refundedCents: updated.refundedCents, amountCents: input.amountCents, reason: input.reason, refundId },
    });
    // Money off a hold is settled now; a refund to the card is emailed once the gateway has sent it (payments.ts).
    if (mode === 'hold') await emailRefundIssued(ctx, tx, refundId);
    await push(ctx, tx, [booking.customerId], 'ReloadBooking', { bookingId });
    return { refund: toRefund(refund, null), refundedCents: updated.refundedCents, refundableCents: updated.totalCents - updated.refundedCents };
  });
}

/** The same Idempotency-Key again: the refund it made, if it is the same request. */
async function replay(tx: Tx, refundId: string, bookingId: string, input: RefundBookingInput): Promise<AdminRefundResult> {
  const [existing] = await tx.select().from(bookingRefunds).where(eq(bookingRefunds.id, refundId));
  if (!existing || existing.bookingId !== bookingId || existing.amountCents !== input.amountCents) {
    throw new AppError(409, 'This Idempotency-Key was already used for a different refund');
  }
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
  return { refund: toRefund(existing, null), refundedCents: booking!.refundedCents, refundableCents: refundableCents(booking!) };
}

// ---- Acting for the provider, settling issues ---------------------------------------------------

/** What the audit log keeps of a booking's money around an admin's action. */
async function moneyState(tx: Tx, bookingId: string) {
  const [state] = await tx
    .select({
      status: bookings.status,
      paymentStatus: bookings.paymentStatus,
      capturedCents: bookings.capturedCents,
      refundedCents: bookings.refundedCents,
      payoutStatus: payouts.status,
      payoutCents: payouts.amountCents,
    })
    .from(bookings)
    .leftJoin(payouts, eq(payouts.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId));
  return state ?? null;
}

/**
 * Runs one of the bookings module's admin actions (it checks the booking's state and moves its
 * money) and audits it with the state before and after, all in one transaction.
 */
async function auditedAction<T>(
  ctx: AppContext,
  adminId: string,
  bookingId: string,
  action: string,
  run: (tx: Tx) => Promise<T>,
  details: (result: T) => Record<string, unknown>,
): Promise<{ result: T; detail: AdminBookingDetail }> {
  return inTransaction(ctx, async (tx) => {
    const before = await moneyState(tx, bookingId);
    if (!before) throw new AppError(404, NOT_FOUND);
    const result = await run(tx);
    const after = await moneyState(tx, bookingId);
    await recordAudit(tx, { actorId: adminId, action, entity: 'booking', entityId: bookingId, before, after: { ...after, ...details(result) } });
    return { result, detail: await detailWithin(ctx, tx, bookingId) };
  });
}

/** Starts an accepted job for its provider (who could not, say, from a dead phone). */
export async function startJob(ctx: AppContext, adminId: string, bookingId: string, reason: string): Promise<AdminBookingDetail> {
  const { detail } = await auditedAction(ctx, adminId, bookingId, 'booking.start', (tx) => adminStartJob(ctx, tx, adminId, bookingId, reason), () => ({ reason }));
  return detail;
}

/** Completes a job for its provider: the payment is captured and the payout held as after any completion. */
export async function completeJob(ctx: AppContext, adminId: string, bookingId: string, reason: string): Promise<AdminBookingDetail> {
  const { detail } = await auditedAction(ctx, adminId, bookingId, 'booking.complete', (tx) => adminCompleteJob(ctx, tx, adminId, bookingId, reason), () => ({ reason }));
  return detail;
}

const RESOLVED: Record<Resolution, (money: { refundCents: number; payoutCents: number }) => string> = {
  pay: ({ payoutCents }) => `Resolved: the professional is paid ${dollars(payoutCents)}`,
  partial_refund: ({ refundCents, payoutCents }) => `Resolved: ${dollars(refundCents)} refunded, ${dollars(payoutCents)} paid to the professional`,
  full_refund: ({ refundCents }) => (refundCents > 0 ? `Resolved: ${dollars(refundCents)} refunded in full; no payout` : 'Resolved: the card was never charged; no payout'),
};

/** Settles a problem report, a dispute, a failed capture or a frozen payout; the message says where the money went. */
export async function resolveIssue(ctx: AppContext, adminId: string, bookingId: string, input: ResolveMoneyIssueInput): Promise<{ detail: AdminBookingDetail; message: string }> {
  const { result, detail } = await auditedAction(
    ctx,
    adminId,
    bookingId,
    'booking.resolve',
    (tx) => resolveMoneyIssue(ctx, tx, adminId, bookingId, input),
    (money) => ({ outcome: input.outcome, reason: input.reason, refundCents: money.refundCents, payoutCents: money.payoutCents }),
  );
  return { detail, message: RESOLVED[input.outcome](result) };
}
