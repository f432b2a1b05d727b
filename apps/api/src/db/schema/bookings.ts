// Bookings and what hangs off them: their history, the providers who handed one back, payouts,
// reviews, discount redemptions, and the local payments gateway's own records.
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { BookingAddress } from '@hearth/shared/api-types';
import type { BookingStatus, TaxLine } from '@hearth/shared/booking';
import { services } from './catalog';
import { discounts } from './content';
import { serviceProviders, users } from './users';

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'restrict' }),
    providerId: uuid('provider_id').references(() => serviceProviders.id, { onDelete: 'restrict' }),
    status: text('status').$type<BookingStatus>().notNull(),
    /** The client's Idempotency-Key: the same key from the same customer is the same booking. */
    idempotencyKey: text('idempotency_key').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    quantity: integer('quantity').notNull(),
    address: jsonb('address').$type<BookingAddress>().notNull(),
    // Where the job is, as providers' service areas name it (matching reads these, not the JSON).
    fsa: text('fsa').notNull(),
    cityKey: text('city_key').notNull(),
    province: text('province').notNull(),
    note: text('note').notNull().default(''),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    zipcode: text('zipcode').notNull(),
    discountId: uuid('discount_id').references(() => discounts.id, { onDelete: 'set null' }),
    discountCode: text('discount_code'),
    // Money in integer cents (CAD), fixed when the booking is made.
    unitPriceCents: integer('unit_price_cents').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    taxes: jsonb('taxes').$type<TaxLine[]>().notNull(),
    /** The provider's share: the price before tax and discount, less the platform commission. */
    payoutCents: integer('payout_cents').notNull(),
    commissionCents: integer('commission_cents').notNull(),
    paymentMethodId: text('payment_method_id').notNull(),
    paymentId: text('payment_id'),
    /** none → authorized → captured | released; failed when the card was declined. */
    paymentStatus: text('payment_status', { enum: ['none', 'authorized', 'captured', 'released', 'failed'] }).notNull().default('none'),
    paymentError: text('payment_error'),
    /** What the customer does not pay after a cancellation or expiry (the released part of the hold). */
    refundedCents: integer('refunded_cents').notNull().default(0),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bookings_idempotency_key').on(t.customerId, t.idempotencyKey),
    index('bookings_customer_idx').on(t.customerId, t.startsAt),
    index('bookings_provider_idx').on(t.providerId, t.status, t.startsAt),
    // Offering open bookings to providers by service and postal area or city, soonest first.
    index('bookings_open_fsa_idx').on(t.serviceId, t.fsa, t.startsAt).where(sql`${t.status} = 'open'`),
    index('bookings_open_city_idx').on(t.serviceId, t.cityKey, t.startsAt).where(sql`${t.status} = 'open'`),
    // The sweeper: open bookings nobody accepted, payments that never finished.
    index('bookings_open_starts_idx').on(t.startsAt).where(sql`${t.status} = 'open'`),
    index('bookings_pending_payment_idx').on(t.createdAt).where(sql`${t.status} = 'pending_payment'`),
    index('bookings_service_idx').on(t.serviceId),
    index('bookings_payment_idx').on(t.paymentId),
    index('bookings_discount_idx').on(t.discountId),
    check(
      'bookings_status_check',
      sql`${t.status} in ('pending_payment', 'payment_failed', 'open', 'accepted', 'in_progress', 'completed', 'cancelled', 'expired')`,
    ),
    check('bookings_provider_check', sql`${t.status} not in ('accepted', 'in_progress', 'completed') or ${t.providerId} is not null`),
    check('bookings_amounts_check', sql`${t.totalCents} >= 0 and ${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.totalCents}`),
    check('bookings_time_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** Every status change: who, when, from, to, why. */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role').notNull(),
    fromStatus: text('from_status').$type<BookingStatus>(),
    toStatus: text('to_status').$type<BookingStatus>().notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_events_booking_idx').on(t.bookingId, t.id), index('booking_events_actor_idx').on(t.actorId)],
);

/** A provider who accepted and then handed a booking back is not offered it again. */
export const bookingReleases = pgTable(
  'booking_releases',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => serviceProviders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.providerId] }), index('booking_releases_provider_idx').on(t.providerId)],
);

/** The provider's share of a completed job, transferred to their payout account by the outbox. */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => serviceProviders.id, { onDelete: 'restrict' }),
    grossCents: integer('gross_cents').notNull(),
    commissionCents: integer('commission_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'failed'] }).notNull().default('pending'),
    transferId: text('transfer_id'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  // One payout per booking: a retried completion can never pay twice.
  (t) => [uniqueIndex('payouts_booking_key').on(t.bookingId), index('payouts_provider_idx').on(t.providerId, t.createdAt)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => serviceProviders.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    review: text('review').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_booking_key').on(t.bookingId),
    index('reviews_provider_idx').on(t.providerId, t.createdAt),
    index('reviews_service_idx').on(t.serviceId, t.createdAt),
    // A service page's rating summary (average and count) from the index alone, not thousands of rows.
    index('reviews_service_rating_idx').on(t.serviceId, t.rating),
    index('reviews_customer_idx').on(t.customerId, t.createdAt),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

/** One use of a discount code per customer; a declined payment gives the use back. */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    discountId: uuid('discount_id')
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.discountId, t.customerId] }), uniqueIndex('discount_redemptions_booking_key').on(t.bookingId)],
);

/** The local gateway's card payments (authorise, capture, release), keyed like a real gateway. */
export const localGatewayPayments = pgTable(
  'local_gateway_payments',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    paymentMethodId: text('payment_method_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    capturedCents: integer('captured_cents').notNull().default(0),
    status: text('status', { enum: ['requires_capture', 'succeeded', 'canceled', 'failed'] }).notNull(),
    failureMessage: text('failure_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('local_gateway_payments_idempotency_key').on(t.idempotencyKey)],
);

export const localGatewayTransfers = pgTable(
  'local_gateway_transfers',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    destination: text('destination').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('local_gateway_transfers_idempotency_key').on(t.idempotencyKey)],
);
