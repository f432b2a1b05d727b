// Bookings: creating and paying (idempotent), the customer's and provider's views, and every move
// through the lifecycle (state-machine.ts) with the events, refunds and payouts it brings.
import { and, asc, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { AvailableBooking, Booking, BookingQuote, CreatedBooking, Paged, ProviderJob, ProviderJobCounts } from '@hearth/shared/api-types';
import {
  ALREADY_ACCEPTED_MESSAGE,
  customerRefund,
  forwardSortationArea,
  localDateTime,
  priceBooking,
  scheduleError,
  type BookingStatus,
  type RefundPolicy,
} from '@hearth/shared/booking';
import type { ProvinceCode } from '@hearth/shared/constants';
import type { z } from 'zod';
import type { bookingQuoteSchema, createBookingSchema } from '@hearth/shared/schemas/booking';
import type { AppContext } from '../../context';
import type { PaymentWebhookEvent } from '../../adapters/payments';
import type { Tx } from '../../db/client';
import { bookingReleases, bookings, payouts, serviceProviders, services, users } from '../../db/schema';
import { inTransaction } from '../../outbox/outbox';
import { AppError } from '../../plugins/errors';
import { paymentForBooking, recordSavedCard } from '../payment-methods/service';
import type { AuthUser } from '../../plugins/auth';
import { notify, push } from '../notifications/service';
import { providerOf, requireApproved } from '../providers/service';
import { bookingHistory, loadBookingView, selectBookingViews, toAvailableBooking, toBooking, toProviderJob, type BookingView } from './booking-dto';
import { redeemDiscount, releaseDiscount, resolveDiscount } from './discounts';
import { localDayBetween } from './local-day';
import { availableBookingsWhere, matchingProviderUserIds, providerServesBooking, providerStanding } from './matching';
import { transition, recordCreated, type Actor } from './state-machine';

type CreateInput = z.output<typeof createBookingSchema>;
type QuoteInput = z.output<typeof bookingQuoteSchema>;
type BookingRow = typeof bookings.$inferSelect;

const NOT_FOUND = 'Booking not found';
const NOT_OFFERED = 'This booking is not offered to you';
const paged = <T>(items: T[], total: number, pageNo: number, size: number): Paged<T> => ({ items, total, pageNo, size, pages: Math.max(1, Math.ceil(total / size)) });

/** Built once: a formatter per call (toLocaleDateString) costs more than the rest of the label. */
const labelDay = new Intl.DateTimeFormat('en-CA', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "Deep Cleaning on Sat 28 Nov, 10:00" in the job's own time zone, for notification messages. */
export function jobLabel(serviceName: string, b: Pick<BookingRow, 'startsAt' | 'province'>) {
  const { date, time } = localDateTime(b.startsAt, b.province as ProvinceCode);
  const day = labelDay.format(new Date(`${date}T12:00:00Z`));
  return `${serviceName} on ${day}, ${time}`;
}

async function activeService(db: Tx, serviceId: string) {
  const [service] = await db.select().from(services).where(and(eq(services.id, serviceId), eq(services.active, true)));
  if (!service) throw new AppError(400, 'This service is not available', { serviceId: 'This service is not available' });
  return service;
}

function checkQuantity(service: typeof services.$inferSelect, quantity: number) {
  if (service.priceUnit === 'job' && quantity !== 1) {
    throw new AppError(400, 'This service is priced per visit', { quantity: 'This service is priced per visit; quantity must be 1' });
  }
}

// ---- Quote and create -------------------------------------------------------------------------

export async function quote(ctx: AppContext, customerId: string | null, input: QuoteInput): Promise<BookingQuote> {
  const service = await activeService(ctx.db, input.serviceId);
  checkQuantity(service, input.quantity);
  const subtotal = service.startingPriceCents * input.quantity;
  const resolved = input.discountCode ? await resolveDiscount(ctx.db, input.discountCode, customerId, subtotal) : null;
  const discount = resolved && 'terms' in resolved ? resolved.terms : null;
  return {
    amounts: priceBooking({ unitPriceCents: service.startingPriceCents, quantity: input.quantity, province: input.province as ProvinceCode, discount }),
    discountError: resolved && 'error' in resolved ? resolved.error : null,
  };
}

const IDEMPOTENCY_KEY = /^[\w-]{8,200}$/;

/**
 * Creates the booking and places the payment hold in one call. The booking row (with the client's
 * Idempotency-Key) is written first, so a retry — even a concurrent one — finds it and continues
 * or replays it; the gateway is called with a key derived from the booking, so it never charges twice.
 */
export async function createBooking(ctx: AppContext, customer: AuthUser, idempotencyKey: string | undefined, input: CreateInput): Promise<{ status: 201; body: CreatedBooking }> {
  if (!idempotencyKey || !IDEMPOTENCY_KEY.test(idempotencyKey)) {
    throw new AppError(400, 'An Idempotency-Key header (8–200 letters, digits, - or _) is required');
  }
  // Before anything is written: preparing the payment can already create a gateway customer.
  await requireVerifiedEmail(ctx, customer);
  const payment = await paymentForBooking(ctx, customer.id, input.paymentMethodId, input.savePaymentMethod ?? false);
  // Independent reads, side by side: a retry's booking, and the service a new one would be for.
  const [existing, found] = await Promise.allSettled([findByKey(ctx, customer.id, idempotencyKey), activeService(ctx.db, input.serviceId)]);
  if (existing.status === 'rejected') throw existing.reason;
  if (existing.value) return settleCreation(ctx, existing.value, payment);
  if (found.status === 'rejected') throw found.reason;
  const service = found.value;
  checkQuantity(service, input.quantity);
  if (service.requiresDescription && !input.note) throw new AppError(400, 'Description is required', { note: 'Description is required' });
  const province = input.address.province as ProvinceCode;
  const startsAt = new Date(input.scheduledAt);
  const when = scheduleError(startsAt, province);
  if (when) throw new AppError(400, when, { scheduledAt: when });

  const subtotal = service.startingPriceCents * input.quantity;
  const resolved = input.discountCode ? await resolveDiscount(ctx.db, input.discountCode, customer.id, subtotal) : null;
  if (resolved && 'error' in resolved) throw new AppError(400, resolved.error, { discountCode: resolved.error });
  const discount = resolved && 'row' in resolved ? resolved : null;
  const amounts = priceBooking({ unitPriceCents: service.startingPriceCents, quantity: input.quantity, province, discount: discount?.terms });
  // The provider's share is of the price before tax; the platform bears any discount.
  const commissionCents = Math.round((amounts.subtotal * ctx.config.bookings.commissionPercent) / 100);
  const minutes = service.durationMinutes * (service.priceUnit === 'hour' ? input.quantity : 1);

  const inserted = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bookings)
      .values({
        customerId: customer.id,
        serviceId: service.id,
        status: 'pending_payment',
        idempotencyKey,
        startsAt,
        endsAt: new Date(startsAt.getTime() + minutes * 60_000),
        quantity: input.quantity,
        address: { ...input.address, province },
        fsa: forwardSortationArea(input.address.postcode),
        cityKey: `${input.address.city.trim().toLowerCase()}|${province}`,
        province,
        note: input.note,
        phone: input.phonenumber,
        email: input.email,
        zipcode: input.zipcode,
        discountId: discount?.row.id ?? null,
        discountCode: discount?.row.code ?? null,
        unitPriceCents: service.startingPriceCents,
        subtotalCents: amounts.subtotal,
        discountCents: amounts.discount,
        taxCents: amounts.tax,
        totalCents: amounts.total,
        taxes: amounts.taxes,
        payoutCents: amounts.subtotal - commissionCents,
        commissionCents,
        paymentMethodId: payment.paymentMethodId,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return null; // the same key arrived concurrently: continue with that booking
    await recordCreated(tx, row.id, { id: customer.id, role: 'customer' });
    if (discount) await redeemDiscount(tx, discount.row.id, customer.id, row.id);
    return row;
  });
  return settleCreation(ctx, inserted ?? (await findByKey(ctx, customer.id, idempotencyKey))!, payment, service.name);
}

/**
 * A booking puts a hold on a card, so the customer must first prove the account's email is theirs:
 * receipts, the provider's questions and any dispute go there. Checked on every booking: an address
 * stays verified once it is, so this is the same as checking before the first one.
 */
async function requireVerifiedEmail(ctx: AppContext, customer: AuthUser) {
  if (customer.emailVerified) return;
  const [row] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, customer.id));
  const message = `Verify your email before booking. We sent a link to ${row?.email ?? 'your email address'}.`;
  throw new AppError(403, message, { email: message });
}

