// Bookings: creating and paying (idempotent), the customer's and provider's views, and every move
// through the lifecycle (state-machine.ts) with the events, refunds and payouts it brings.
import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { AvailableBooking, Booking, BookingQuote, CreatedBooking, Paged, ProviderJob, ProviderJobCounts } from '@hearth/shared/api-types';
import {
  ALREADY_ACCEPTED_MESSAGE,
  customerRefund,
  forwardSortationArea,
  priceBooking,
  scheduleError,
  type BookingStatus,
  type RefundPolicy,
} from '@hearth/shared/booking';
import type { ProvinceCode } from '@hearth/shared/constants';
import { formatterFor } from '@hearth/shared/format';
import type { LocalizedText } from '@hearth/shared/messages';
import { DEFAULT_TAX_CLASS, isTaxClass, type TaxClass } from '@hearth/shared/tax';
import type { z } from 'zod';
import type { bookingQuoteSchema, createBookingSchema } from '@hearth/shared/schemas/booking';
import type { AppContext } from '../../context';
import { CardRefusedError, type PaymentWebhookEvent } from '../../adapters/payments';
import { queryRows, type Tx } from '../../db/client';
import { bookingReleases, bookings, payouts, serviceProviders, services, users } from '../../db/schema';
import { inTransaction } from '../../outbox/outbox';
import { AppError } from '../../plugins/errors';
import { paymentForBooking, recordSavedCard } from '../payment-methods/service';
import type { AuthUser } from '../../plugins/auth';
import { notify, push } from '../notifications/service';
import { providerOf, requireApproved } from '../providers/service';
import { bookingHistory, loadBookingView, selectBookingViews, startWindow, toAvailableBooking, toBooking, toProviderJob, type BookingView } from './booking-dto';
import { afterFullRefund, applyAccountUpdate, applyDispute, applyPayoutFailure, applyTransferReversal, resolveMoneyIssue } from './issues';
import { recordHold, releasePayouts } from './payments';
import { redeemDiscount, releaseDiscount, resolveDiscount } from './discounts';
import { localDayBetween } from './local-day';
import { availableBookingsWhere, matchingProviderUserIds, providerServesBooking, providerStanding } from './matching';
import { transition, recordCreated, type Actor } from './state-machine';
import { dollars, jobLabel, localMoment, serviceName, serviceNames } from './labels';
import { messagesFor, type Locale } from '../../i18n';
import { emailBookingCancelled, emailBookingConfirmed, emailJobCompleted, emailProfessionalAssigned } from '../emails/customer-emails';
import { tellProviderJobCancelled } from '../emails/provider-emails';

export { dollars, jobLabel, serviceName };

type CreateInput = z.output<typeof createBookingSchema>;
type QuoteInput = z.output<typeof bookingQuoteSchema>;
type BookingRow = typeof bookings.$inferSelect;

const NOT_FOUND = 'Booking not found';
const NOT_OFFERED = 'This booking is not offered to you';
const paged = <T>(items: T[], total: number, pageNo: number, size: number): Paged<T> => ({ items, total, pageNo, size, pages: Math.max(1, Math.ceil(total / size)) });

async function activeService(db: Tx, serviceId: string) {
  const [service] = await db.select().from(services).where(and(eq(services.id, serviceId), eq(services.active, true)));
  if (!service) throw new AppError(400, 'This service is not available', { serviceId: 'This service is not available' });
  return service;
}

/** The service's tax class; a value the code no longer knows is priced as the default class. */
const taxClassOf = (service: typeof services.$inferSelect): TaxClass => (isTaxClass(service.taxClass) ? service.taxClass : DEFAULT_TAX_CLASS);

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
    amounts: priceBooking({ unitPriceCents: service.startingPriceCents, quantity: input.quantity, province: input.province as ProvinceCode, taxClass: taxClassOf(service), discount }),
    discountError: resolved && 'error' in resolved ? resolved.error : null,
  };
}

const IDEMPOTENCY_KEY = /^[\w-]{8,200}$/;

