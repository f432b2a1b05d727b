// A booking's price and its creation: the quote and the booking are priced by one function, so the
// customer is held for what they were shown; creation is idempotent and places the payment hold (or
// saves the card for a later one) in the same call.
import type { BookingQuote, CreatedBooking } from '@hearth/shared/bookings/wire';
import { forwardSortationArea, priceBooking, scheduleError } from '@hearth/shared/booking';
import type { ProvinceCode } from '@hearth/shared/constants';
import { DEFAULT_TAX_CLASS, isTaxClass, type TaxClass } from '@hearth/shared/tax';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { bookingQuoteSchema, createBookingSchema } from '@hearth/shared/schemas/booking';
import type { AppContext } from '../../context';
import { CardRefusedError } from '../../adapters/payments';
import type { Tx } from '../../db/client';
import { bookings, services, users } from '../../db/schema';
import type { Locale } from '../../i18n';
import { AppError } from '../../plugins/errors';
import type { AuthUser } from '../../plugins/auth';
import { paymentForBooking, recordSavedCard } from '../payment-methods';
import { redeemDiscount, releaseDiscount, resolveDiscount } from './discounts';
import { openPaidBooking } from './payment-events';
import { recordCreated, transition } from './state-machine';

type CreateInput = z.output<typeof createBookingSchema>;
type QuoteInput = z.output<typeof bookingQuoteSchema>;
type BookingRow = typeof bookings.$inferSelect;
type ServiceRow = typeof services.$inferSelect;

async function activeService(db: Tx, serviceId: string) {
  const [service] = await db.select().from(services).where(and(eq(services.id, serviceId), eq(services.active, true)));
  if (!service) throw new AppError(400, 'This service is not available', { serviceId: 'This service is not available' });
  return service;
}

/** The service's tax class; a value the code no longer knows is priced as the default class. */
const taxClassOf = (service: ServiceRow): TaxClass => (isTaxClass(service.taxClass) ? service.taxClass : DEFAULT_TAX_CLASS);

function checkQuantity(service: ServiceRow, quantity: number) {
  if (service.priceUnit === 'job' && quantity !== 1) {
    throw new AppError(400, 'This service is priced per visit', { quantity: 'This service is priced per visit; quantity must be 1' });
  }
}

/**
 * What an order costs: the service's price for the quantity, less the discount code if it applies to
 * this customer and order, plus the taxes of the province for the service's tax class. A refused code
 * prices the order without it and says why (`discountError`).
 */
async function priceOrder(db: Tx, service: ServiceRow, order: { quantity: number; province: ProvinceCode; discountCode?: string }, customerId: string | null) {
  const subtotal = service.startingPriceCents * order.quantity;
  const resolved = order.discountCode ? await resolveDiscount(db, order.discountCode, customerId, subtotal) : null;
  const discount = resolved && 'row' in resolved ? resolved : null;
  const taxClass = taxClassOf(service);
  const amounts = priceBooking({ unitPriceCents: service.startingPriceCents, quantity: order.quantity, province: order.province, taxClass, discount: discount?.terms });
  return { amounts, taxClass, discount, discountError: resolved && 'error' in resolved ? resolved.error : null };
}

export async function quote(ctx: AppContext, customerId: string | null, input: QuoteInput): Promise<BookingQuote> {
  const service = await activeService(ctx.db, input.serviceId);
  checkQuantity(service, input.quantity);
  const { amounts, discountError } = await priceOrder(ctx.db, service, { quantity: input.quantity, province: input.province as ProvinceCode, discountCode: input.discountCode }, customerId);
  return { amounts, discountError };
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

  // The province is the address's, already checked against its postal code by the shared schema.
  const { amounts, taxClass, discount, discountError } = await priceOrder(ctx.db, service, { quantity: input.quantity, province, discountCode: input.discountCode }, customer.id);
  if (discountError) throw new AppError(400, discountError, { discountCode: discountError });
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
export function deferredHold(ctx: AppContext, startsAt: Date, now = new Date()) {
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