async function findByKey(ctx: AppContext, customerId: string, key: string) {
  const [row] = await ctx.db.select().from(bookings).where(and(eq(bookings.customerId, customerId), eq(bookings.idempotencyKey, key)));
  return row ?? null;
}

const created = (b: BookingRow): { status: 201; body: CreatedBooking } => ({
  status: 201,
  body: { _id: b.id, status: b.status, amounts: { subtotal: b.subtotalCents, discount: b.discountCents, tax: b.taxCents, total: b.totalCents, taxes: b.taxes } },
});

type BookingPayment = Awaited<ReturnType<typeof paymentForBooking>>;

/** Takes a booking as far as its payment allows and answers as the first request did. */
async function settleCreation(ctx: AppContext, booking: BookingRow, payment: BookingPayment, serviceName?: string): Promise<{ status: 201; body: CreatedBooking }> {
  if (booking.status === 'payment_failed') throw new AppError(402, booking.paymentError ?? 'Your card was declined.');
  if (booking.status !== 'pending_payment' || booking.paymentId) return created(booking);

  const result = await ctx.payments.authorize({
    amountCents: booking.totalCents,
    paymentMethodId: booking.paymentMethodId,
    idempotencyKey: `booking-${booking.id}`,
    description: `Hearth booking ${booking.id}`,
    metadata: { bookingId: booking.id },
    customerId: payment.customerId,
    savePaymentMethod: payment.save,
  });
  if (result.status === 'declined') {
    await ctx.db.transaction(async (tx) => {
      const failed = await transition(tx, booking.id, 'paymentFail', { id: null, role: 'system' }, {
        set: { paymentStatus: 'failed', paymentError: result.message, paymentId: result.paymentId },
        reason: result.message,
      });
      if (failed) await releaseDiscount(tx, booking.id);
    });
    throw new AppError(402, result.message);
  }
  if (result.status === 'requires_action') {
    // The customer confirms with their bank in the browser; the gateway's webhook opens the booking.
    await ctx.db.update(bookings).set({ paymentId: result.paymentId }).where(eq(bookings.id, booking.id));
    return { status: 201, body: { ...created(booking).body, status: 'pending_payment', clientSecret: result.clientSecret } };
  }
  const opened = await openPaidBooking(ctx, booking.id, result.paymentId, serviceName);
  if (result.savedCard) {
    // The booking is paid either way: a card that cannot be kept (the limit) is only logged.
    await recordSavedCard(ctx, booking.customerId, result.savedCard, false).catch((err: unknown) => ctx.log.warn({ err, bookingId: booking.id }, 'the card used for a booking could not be saved'));
  }
  return created(opened ?? booking);
}