/**
 * Creates the booking and places the payment hold in one call. The booking row (with the client's
 * Idempotency-Key) is written first, so a retry — even a concurrent one — finds it and continues
 * or replays it; the gateway is called with a key derived from the booking, so it never charges twice.
 */
export async function createBooking(
  ctx: AppContext,
  customer: AuthUser,
  idempotencyKey: string | undefined,
  input: CreateInput,
  // The language the customer booked in: messages about the booking fall back to it when the account has none to read.
  locale: Locale = customer.locale,
): Promise<{ status: 201; body: CreatedBooking }> {
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
  // The province is the address's, already checked against its postal code by the shared schema.
  const taxClass = taxClassOf(service);
  const amounts = priceBooking({ unitPriceCents: service.startingPriceCents, quantity: input.quantity, province, taxClass, discount: discount?.terms });
  // The provider's share is of the price before tax; the platform bears any discount.
  const commissionCents = Math.round((amounts.subtotal * ctx.config.bookings.commissionPercent) / 100);
  const minutes = service.durationMinutes * (service.priceUnit === 'hour' ? input.quantity : 1);
  const deferred = deferredHold(ctx, startsAt);

  const inserted = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bookings)
      .values({
        customerId: customer.id,
        serviceId: service.id,
        locale,
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
        taxClass,
        payoutCents: amounts.subtotal - commissionCents,
        commissionCents,
        paymentMethodId: payment.paymentMethodId,
        holdAttemptAt: deferred?.holdFrom ?? null,
        cardUpdateDeadline: deferred?.cardUpdateDeadline ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return null; // the same key arrived concurrently: continue with that booking
    await recordCreated(tx, row.id, { id: customer.id, role: 'customer' });
    if (discount) await redeemDiscount(tx, discount.row.id, customer.id, row.id);
    return row;
  });
  return settleCreation(ctx, inserted ?? (await findByKey(ctx, customer.id, idempotencyKey))!, payment);
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

/**
 * A card hold lasts about a week, so a job further ahead than CARD_HOLD_LEAD_DAYS only saves the card
 * at booking; the hold is placed from `holdFrom`, and a card that cannot be held must be replaced by
 * `cardUpdateDeadline` or the booking is cancelled without fee. Null: hold the card now.
 */
function deferredHold(ctx: AppContext, startsAt: Date, now = new Date()) {
  const { holdLeadDays, cardUpdateDeadlineHours } = ctx.config.bookings;
  const holdFrom = new Date(startsAt.getTime() - holdLeadDays * 86_400_000);
  if (holdFrom <= now) return null;
  return { holdFrom, cardUpdateDeadline: new Date(startsAt.getTime() - cardUpdateDeadlineHours * 3_600_000) };
}

/** Takes a booking as far as its payment allows and answers as the first request did. */
async function settleCreation(ctx: AppContext, booking: BookingRow, payment: BookingPayment): Promise<{ status: 201; body: CreatedBooking }> {
  if (booking.status === 'payment_failed') throw new AppError(402, booking.paymentError ?? 'Your card was declined.');
  if (booking.status !== 'pending_payment' || booking.paymentId) return created(booking);
  if (booking.holdAttemptAt) return saveCardForLaterHold(ctx, booking, payment);

  const result = await ctx.payments.authorize({
    amountCents: booking.totalCents,
    paymentMethodId: booking.paymentMethodId,
    idempotencyKey: `booking-${booking.id}`,
    description: `Hearth booking ${booking.id}`,
    metadata: { bookingId: booking.id },
    customerId: payment.customerId,
    savePaymentMethod: payment.save,
  });
  if (result.status === 'declined') return declineCreation(ctx, booking, result.paymentId, result.message);
  if (result.status === 'requires_action') {
    // The customer confirms with their bank in the browser; the gateway's webhook opens the booking.
    await ctx.db.update(bookings).set({ paymentId: result.paymentId }).where(eq(bookings.id, booking.id));
    return { status: 201, body: { ...created(booking).body, status: 'pending_payment', clientSecret: result.clientSecret } };
  }
  const opened = await openPaidBooking(ctx, booking.id, { status: 'authorized', paymentId: result.paymentId, holdExpiresAt: result.holdExpiresAt });
  if (result.savedCard) {
    // The booking is paid either way: a card that cannot be kept (the limit) is only logged.
    await recordSavedCard(ctx, booking.customerId, result.savedCard, false).catch((err: unknown) => ctx.log.warn({ err, bookingId: booking.id }, 'the card used for a booking could not be saved'));
  }
  return created(opened ?? booking);
}

