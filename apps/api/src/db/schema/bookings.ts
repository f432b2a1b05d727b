// Bookings and what hangs off them: their history, the providers who handed one back, payouts,
// reviews, discount redemptions, and the local payments gateway's own records.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { BookingAddress } from '@hearth/shared/bookings/wire';
import { BOOKING_ISSUE_KINDS, BOOKING_PAYMENT_STATUSES as PAYMENT_STATUSES, PAYOUT_STATUSES, type BookingStatus, type TaxLine } from '@hearth/shared/booking';
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
    /** The language the customer booked in: their messages about it use it when their account names none. */
    locale: text('locale', { enum: ['en', 'fr'] }).notNull().default('en'),
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
    /** The service's tax class when booked: the taxes above were worked out from it and the province. */
    taxClass: text('tax_class'),
    /** The provider's share: the price before tax and discount, less the platform commission. */
    payoutCents: integer('payout_cents').notNull(),
    commissionCents: integer('commission_cents').notNull(),
    paymentMethodId: text('payment_method_id').notNull(),
    paymentId: text('payment_id'),
    /**
     * none → authorized → captured | released; failed when the card was declined at booking. A job
     * further ahead than a hold lasts starts as card_saved and is authorised in the days before it
     * (hold_failed while a declined hold waits for a new card); capture_failed when the hold had
     * lapsed and a fresh authorisation was declined too.
     */
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('none'),
    paymentError: text('payment_error'),
    /** The gateway's charge behind a capture: payouts are transfers tied to it. */
    chargeId: text('charge_id'),
    /** When the card hold lapses at the gateway; a capture after it needs a fresh authorisation. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** For a card saved at booking: when to try the hold next (null once placed, or before it is due). */
    holdAttemptAt: timestamp('hold_attempt_at', { withTimezone: true }),
    holdAttempts: integer('hold_attempts').notNull().default(0),
    /** A declined hold must be fixed (a new card) by then, or the booking is cancelled without fee. */
    cardUpdateDeadline: timestamp('card_update_deadline', { withTimezone: true }),
    /** What the customer was actually charged (the capture); refunds of it are in refundedCents' share. */
    capturedCents: integer('captured_cents').notNull().default(0),
    /** The customer may report a problem with a completed job until then; the payout waits for it. */
    confirmationEndsAt: timestamp('confirmation_ends_at', { withTimezone: true }),
    problemReportedAt: timestamp('problem_reported_at', { withTimezone: true }),
    /** The cardholder disputed the charge with their bank: the payout is frozen until an admin decides. */
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
    /** What the customer does not pay after a cancellation or expiry (the released part of the hold). */
    refundedCents: integer('refunded_cents').notNull().default(0),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** The assigned professional said they are on their way, and when they expect to arrive. */
    onTheWayAt: timestamp('on_the_way_at', { withTimezone: true }),
    arrivalEta: timestamp('arrival_eta', { withTimezone: true }),
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
    // The sweeper: saved cards whose hold is due, and completed jobs whose confirmation window ends.
    index('bookings_hold_attempt_idx').on(t.holdAttemptAt).where(sql`${t.paymentStatus} in ('card_saved', 'hold_failed')`),
    check(
      'bookings_status_check',
      sql`${t.status} in ('pending_payment', 'payment_failed', 'open', 'accepted', 'in_progress', 'completed', 'cancelled', 'expired')`,
    ),
    check('bookings_provider_check', sql`${t.status} not in ('accepted', 'in_progress', 'completed') or ${t.providerId} is not null`),
    check('bookings_amounts_check', sql`${t.totalCents} >= 0 and ${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.totalCents}`),
    check('bookings_captured_check', sql`${t.capturedCents} >= 0 and ${t.capturedCents} <= ${t.totalCents}`),
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
    /** 'status' for a move in the lifecycle; other kinds record what happened without one (from = to). */
    kind: text('kind', { enum: ['status', 'reschedule_requested', 'rescheduled', 'reschedule_declined', 'reschedule_withdrawn', 'on_the_way'] }).notNull().default('status'),
    /** What the kind needs to be told again, e.g. { fromStartsAt, toStartsAt } for a reschedule. */
    detail: jsonb('detail').$type<Record<string, string | number | null>>(),
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
    /** A completed job, or the provider's share of a late cancellation fee. */
    kind: text('kind', { enum: ['job', 'late_cancellation'] }).notNull().default('job'),
    /**
     * held (until the capture succeeded and payable_at passed) → pending → sending → paid | failed;
     * frozen by a problem report, a dispute or a failed capture until an admin decides (pending or
     * cancelled); reversed when the gateway took a paid transfer back.
     */
    status: text('status', { enum: PAYOUT_STATUSES }).notNull().default('held'),
    /** The end of the customer's confirmation window: no payout before it. */
    payableAt: timestamp('payable_at', { withTimezone: true }).notNull().defaultNow(),
    transferId: text('transfer_id'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  // One payout per booking: a retried completion can never pay twice.
  (t) => [
    uniqueIndex('payouts_booking_key').on(t.bookingId),
    index('payouts_provider_idx').on(t.providerId, t.createdAt),
    index('payouts_held_idx').on(t.payableAt).where(sql`${t.status} = 'held'`),
    check('payouts_amount_check', sql`${t.amountCents} >= 0`),
  ],
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
    /** The professional's one public answer; set once, never edited (a conditional UPDATE decides). */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /** An admin upheld a report: the review no longer shows anywhere or counts in any average. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
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
    /** A hold lapses then (on the gateway's own clock), as card networks let authorisations lapse. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
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
    /** The captured payment the transfer is funded from (Stripe's source_transaction). */
    sourcePaymentId: text('source_payment_id'),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('local_gateway_transfers_idempotency_key').on(t.idempotencyKey)],
);