/** pending_payment → open once the hold is in place, alerting every matching provider. */
export async function openPaidBooking(ctx: AppContext, bookingId: string, paymentId: string, knownServiceName?: string) {
  return inTransaction(ctx, async (tx) => {
    const moved = await transition(tx, bookingId, 'pay', { id: null, role: 'system' }, { set: { paymentId, paymentStatus: 'authorized' } });
    if (!moved) {
      const [current] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
      return current ?? null;
    }
    await alertMatchingProviders(ctx, tx, moved.booking, knownServiceName);
    return moved.booking;
  });
}

export async function serviceName(tx: Tx, serviceId: string) {
  const [s] = await tx.select({ name: services.name }).from(services).where(eq(services.id, serviceId));
  return s?.name ?? 'A service';
}

async function alertMatchingProviders(ctx: AppContext, tx: Tx, booking: BookingRow, knownServiceName?: string) {
  const recipients = await matchingProviderUserIds(tx, booking.id);
  const label = jobLabel(knownServiceName ?? (await serviceName(tx, booking.serviceId)), booking);
  await notify(ctx, tx, recipients, 'NewBookingAlert', `New booking available: ${label} in ${booking.fsa}`, { bookingId: booking.id });
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

/** A verified gateway webhook: a 3-D Secure confirmation finished, failed, or the hold was cancelled. */
export async function applyPaymentEvent(ctx: AppContext, event: PaymentWebhookEvent) {
  const [booking] = await ctx.db.select().from(bookings).where(eq(bookings.paymentId, event.paymentId));
  if (!booking) return;
  if (event.type === 'authorized') await openPaidBooking(ctx, booking.id, event.paymentId);
  else await failPendingPayment(ctx, booking.id, event.message ?? 'The payment did not complete. Please book again.');
}

// ---- Reading ----------------------------------------------------------------------------------

/** Bookings that never got paid are not the customer's bookings unless they ask for them. */
const UNPAID: BookingStatus[] = ['pending_payment', 'payment_failed'];

/** A page of a booking list, optionally by status and by local day (from…to, inclusive). */
export interface BookingListQuery {
  status: BookingStatus[];
  from?: string;
  to?: string;
  pageNo: number;
  size: number;
}

export async function listCustomerBookings(ctx: AppContext, customerId: string, { status: statuses, from, to, pageNo, size }: BookingListQuery): Promise<Paged<Booking>> {
  const where = and(
    eq(bookings.customerId, customerId),
    statuses.length ? inArray(bookings.status, statuses) : notInArray(bookings.status, UNPAID),
    localDayBetween(from, to),
  );
  const [rows, [total]] = await Promise.all([
    selectBookingViews(ctx.db, where, [desc(bookings.startsAt), desc(bookings.id)])
      .limit(size)
      .offset((pageNo - 1) * size),
    ctx.db.select({ n: count() }).from(bookings).where(where),
  ]);
  return paged(
    rows.map((r) => toBooking(ctx, r)),
    total?.n ?? 0,
    pageNo,
    size,
  );
}

const CUSTOMER_CANCELLABLE: BookingStatus[] = ['open', 'accepted'];

function cancellationFor(b: BookingRow): { policy: RefundPolicy; refundCents: number } | null {
  if (!CUSTOMER_CANCELLABLE.includes(b.status)) return null;
  return customerRefund({ totalCents: b.totalCents, startsAt: b.startsAt, started: false });
}

/** One booking, to its customer, its provider or an admin; anyone else gets a 404 (not even its existence). */
export async function getBooking(ctx: AppContext, user: AuthUser, bookingId: string): Promise<Booking | ProviderJob> {
  const view = await loadBookingView(ctx.db, bookingId);
  if (!view) throw new AppError(404, NOT_FOUND);
  const history = await bookingHistory(ctx.db, bookingId);
  if (user.role === 'serviceprovider') {
    const { provider } = await providerOf(ctx.db, user.id);
    if (view.booking.providerId !== provider.id) throw new AppError(404, NOT_FOUND);
    return { ...toProviderJob(ctx, view), history };
  }
  if (user.role === 'customer' && view.booking.customerId !== user.id) throw new AppError(404, NOT_FOUND);
  return { ...toBooking(ctx, view), history, cancellation: cancellationFor(view.booking) };
}

// ---- Provider side ----------------------------------------------------------------------------

/** The provider behind a user, who must be approved and phone-verified to take jobs. */
export async function workingProvider(ctx: AppContext, userId: string) {
  return (await workingProviderOf(ctx, userId)).provider;
}

/** workingProvider with the provider's user row. */
async function workingProviderOf(ctx: AppContext, userId: string) {
  const row = await providerOf(ctx.db, userId);
  requireApproved(row.provider);
  if (!row.user.phoneVerifiedAt) throw new AppError(403, 'Verify your phone number to receive bookings');
  return row;
}

export async function listAvailable(ctx: AppContext, userId: string, pageNo: number, size: number): Promise<Paged<AvailableBooking>> {
  const provider = await workingProvider(ctx, userId);
  const where = availableBookingsWhere(provider.id);
  const [rows, total] = await Promise.all([
    ctx.db
      .select({ booking: bookings, service: { id: services.id, name: services.name, slug: services.slug, image: services.image } })
      .from(bookings)
      .innerJoin(services, eq(services.id, bookings.serviceId))
      .where(where)
      .orderBy(asc(bookings.startsAt), asc(bookings.id))
      .limit(size)
      .offset((pageNo - 1) * size),
    countAvailableFor(ctx, provider.id),
  ]);
  return paged(
    rows.map((r) => toAvailableBooking(ctx, r)),
    total,
    pageNo,
    size,
  );
}

async function countAvailableFor(ctx: AppContext, providerId: string) {
  const [row] = await ctx.db.select({ n: count() }).from(bookings).where(availableBookingsWhere(providerId));
  return row?.n ?? 0;
}

export async function countAvailable(ctx: AppContext, userId: string) {
  return countAvailableFor(ctx, (await workingProvider(ctx, userId)).id);
}

const ACTIVE_JOB: BookingStatus[] = ['accepted', 'in_progress'];

export async function listProviderJobs(ctx: AppContext, userId: string, { status: statuses, from, to, pageNo, size }: BookingListQuery): Promise<Paged<ProviderJob>> {
  const provider = await workingProvider(ctx, userId);
  const wanted = statuses.length ? statuses : ACTIVE_JOB;
  const where = and(eq(bookings.providerId, provider.id), inArray(bookings.status, wanted), localDayBetween(from, to));
  // Jobs still to do come soonest first; finished ones newest first.
  const upcoming = wanted.every((s) => ACTIVE_JOB.includes(s));
  const order = upcoming ? [asc(bookings.startsAt), asc(bookings.id)] : [desc(bookings.startsAt), desc(bookings.id)];
  const [rows, [total]] = await Promise.all([
    selectBookingViews(ctx.db, where, order)
      .limit(size)
      .offset((pageNo - 1) * size),
    ctx.db.select({ n: count() }).from(bookings).where(where),
  ]);
  return paged(
    rows.map((r) => toProviderJob(ctx, r)),
    total?.n ?? 0,
    pageNo,
    size,
  );
}

export async function countProviderJobs(ctx: AppContext, userId: string): Promise<ProviderJobCounts> {
  const provider = await workingProvider(ctx, userId);
  const rows = await ctx.db
    .select({ status: bookings.status, n: count() })
    .from(bookings)
    .where(eq(bookings.providerId, provider.id))
    .groupBy(bookings.status);
  const counts: ProviderJobCounts = { accepted: 0, in_progress: 0, completed: 0, cancelled: 0 };
  for (const r of rows) if (r.status in counts) counts[r.status as keyof ProviderJobCounts] = r.n;
  return counts;
}

async function providerJobView(ctx: AppContext, tx: Tx, bookingId: string) {
  const view = await loadBookingView(tx, bookingId);
  return toProviderJob(ctx, view!);
}

/**
 * First come, first served. The provider row is locked so one provider's accepts run one at a time
 * (no two overlapping jobs); the booking moves with a conditional UPDATE, so of many providers
 * accepting at once exactly one matches the row and the rest are told it is taken.
 */
export async function acceptBooking(ctx: AppContext, userId: string, bookingId: string): Promise<ProviderJob> {
  const { provider, user } = await workingProviderOf(ctx, userId);
  // Every statement below runs while the provider row is locked and competitors wait: few and short.
  return inTransaction(ctx, async (tx) => {
    await tx.select({ id: serviceProviders.id }).from(serviceProviders).where(eq(serviceProviders.id, provider.id)).for('update');
    const [booking] = await tx.select({ status: bookings.status, providerId: bookings.providerId }).from(bookings).where(eq(bookings.id, bookingId));
    if (!booking || !['open', 'accepted', 'in_progress', 'completed', 'cancelled', 'expired'].includes(booking.status)) throw new AppError(404, NOT_FOUND);
    // A provider it was never offered to is told just that, whatever became of it since; one who
    // competed for it (even if busy at that time now) hears that it was taken, as the spec says.
    if (booking.status !== 'open' && booking.providerId !== provider.id && !(await providerServesBooking(tx, provider.id, bookingId))) throw new AppError(403, NOT_OFFERED);
    if (booking.status !== 'open') throw taken(booking.status);
    const standing = await providerStanding(tx, provider.id, bookingId);
    if (standing.busy) throw new AppError(409, 'You already have a job at that time');
    if (!standing.mayTake) throw new AppError(403, NOT_OFFERED);
    const moved = await transition(tx, bookingId, 'accept', { id: userId, role: 'serviceprovider' }, { set: { providerId: provider.id, acceptedAt: new Date() } });
    if (!moved) throw new AppError(409, ALREADY_ACCEPTED_MESSAGE);
    const view = (await loadBookingView(tx, bookingId))!;
    const label = jobLabel(view.service.name, moved.booking);
    await notify(ctx, tx, [moved.booking.customerId], 'AcceptBooking', `${user.firstName || 'A professional'} accepted your booking: ${label}`, { bookingId });
    const others = (await matchingProviderUserIds(tx, bookingId)).filter((id) => id !== userId);
    await push(ctx, tx, others, 'ReloadBooking', { bookingId });
    return toProviderJob(ctx, view);
  });
}

function taken(status: BookingStatus) {
  return ['accepted', 'in_progress', 'completed'].includes(status) ? new AppError(409, ALREADY_ACCEPTED_MESSAGE) : new AppError(409, 'This booking is no longer available');
}

/** The assigned provider's booking, or 404 for anyone else's. */
async function assignedBooking(tx: Tx, providerId: string, bookingId: string) {
  const [booking] = await tx.select().from(bookings).where(and(eq(bookings.id, bookingId), eq(bookings.providerId, providerId)));
  if (!booking) throw new AppError(404, NOT_FOUND);
  return booking;
}

export async function startBooking(ctx: AppContext, userId: string, bookingId: string): Promise<ProviderJob> {
  const provider = await workingProvider(ctx, userId);
  return inTransaction(ctx, async (tx) => {
    const booking = await assignedBooking(tx, provider.id, bookingId);
    const moved = await transition(tx, bookingId, 'start', { id: userId, role: 'serviceprovider' }, { set: { startedAt: new Date() }, where: eq(bookings.providerId, provider.id) });
    if (!moved) throw new AppError(409, `A booking that is ${booking.status.replace('_', ' ')} cannot be started`);
    await push(ctx, tx, [booking.customerId], 'ReloadBooking', { bookingId });
    return providerJobView(ctx, tx, bookingId);
  });
}

/** Completing captures the payment and records the provider's payout; both go out through the outbox. */
export async function completeBooking(ctx: AppContext, userId: string, bookingId: string): Promise<ProviderJob> {
  const provider = await workingProvider(ctx, userId);
  return inTransaction(ctx, async (tx) => {
    const booking = await assignedBooking(tx, provider.id, bookingId);
    const moved = await transition(tx, bookingId, 'complete', { id: userId, role: 'serviceprovider' }, { set: { completedAt: new Date() }, where: eq(bookings.providerId, provider.id) });
    if (!moved) throw new AppError(409, booking.status === 'accepted' ? 'Start the job before completing it' : `A booking that is ${booking.status.replace('_', ' ')} cannot be completed`);
    const b = moved.booking;
    await ctx.outbox.enqueue(tx, 'payments', { op: 'settle', bookingId, captureCents: b.totalCents - b.refundedCents });
    const [payout] = await tx
      .insert(payouts)
      .values({ bookingId, providerId: provider.id, grossCents: b.subtotalCents, commissionCents: b.commissionCents, amountCents: b.payoutCents })
      .onConflictDoNothing()
      .returning({ id: payouts.id });
    if (payout) await ctx.outbox.enqueue(tx, 'payments', { op: 'payout', payoutId: payout.id });
    const label = jobLabel(await serviceName(tx, b.serviceId), b);
    await notify(ctx, tx, [b.customerId], 'CompeleteBooking', `Your booking is complete: ${label}. Tell others how it went with a review.`, { bookingId });
    return providerJobView(ctx, tx, bookingId);
  });
}

// ---- Cancelling -------------------------------------------------------------------------------

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
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking || (user.role === 'customer' && booking.customerId !== user.id) || UNPAID.includes(booking.status)) throw new AppError(404, NOT_FOUND);
  const admin = user.role === 'admin';
  // Customers get the refund policy; an admin cancelling releases the whole hold. What an admin
  // already took off the hold (a partial refund) stays off whatever the policy keeps.
  const byPolicy = admin ? { policy: 'full' as const, refundCents: booking.totalCents } : (cancellationFor(booking) ?? { policy: 'none' as const, refundCents: 0 });
  const { policy } = byPolicy;
  const refundCents = Math.max(byPolicy.refundCents, booking.refundedCents);
  const actor: Actor = { id: user.id, role: admin ? 'admin' : 'customer' };
  const set = { cancelledAt: new Date(), cancelReason: reason, refundedCents: refundCents };
  const moved =
    (await transition(tx, bookingId, 'cancel', actor, { set, reason })) ??
    (admin ? await transition(tx, bookingId, 'adminCancelStarted', actor, { set, reason }) : null);
  if (!moved) throw new AppError(409, booking.status === 'in_progress' ? 'A job that has started cannot be cancelled. Contact support if something went wrong.' : `This booking is already ${booking.status.replace('_', ' ')}`);
  await ctx.outbox.enqueue(tx, 'payments', { op: 'settle', bookingId, captureCents: booking.totalCents - refundCents });
  const label = jobLabel(await serviceName(tx, booking.serviceId), booking);
  if (moved.from === 'open') {
    await push(ctx, tx, await matchingProviderUserIds(tx, bookingId), 'ReloadBooking', { bookingId });
  } else if (booking.providerId) {
    const [assigned] = await tx.select({ userId: serviceProviders.userId }).from(serviceProviders).where(eq(serviceProviders.id, booking.providerId));
    if (assigned) await notify(ctx, tx, [assigned.userId], 'CancelBooking', `${admin ? 'Hearth' : 'The customer'} cancelled ${label}`, { bookingId });
  }
  if (admin) await notify(ctx, tx, [booking.customerId], 'CancelBooking', `Hearth cancelled your booking ${label}; your payment hold was released in full`, { bookingId });
  const view = await loadBookingView(tx, bookingId);
  return { booking: toBooking(ctx, view!), refundCents, policy, before: booking };
}