/** The card was declined: no booking to offer, the discount use comes back, and the customer is answered 402. */
async function declineCreation(ctx: AppContext, booking: BookingRow, paymentId: string | null, message: string): Promise<never> {
  await ctx.db.transaction(async (tx) => {
    const failed = await transition(tx, booking.id, 'paymentFail', { id: null, role: 'system' }, {
      set: { paymentStatus: 'failed', paymentError: message, paymentId },
      reason: message,
    });
    if (failed) await releaseDiscount(tx, booking.id);
  });
  throw new AppError(402, message);
}

/** A job further ahead than a hold lasts: the card is kept on the customer (SetupIntent) and held later. */
async function saveCardForLaterHold(ctx: AppContext, booking: BookingRow, payment: BookingPayment): Promise<{ status: 201; body: CreatedBooking }> {
  const customerId = payment.customerId;
  let paymentMethodId = booking.paymentMethodId;
  if (payment.save) {
    // Asked to keep the card for next time as well: it is attached now and listed with their cards.
    try {
      const card = await ctx.payments.attachPaymentMethod(customerId, paymentMethodId);
      await recordSavedCard(ctx, booking.customerId, card, false);
      paymentMethodId = card.paymentMethodId;
    } catch (err) {
      if (err instanceof CardRefusedError) return declineCreation(ctx, booking, null, err.message);
      throw err;
    }
  }
  const result = await ctx.payments.saveCardForLater({ customerId, paymentMethodId, idempotencyKey: `booking-card-${booking.id}`, metadata: { bookingId: booking.id } });
  if (result.status === 'declined') return declineCreation(ctx, booking, result.setupId, result.message);
  if (result.status === 'requires_action') {
    // Until the bank confirms, the setup's id stands where the payment's will: its webhook finds the booking by it.
    await ctx.db.update(bookings).set({ paymentId: result.setupId }).where(eq(bookings.id, booking.id));
    return { status: 201, body: { ...created(booking).body, status: 'pending_payment', clientSecret: result.clientSecret } };
  }
  const opened = await openPaidBooking(ctx, booking.id, { status: 'card_saved', paymentMethodId: result.paymentMethodId });
  return created(opened ?? booking);
}

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

async function alertMatchingProviders(ctx: AppContext, tx: Tx, booking: BookingRow) {
  const recipients = await matchingProviderUserIds(tx, booking.id);
  const names = await serviceNames(tx, booking.serviceId);
  await notify(ctx, tx, recipients, 'NewBookingAlert', (l) => messagesFor(l).notify.newBooking(jobLabel(names, booking, l), booking.fsa), { bookingId: booking.id });
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

export async function listCustomerBookings(ctx: AppContext, customerId: string, { status: statuses, from, to, pageNo, size }: BookingListQuery, locale: Locale = 'en'): Promise<Paged<Booking>> {
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
    rows.map((r) => toBooking(ctx, r, locale)),
    total?.n ?? 0,
    pageNo,
    size,
  );
}

const CUSTOMER_CANCELLABLE: BookingStatus[] = ['open', 'accepted'];

/**
 * What a customer's cancellation gives back now. The late fee needs a professional who accepted and
 * a live hold to take it from: a card that was only saved (or could not be held) is never charged.
 */
