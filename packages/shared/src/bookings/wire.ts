// A booking's shapes as clients read them: the customer's own bookings (the admin console's booking
// page shows the same booking), the provider's offers, jobs and earnings. Field names keep their
// published spelling: mobile clients already speak them.
import { z } from 'zod';
import { OUTSIDE_AVAILABILITY_REASONS } from '../availability/contract';
import { BOOKING_PAYMENT_STATUSES, BOOKING_STATUSES, PAYOUT_STATUSES, type BookingAmounts } from '../booking';
import { PROVINCE_CODES, ROLES, type ProvinceCode } from '../constants';
import { imageUrlsSchema, pagedSchema } from '../wire';
import { professionalCardSchema } from '../professionals/wire';

const provinceSchema = z.enum(PROVINCE_CODES as [ProvinceCode, ...ProvinceCode[]]);

export const bookingServiceRefSchema = z.object({ _id: z.string(), name: z.string(), slug: z.string(), image: imageUrlsSchema.nullable() });
export type BookingServiceRef = z.infer<typeof bookingServiceRefSchema>;

export const bookingAddressSchema = z.object({
  name: z.string(),
  phonenumber: z.string(),
  street: z.string(),
  city: z.string(),
  province: provinceSchema,
  country: z.string(),
  postcode: z.string(),
});
export type BookingAddress = z.infer<typeof bookingAddressSchema>;

export const BOOKING_EVENT_KINDS = ['status', 'reschedule_requested', 'rescheduled', 'reschedule_declined', 'reschedule_withdrawn', 'on_the_way'] as const;
export type BookingEventKind = (typeof BOOKING_EVENT_KINDS)[number];

/** The customer's proposal to move an assigned job, while the professional has not answered it (ISO instants). */
export const pendingRescheduleSchema = z.object({ id: z.string(), toStartsAt: z.string(), toEndsAt: z.string(), requestedAt: z.string() });
export type PendingReschedule = z.infer<typeof pendingRescheduleSchema>;

export const bookingHistoryEntrySchema = z.object({
  from: z.enum(BOOKING_STATUSES).nullable(),
  to: z.enum(BOOKING_STATUSES),
  by: z.enum([...ROLES, 'system']),
  reason: z.string().nullable(),
  at: z.string(),
  /** 'status' (or absent) for a move in the lifecycle; the other kinds record what happened without one (from = to). */
  kind: z.enum(BOOKING_EVENT_KINDS).optional(),
  /** What the kind needs to be told again, e.g. { fromStartsAt, toStartsAt } (ISO instants) for a reschedule. */
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.null()])).nullable().optional(),
});
export type BookingHistoryEntry = z.infer<typeof bookingHistoryEntrySchema>;

/** The assigned professional said they are on their way (last time they said so), and when they expect to arrive. */
export const onTheWaySchema = z.object({ at: z.string(), arrivalEta: z.string() });
export type OnTheWay = z.infer<typeof onTheWaySchema>;

export const bookingReviewSchema = z.object({ rating: z.number().int(), review: z.string(), createdAt: z.string() });
export type BookingReview = z.infer<typeof bookingReviewSchema>;

/** Integer cents; `taxes` are the lines that make up `tax` (rates in thousandths of a percent). `BookingAmounts` is written out in booking.ts, which prices bookings on both sides. */
export const bookingAmountsSchema = z.object({
  subtotal: z.number().int(),
  discount: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  taxes: z.array(z.object({ name: z.enum(['GST', 'HST', 'PST', 'QST', 'RST']), rate: z.number(), amount: z.number().int() })),
}) satisfies z.ZodType<BookingAmounts>;

/** Where a booking's card payment stands, as the customer sees it. */
export const bookingPaymentSchema = z.object({
  status: z.enum(BOOKING_PAYMENT_STATUSES),
  /** card_saved: from when the hold will be placed (the card is not charged before the job). */
  holdFrom: z.string().nullable(),
  /** hold_failed: choose another card by then, or the booking is cancelled without fee. */
  cardUpdateDeadline: z.string().nullable(),
  /** The bank's reason for the last decline, if any. */
  error: z.string().nullable(),
});
export type BookingPayment = z.infer<typeof bookingPaymentSchema>;