/** A provider who cannot do an accepted job hands it back before it starts; it is offered again. */
async function releaseByProvider(ctx: AppContext, userId: string, bookingId: string, reason: string): Promise<CancelResult> {
  const provider = await workingProvider(ctx, userId);
  return inTransaction(ctx, async (tx) => {
    const booking = await assignedBooking(tx, provider.id, bookingId);
    const moved = await transition(tx, bookingId, 'release', { id: userId, role: 'serviceprovider' }, {
      set: { providerId: null, acceptedAt: null },
      where: eq(bookings.providerId, provider.id),
      reason,
    });
    if (!moved) throw new AppError(409, booking.status === 'in_progress' ? 'A job that has started cannot be cancelled. Contact support if something went wrong.' : `This booking is already ${booking.status.replace('_', ' ')}`);
    await tx.insert(bookingReleases).values({ bookingId, providerId: provider.id }).onConflictDoNothing();
    const label = jobLabel(await serviceName(tx, booking.serviceId), booking);
    await notify(ctx, tx, [booking.customerId], 'ReloadBooking', `Your professional can no longer make ${label}. We are finding you another one.`, { bookingId });
    await alertMatchingProviders(ctx, tx, moved.booking);
    const view = await loadBookingView(tx, bookingId);
    return { booking: toProviderJob(ctx, view!), refundCents: 0, policy: 'none' };
  });
}