function cancellationFor(b: BookingRow): { policy: RefundPolicy; refundCents: number } | null {
  if (!CUSTOMER_CANCELLABLE.includes(b.status)) return null;
  const assigned = b.status === 'accepted' && b.providerId !== null && b.paymentStatus === 'authorized';
  return customerRefund({ totalCents: b.totalCents, startsAt: b.startsAt, started: false, assigned });
}

/** One booking, to its customer, its provider or an admin; anyone else gets a 404 (not even its existence). */
export async function getBooking(ctx: AppContext, user: AuthUser, bookingId: string, locale: Locale = 'en'): Promise<Booking | ProviderJob> {
  const view = await loadBookingView(ctx.db, bookingId);
  if (!view) throw new AppError(404, NOT_FOUND);
  const history = await bookingHistory(ctx.db, bookingId);
  if (user.role === 'serviceprovider') {
    const { provider } = await providerOf(ctx.db, user.id);
    if (view.booking.providerId !== provider.id) throw new AppError(404, NOT_FOUND);
    return { ...toProviderJob(ctx, view, locale), history };
  }
  if (user.role === 'customer' && view.booking.customerId !== user.id) throw new AppError(404, NOT_FOUND);
  return { ...toBooking(ctx, view, locale), history, cancellation: cancellationFor(view.booking) };
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

export async function listAvailable(ctx: AppContext, userId: string, pageNo: number, size: number, locale: Locale = 'en'): Promise<Paged<AvailableBooking>> {
  const provider = await workingProvider(ctx, userId);
  const where = availableBookingsWhere(provider.id);
  const [rows, total] = await Promise.all([
    ctx.db
      .select({ booking: bookings, service: { id: services.id, name: services.name, nameFr: services.nameFr, slug: services.slug, image: services.image } })
      .from(bookings)
      .innerJoin(services, eq(services.id, bookings.serviceId))
      .where(where)
      .orderBy(asc(bookings.startsAt), asc(bookings.id))
      .limit(size)
      .offset((pageNo - 1) * size),
    countAvailableFor(ctx, provider.id),
  ]);
  return paged(
    rows.map((r) => toAvailableBooking(ctx, r, locale)),
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

export async function listProviderJobs(ctx: AppContext, userId: string, { status: statuses, from, to, pageNo, size }: BookingListQuery, locale: Locale = 'en'): Promise<Paged<ProviderJob>> {
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
    rows.map((r) => toProviderJob(ctx, r, locale)),
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
    const names = await serviceNames(tx, moved.booking.serviceId);
    await notify(ctx, tx, [moved.booking.customerId], 'AcceptBooking', (l) => messagesFor(l).notify.accepted(user.firstName, jobLabel(names, moved.booking, l)), { bookingId });
    await emailProfessionalAssigned(ctx, tx, bookingId, { byHearth: false });
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

/** Why the provider cannot start the job now (the database already refused it), for the 409. */
function startRefusal(ctx: AppContext, booking: BookingRow): LocalizedText {
  if (booking.status !== 'accepted') return `A booking that is ${booking.status.replace('_', ' ')} cannot be started`;
  const { opensAt } = startWindow(ctx.config, booking);
  if (Date.now() < opensAt.getTime()) {
    // The time and day are written for the reader, on the job's own clock.
    const province = booking.province as ProvinceCode;
    return (locale) => {
      if (locale === 'en') return `You can start this job from ${localMoment(opensAt, booking.province).replace(/^(.*), (\d\d:\d\d)$/, '$2 on $1')}`;
      const format = formatterFor(locale);
      return `Vous pourrez commencer ce contrat à partir de ${format.bookingTime(opensAt, province)} le ${format.bookingDate(opensAt, province)}`;
    };
  }
  return "This job's start window has passed. Contact support.";
}

export async function startBooking(ctx: AppContext, userId: string, bookingId: string): Promise<ProviderJob> {
  const provider = await workingProvider(ctx, userId);
  const { startWindowMinutes, startGraceMinutes } = ctx.config.bookings;
  return inTransaction(ctx, async (tx) => {
    const booking = await assignedBooking(tx, provider.id, bookingId);
    // The window is judged on the database's clock, in the same statement that moves the booking.
    const inWindow = sql`now() >= ${bookings.startsAt} - make_interval(mins => ${startWindowMinutes}) and now() <= ${bookings.endsAt} + make_interval(mins => ${startGraceMinutes})`;
    const moved = await transition(tx, bookingId, 'start', { id: userId, role: 'serviceprovider' }, { set: { startedAt: new Date() }, where: and(eq(bookings.providerId, provider.id), inWindow) });
    if (!moved) throw new AppError(409, startRefusal(ctx, booking));
    await push(ctx, tx, [booking.customerId], 'ReloadBooking', { bookingId });
    return providerJobView(ctx, tx, bookingId);
  });
}

/** Completing captures the payment (outbox) and records the provider's payout as held until the customer's confirmation window closes. */
export async function completeBooking(ctx: AppContext, userId: string, bookingId: string): Promise<ProviderJob> {
  const provider = await workingProvider(ctx, userId);
  return inTransaction(ctx, async (tx) => {
    const booking = await assignedBooking(tx, provider.id, bookingId);
    const moved = await transition(tx, bookingId, 'complete', { id: userId, role: 'serviceprovider' }, {
      set: completionSet(ctx),
      where: and(eq(bookings.providerId, provider.id), sql`now() >= ${bookings.startsAt}`),
    });
    if (!moved) {
      const message =
        booking.status === 'accepted'
          ? 'Start the job before completing it'
          : booking.status === 'in_progress'
            ? 'You can complete this job once its scheduled start has passed'
            : `A booking that is ${booking.status.replace('_', ' ')} cannot be completed`;
      throw new AppError(409, message);
    }
    await afterCompletion(ctx, tx, moved.booking);
    return providerJobView(ctx, tx, bookingId);
  });
}

const completionSet = (ctx: AppContext) => ({
  completedAt: new Date(),
  confirmationEndsAt: sql`now() + make_interval(secs => ${Math.round(ctx.config.bookings.confirmationHours * 3600)})`,
});

/** The capture, the held payout and the customer's notice (realtime and email) that follow a completion. */
async function afterCompletion(ctx: AppContext, tx: Tx, b: BookingRow) {
  await ctx.outbox.enqueue(tx, 'payments', { op: 'settle', bookingId: b.id, captureCents: b.totalCents - b.refundedCents });
  if (b.providerId) {
    await tx
      .insert(payouts)
      .values({ bookingId: b.id, providerId: b.providerId, grossCents: b.subtotalCents, commissionCents: b.commissionCents, amountCents: b.payoutCents, status: 'held', payableAt: b.confirmationEndsAt ?? new Date() })
      .onConflictDoNothing();
  }
  const names = await serviceNames(tx, b.serviceId);
  await notify(ctx, tx, [b.customerId], 'CompeleteBooking', (l) => messagesFor(l).notify.complete(jobLabel(names, b, l)), { bookingId: b.id });
  await emailJobCompleted(ctx, tx, b.id);
}

/** An admin starts a job on the provider's behalf (a provider without signal, a job started late), at any time. */
export async function adminStartJob(ctx: AppContext, tx: Tx, adminId: string, bookingId: string, reason: string) {
  const moved = await transition(tx, bookingId, 'start', { id: adminId, role: 'admin' }, { set: { startedAt: new Date() }, reason });
  if (!moved) throw new AppError(409, await stateRefusal(tx, bookingId, 'started'));
  await push(ctx, tx, [moved.booking.customerId], 'ReloadBooking', { bookingId });
  return moved.booking;
}

/** An admin completes a job (starting it first if the provider never did): the money follows as for a provider. */
export async function adminCompleteJob(ctx: AppContext, tx: Tx, adminId: string, bookingId: string, reason: string) {
  const actor = { id: adminId, role: 'admin' as const };
  await transition(tx, bookingId, 'start', actor, { set: { startedAt: new Date() }, reason });
  const moved = await transition(tx, bookingId, 'complete', actor, { set: completionSet(ctx), reason });
  if (!moved) throw new AppError(409, await stateRefusal(tx, bookingId, 'completed'));
  await afterCompletion(ctx, tx, moved.booking);
  return moved.booking;
}

async function stateRefusal(tx: Tx, bookingId: string, verb: string) {
  const [b] = await tx.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId));
  if (!b) throw new AppError(404, NOT_FOUND);
  return `A booking that is ${b.status.replace('_', ' ')} cannot be ${verb}`;
}

export { afterFullRefund, resolveMoneyIssue };

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
  // Locked first: the fee depends on whether a professional has accepted, so an accept (or the
  // sweeper) racing this cancellation waits for it, or has already happened and is seen.
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  if (!booking || (user.role === 'customer' && booking.customerId !== user.id) || UNPAID.includes(booking.status)) throw new AppError(404, NOT_FOUND);
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
  if (!moved) throw new AppError(409, booking.status === 'in_progress' ? 'A job that has started cannot be cancelled. Contact support if something went wrong.' : `This booking is already ${booking.status.replace('_', ' ')}`);
  if (held) await ctx.outbox.enqueue(tx, 'payments', { op: 'settle', bookingId, captureCents: booking.totalCents - refundCents });
  if (refundCents === booking.totalCents) await releaseDiscount(tx, bookingId);
  const feePayout = policy === 'partial' && booking.providerId ? await recordLateFeePayout(tx, booking, refundCents) : 0;
  const names = await serviceNames(tx, booking.serviceId);
  const label = (l: Locale) => jobLabel(names, booking, l);
  if (moved.from === 'open') {
    await push(ctx, tx, await matchingProviderUserIds(tx, bookingId), 'ReloadBooking', { bookingId });
  } else if (booking.providerId) {
    const [assigned] = await tx.select({ userId: serviceProviders.userId }).from(serviceProviders).where(eq(serviceProviders.id, booking.providerId));
    if (assigned) await notify(ctx, tx, [assigned.userId], 'CancelBooking', (l) => messagesFor(l).notify.cancelledBy(admin, label(l), feePayout > 0 ? dollars(feePayout, l) : null), { bookingId });
    await tellProviderJobCancelled(ctx, tx, moved.booking, booking.providerId, admin ? 'hearth' : 'customer', feePayout);
  }
  if (admin) await notify(ctx, tx, [booking.customerId], 'CancelBooking', (l) => messagesFor(l).notify.hearthCancelled(label(l)), { bookingId });
  await emailBookingCancelled(ctx, tx, bookingId, { by: admin ? 'hearth' : 'customer', reason: admin ? reason : null, wasHeld: held });
  const view = await loadBookingView(tx, bookingId);
  return { booking: toBooking(ctx, view!), refundCents, policy, before: booking };
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
      set: { providerId: null, acceptedAt: null },
      where: eq(bookings.providerId, provider.id),
      reason,
    });
    if (!moved) throw new AppError(409, booking.status === 'in_progress' ? 'A job that has started cannot be cancelled. Contact support if something went wrong.' : `This booking is already ${booking.status.replace('_', ' ')}`);
    await tx.insert(bookingReleases).values({ bookingId, providerId: provider.id }).onConflictDoNothing();
    const names = await serviceNames(tx, booking.serviceId);
    await notify(ctx, tx, [booking.customerId], 'ReloadBooking', (l) => messagesFor(l).notify.handedBack(jobLabel(names, booking, l)), { bookingId });
    await alertMatchingProviders(ctx, tx, moved.booking);
    const view = await loadBookingView(tx, bookingId);
    return { booking: toProviderJob(ctx, view!), refundCents: 0, policy: 'none' };
  });
}