const refundPolicySchema = z.enum(['full', 'partial', 'none']);

/** What the customer's and the provider's views of a booking share. */
const bookingCore = {
  _id: z.string(),
  status: z.enum(BOOKING_STATUSES),
  service: bookingServiceRefSchema,
  /** ISO instants; the job is expected to end at `endsAt`. */
  scheduledAt: z.string(),
  endsAt: z.string(),
  quantity: z.number().int(),
  address: bookingAddressSchema,
  note: z.string(),
  /** Set while an accepted job's professional is on the way; null otherwise. */
  onTheWay: onTheWaySchema.nullable(),
};

/** A booking as its customer (and admins) see it. */
export const bookingSchema = z.object({
  ...bookingCore,
  phonenumber: z.string(),
  email: z.string(),
  zipcode: z.string(),
  discountCode: z.string().nullable(),
  amounts: bookingAmountsSchema,
  /** What has been refunded so far (cents): given back, or taken off the hold before it was charged. */
  refundedCents: z.number().int(),
  /** What the customer's card was actually charged (cents), once the payment is settled. */
  chargedCents: z.number().int(),
  payment: bookingPaymentSchema,
  /** A completed job: the customer may report a problem until `endsAt`; null before completion. */
  confirmation: z.object({ endsAt: z.string(), problemReportedAt: z.string().nullable() }).nullable(),
  provider: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** Who comes to the door, as the customer may see them; null while nobody is assigned. */
  professional: professionalCardSchema.nullable(),
  review: bookingReviewSchema.nullable(),
  createdAt: z.string(),
  /** Messages from the provider the customer has not read yet. */
  unreadMessages: z.number().int(),
  /** Only on GET /api/booking/{id}. */
  history: z.array(bookingHistoryEntrySchema).optional(),
  /** The customer's proposal to move the job that the professional has not answered yet. */
  reschedule: pendingRescheduleSchema.nullable(),
  /** Only on GET /api/booking/{id} while the customer may cancel: what cancelling now would refund. */
  cancellation: z.object({ policy: refundPolicySchema, refundCents: z.number().int() }).nullable().optional(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** 201 of POST /api/booking. */
export const createdBookingSchema = z.object({
  _id: z.string(),
  status: z.enum(BOOKING_STATUSES),
  amounts: bookingAmountsSchema,
  /** Stripe only: the bank asks the customer to confirm (3-D Secure); finish it with this, then the booking opens. */
  clientSecret: z.string().optional(),
});
export type CreatedBooking = z.infer<typeof createdBookingSchema>;

/** POST /api/booking/quote (the request's schema is bookingQuoteSchema in schemas/booking). */
export const bookingQuoteWireSchema = z.object({
  amounts: bookingAmountsSchema,
  /** Why the discount code was not applied (the price is then without it), or null. */
  discountError: z.string().nullable(),
});
export type BookingQuote = z.infer<typeof bookingQuoteWireSchema>;

/** A booking offered to a provider: no street and no customer contact until they accept it. */
export const availableBookingSchema = z.object({
  _id: z.string(),
  service: bookingServiceRefSchema,
  scheduledAt: z.string(),
  endsAt: z.string(),
  quantity: z.number().int(),
  area: z.object({ fsa: z.string(), city: z.string(), province: provinceSchema }),
  /** What the provider is paid for the job (cents), after the platform commission. */
  payoutCents: z.number().int(),
  /** The customer's card is held for the job (not only saved for a hold placed closer to the date). */
  paymentSecured: z.boolean(),
  /** What the customer wrote for the professional (never their address or contact before acceptance). */
  note: z.string(),
  /** Why the job falls outside the provider's availability, if it does: accepting it then needs their confirmation. */
  outsideAvailability: z.enum(OUTSIDE_AVAILABILITY_REASONS).nullable(),
});
export type AvailableBooking = z.infer<typeof availableBookingSchema>;

/** A job a provider accepted (GET /api/service-provider/mybookings): full address and contact. */
export const providerJobSchema = z.object({
  ...bookingCore,
  customer: z.object({ name: z.string(), phonenumber: z.string() }),
  payoutCents: z.number().int(),
  /** The customer's card is held for the job. */
  paymentSecured: z.boolean(),
  /** The provider may start the job from `startOpensAt` until `startClosesAt` (ISO instants). */
  startOpensAt: z.string(),
  startClosesAt: z.string(),
  review: bookingReviewSchema.nullable(),
  /** Messages from the customer the provider has not read yet. */
  unreadMessages: z.number().int(),
  history: z.array(bookingHistoryEntrySchema).optional(),
  /** The customer asks to move the job: the provider accepts or declines (declining hands it back). */
  reschedule: pendingRescheduleSchema.nullable(),
});
export type ProviderJob = z.infer<typeof providerJobSchema>;

/** GET /api/booking/{id} and what acts on one booking: the customer's (and admins') view, or the provider's of their job. */
export const bookingOrJobSchema = z.union([bookingSchema, providerJobSchema]);

/** A cancellation: the booking as it is now and what was given back (by the refund policy for a customer). */
export const cancelledBookingSchema = z.object({ booking: bookingOrJobSchema, refundCents: z.number().int(), policy: refundPolicySchema });
export type CancelledBooking = z.infer<typeof cancelledBookingSchema>;

/** Another card for a booking; `clientSecret` when the bank asks the customer to confirm it. */
export const bookingCardChangeSchema = z.object({ booking: bookingSchema, clientSecret: z.string().optional() });
export type BookingCardChange = z.infer<typeof bookingCardChangeSchema>;

/** GET /api/service-provider/mybookings-count. */
export const providerJobCountsSchema = z.object({ accepted: z.number().int(), in_progress: z.number().int(), completed: z.number().int(), cancelled: z.number().int() });
export type ProviderJobCounts = z.infer<typeof providerJobCountsSchema>;

/** GET /api/service-provider/mytransactions: one payout per completed job. */
export const providerTransactionSchema = z.object({
  _id: z.string(),
  bookingId: z.string(),
  serviceName: z.string(),
  /** The job's price before tax, the platform's commission, and what the provider receives (cents). */
  grossCents: z.number().int(),
  commissionCents: z.number().int(),
  amountCents: z.number().int(),
  /** A completed job, or the provider's share of a late cancellation fee. */
  kind: z.enum(['job', 'late_cancellation']),
  status: z.enum(PAYOUT_STATUSES),
  /** When the customer's confirmation window ends: the payout is not sent before. */
  payableAt: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type ProviderTransaction = z.infer<typeof providerTransactionSchema>;

/**
 * GET /api/service-provider/mytransactions: a page of payouts and, over the whole period, what was
 * paid out, what is still to come (held, pending, sending) and what is on hold (frozen by a report
 * or a dispute). `totalCents` is paid + pending + on hold.
 */
export const providerTransactionPageSchema = pagedSchema(providerTransactionSchema).extend({
  totalCents: z.number().int(),
  paidCents: z.number().int(),
  pendingCents: z.number().int(),
  onHoldCents: z.number().int(),
});
export type ProviderTransactionPage = z.infer<typeof providerTransactionPageSchema>;

/** GET /api/service-provider/dashboard. */
export const providerDashboardSchema = z.object({
  counts: providerJobCountsSchema,
  availableCount: z.number().int(),
  earningsThisMonthCents: z.number().int(),
  upcoming: z.array(providerJobSchema),
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
});
export type ProviderDashboard = z.infer<typeof providerDashboardSchema>;