// ---- The sweeper ------------------------------------------------------------------------------

/** How long a payment may stay unfinished before the booking is given up. */
const PAYMENT_TIMEOUT_MINUTES = 15;

/** Expires open bookings nobody accepted by their start time (releasing the hold) and fails stale payments. */
export async function sweep(ctx: AppContext) {
  const due = await ctx.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.status, 'open'), sql`${bookings.startsAt} <= now()`))
    .limit(200);
  for (const { id } of due) {
    await inTransaction(ctx, async (tx) => {
      const moved = await transition(tx, id, 'expire', { id: null, role: 'system' }, { set: { refundedCents: sql`${bookings.totalCents}` }, reason: 'Nobody accepted before the start time' });
      if (!moved) return;
      await ctx.outbox.enqueue(tx, 'payments', { op: 'settle', bookingId: id, captureCents: 0 });
      const label = jobLabel(await serviceName(tx, moved.booking.serviceId), moved.booking);
      await notify(ctx, tx, [moved.booking.customerId], 'CancelBooking', `No professional was available for ${label}. Your payment hold was released in full.`, { bookingId: id });
    });
  }
  const stale = await ctx.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.status, 'pending_payment'), sql`${bookings.createdAt} < now() - make_interval(mins => ${PAYMENT_TIMEOUT_MINUTES})`))
    .limit(200);
  for (const { id } of stale) await failPendingPayment(ctx, id, 'The payment did not complete. Please book again.');
  return { expired: due.length, failedPayments: stale.length };
}

export type { BookingView };