// ---- The sweeper ------------------------------------------------------------------------------

/** How long a payment may stay unfinished before the booking is given up. */
const PAYMENT_TIMEOUT_MINUTES = 15;

const SAVED_CARD_ONLY = ['card_saved', 'hold_failed'] as const;
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
  const payoutsReleased = await inTransaction(ctx, (tx) => releasePayouts(ctx, tx));
  return { expired: due.length, failedPayments: stale.length, holds, unheld, payoutsReleased };
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
        await push(ctx, tx, await matchingProviderUserIds(tx, id), 'ReloadBooking', { bookingId: id });
      }
    });
  }
  return due.length;
}

// ---- The customer chooses another card ----------------------------------------------------------

/**
 * A hold that could not be placed (or a saved card the customer wants to replace before it is): the
 * new card is held at once while the customer is there if the hold is due, or saved for the later
 * hold otherwise. A decline answers 402 and leaves the booking as it was.
 */
export async function changeBookingCard(ctx: AppContext, customer: AuthUser, bookingId: string, chosenPaymentMethodId: string): Promise<{ booking: Booking; clientSecret?: string }> {
  const [booking] = await ctx.db.select().from(bookings).where(and(eq(bookings.id, bookingId), eq(bookings.customerId, customer.id)));
  if (!booking || UNPAID.includes(booking.status)) throw new AppError(404, NOT_FOUND);
  if (!['open', 'accepted'].includes(booking.status) || !(SAVED_CARD_ONLY as readonly string[]).includes(booking.paymentStatus)) {
    throw new AppError(409, "This booking's payment does not need a new card");
  }
  const payment = await paymentForBooking(ctx, customer.id, chosenPaymentMethodId, false);
  const holdDue = booking.paymentStatus === 'hold_failed' || !booking.holdAttemptAt || booking.holdAttemptAt <= new Date() || deferredHold(ctx, booking.startsAt) === null;
  const attempt = `${booking.holdAttempts}-${createHash('sha256').update(payment.paymentMethodId).digest('hex').slice(0, 16)}`;
  let clientSecret: string | undefined;
  if (holdDue) {
    const result = await ctx.payments.authorize({
      amountCents: booking.totalCents - booking.refundedCents,
      paymentMethodId: payment.paymentMethodId,
      idempotencyKey: `booking-${bookingId}-card-${attempt}`,
      description: `Hearth booking ${bookingId}`,
      metadata: { bookingId },
      customerId: payment.customerId,
    });
    if (result.status === 'declined') {
      // The next try with the same card is a new attempt at the gateway, not a replay of this one.
      await ctx.db.update(bookings).set({ holdAttempts: sql`${bookings.holdAttempts} + 1`, paymentError: result.message }).where(eq(bookings.id, bookingId));
      throw new AppError(402, result.message, { paymentMethodId: result.message });
    }
    if (result.status === 'requires_action') {
      await ctx.db.update(bookings).set({ paymentId: result.paymentId, paymentMethodId: payment.paymentMethodId }).where(eq(bookings.id, bookingId));
      clientSecret = result.clientSecret;
    } else if (!(await recordHold(ctx, booking, result.paymentId, result.holdExpiresAt, payment.paymentMethodId))) {
      throw new AppError(409, "This booking's payment does not need a new card");
    }
  } else {
    const saved = await ctx.payments.saveCardForLater({ customerId: payment.customerId, paymentMethodId: payment.paymentMethodId, idempotencyKey: `booking-card-${bookingId}-${attempt}`, metadata: { bookingId } });
    if (saved.status === 'declined') throw new AppError(402, saved.message, { paymentMethodId: saved.message });
    if (saved.status === 'requires_action') clientSecret = saved.clientSecret;
    else {
      await ctx.db
        .update(bookings)
        .set({ paymentMethodId: saved.paymentMethodId, updatedAt: new Date() })
        .where(and(eq(bookings.id, bookingId), eq(bookings.paymentStatus, 'card_saved')));
    }
  }
  const view = await loadBookingView(ctx.db, bookingId);
  return { booking: toBooking(ctx, view!), ...(clientSecret ? { clientSecret } : {}) };
}

export type { BookingView };