/** The local gateway's clock, moved forward in development and tests to make holds lapse (one row). */
export const localGatewayClock = pgTable('local_gateway_clock', {
  id: smallint('id').primaryKey().default(1),
  offsetMs: bigint('offset_ms', { mode: 'number' }).notNull().default(0),
});

/**
 * Something about a booking's money an admin must decide: a customer's problem report, a card
 * dispute, a capture that failed, a payout the bank returned. Listed in the admin inbox.
 */
export const bookingIssues = pgTable(
  'booking_issues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: BOOKING_ISSUE_KINDS }).notNull(),
    status: text('status', { enum: ['new', 'in_progress', 'closed'] }).notNull().default('new'),
    description: text('description').notNull(),
    /** The gateway's id for what happened (dispute, payout, reversal): a webhook delivered twice is one issue. */
    gatewayRef: text('gateway_ref'),
    resolution: text('resolution'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('booking_issues_booking_idx').on(t.bookingId, t.createdAt),
    index('booking_issues_status_idx').on(t.status, t.createdAt),
    uniqueIndex('booking_issues_gateway_key').on(t.kind, t.gatewayRef),
    // One problem report per booking: a double submit finds the first.
    uniqueIndex('booking_issues_problem_key').on(t.bookingId).where(sql`${t.kind} = 'problem_report'`),
  ],
);

/**
 * A tax invoice (when a booking is charged) or a credit note (when charged money is refunded). Issued
 * once and never edited: everything the document shows is kept on the row as it was at issue.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['invoice', 'credit_note'] }).notNull(),
    /** One sequence for invoices and credit notes, with no gaps: taken in the issuing transaction. */
    sequence: bigint('sequence', { mode: 'number' }).notNull(),
    number: text('number').notNull(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    /** A credit note's invoice. */
    invoiceId: uuid('invoice_id'),
    /** What caused it (a capture, a refund row): the same cause never issues two documents. */
    sourceKey: text('source_key').notNull(),
    customerId: uuid('customer_id').references(() => users.id, { onDelete: 'set null' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** The supplier (the platform) and the customer as they were at issue. */
    supplier: jsonb('supplier').$type<Record<string, unknown>>().notNull(),
    billTo: jsonb('bill_to').$type<Record<string, unknown>>().notNull(),
    lines: jsonb('lines').$type<Record<string, unknown>[]>().notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    taxes: jsonb('taxes').$type<TaxLine[]>().notNull(),
    totalCents: integer('total_cents').notNull(),
  },
  (t) => [
    uniqueIndex('invoices_sequence_key').on(t.sequence),
    uniqueIndex('invoices_number_key').on(t.number),
    uniqueIndex('invoices_source_key').on(t.sourceKey),
    index('invoices_booking_idx').on(t.bookingId, t.issuedAt),
    index('invoices_customer_idx').on(t.customerId, t.issuedAt),
  ],
);

/** Counters that must not skip (invoice numbers): one row per sequence, advanced under its row lock. */
export const documentSequences = pgTable('document_sequences', {
  name: text('name').primaryKey(),
  lastValue: bigint('last_value', { mode: 'number' }).notNull().default(0),
});
