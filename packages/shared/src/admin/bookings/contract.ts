// Admin console — bookings: the search, one booking in full (its money and issues), the providers it
// can go to, and the actions: assign, cancel with refund, partial refund, start or complete the job
// for its provider, settle a money issue. Also the forms that feed them.
import { z } from 'zod';
import { BOOKING_ISSUE_KINDS, BOOKING_PAYMENT_STATUSES, BOOKING_STATUSES, PAYOUT_STATUSES } from '../../booking';
import { bookingHistoryEntrySchema, bookingSchema } from '../../bookings/wire';
import { PROVINCE_CODES, type ProvinceCode } from '../../constants';
import { defineEndpoint } from '../../contract';
import { bookingStatusListSchema, END_BEFORE_START_MESSAGE } from '../../schemas/booking';
import { requiredText } from '../../schemas/fields';
import { idParams, pagedSchema } from '../../wire';
import { ADMIN_BOOKING_PAGE_SIZE, ADMIN_BOOKING_SORTS, SORT_ORDERS } from '../bookings';
import { INBOX_STATUSES } from '../inbox';

// ---- Requests ---------------------------------------------------------------------------------

const isoDate = z.iso.date('Use dates as YYYY-MM-DD').optional();
const search = z.string().trim().max(100).optional().transform((v) => v || undefined);

/** GET /api/admin/bookings. `status` is a comma list; dates are the job's local day (inclusive). */
export const adminBookingListQuerySchema = z
  .object({
    status: bookingStatusListSchema,
    from: isoDate,
    to: isoDate,
    serviceId: z.uuid('Unknown service').optional(),
    /** A postal area (FSA, e.g. M5V) or a city name. */
    area: search,
    /** The customer's email or name. */
    customer: search,
    /** The provider's email or name. */
    provider: search,
    sort: z.enum(ADMIN_BOOKING_SORTS).default('startsAt'),
    order: z.enum(SORT_ORDERS).default('desc'),
    pageNo: z.coerce.number().int().min(1).default(1),
    size: z.coerce.number().int().min(1).max(100).default(ADMIN_BOOKING_PAGE_SIZE),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: END_BEFORE_START_MESSAGE, path: ['to'] });
export type AdminBookingListQuery = z.output<typeof adminBookingListQuerySchema>;

/** GET /api/admin/bookings/:id/eligible-providers: part of a provider's name or email. */
export const eligibleProvidersQuerySchema = z.object({ q: z.string().trim().max(100).optional() });

export const assignProviderSchema = z.object({
  providerId: z.uuid('Choose a provider'),
  /**
   * The provider the admin saw on the booking (null: none). When it is no longer the one, someone
   * else dispatched it meanwhile and the assignment is refused (409) rather than silently replacing theirs.
   */
  currentProviderId: z.uuid().nullable().optional(),
});
export type AssignProviderInput = z.infer<typeof assignProviderSchema>;

export const adminCancelBookingSchema = z.object({ reason: requiredText('Reason', 500) });
export type AdminCancelBookingInput = z.infer<typeof adminCancelBookingSchema>;

const amountCents = z.number({ error: 'Amount is required' }).int('Amount must be in whole cents').min(1, 'Amount must be more than $0.00');

/** POST /api/admin/bookings/:id/refund (an Idempotency-Key header, a UUID, makes retries safe). */
export const refundBookingSchema = z.object({
  amountCents,
  reason: requiredText('Reason', 500),
});
export type RefundBookingInput = z.infer<typeof refundBookingSchema>;

/** Dollars as typed ("12.50"); `dollarsToCents` turns them into cents for the API. */
const dollarAmount = z
  .string({ error: 'Amount is required' })
  .trim()
  .min(1, 'Amount is required')
  .regex(/^\d+(\.\d{1,2})?$/, 'Enter an amount in dollars, like 12.50')
  .refine((v) => Number(v) > 0, 'Amount must be more than $0.00');

/** The partial refund dialog. */
export const refundFormSchema = z.object({
  amount: dollarAmount,
  reason: requiredText('Reason', 500),
});
export type RefundFormInput = z.infer<typeof refundFormSchema>;

/** An admin acting in someone's place or deciding money says why: it goes to the audit log and the booking's history. */
const adminReason = requiredText('Reason', 500).min(3, 'Reason must be at least 3 characters');

/** POST /api/admin/bookings/:id/start and …/complete: the admin moves the job on for its provider. */
export const adminJobActionSchema = z.object({ reason: adminReason });
export type AdminJobActionInput = z.infer<typeof adminJobActionSchema>;

const CHOOSE_OUTCOME = 'Choose how to settle';

/**
 * POST /api/admin/bookings/:id/resolve: how a problem report, a dispute, a failed capture or a
 * frozen payout ends. Only a partial refund names an amount (any other outcome's is dropped).
 */
export const resolveMoneyIssueSchema = z.discriminatedUnion(
  'outcome',
  [
    z.object({ outcome: z.literal('pay'), reason: adminReason }),
    z.object({ outcome: z.literal('partial_refund'), amountCents, reason: adminReason }),
    z.object({ outcome: z.literal('full_refund'), reason: adminReason }),
  ],
  { error: CHOOSE_OUTCOME },
);
export type ResolveMoneyIssueInput = z.infer<typeof resolveMoneyIssueSchema>;

/** The settle dialog: the same choices, a partial refund typed in dollars. */
export const settleFormSchema = z.discriminatedUnion(
  'outcome',
  [
    z.object({ outcome: z.literal('pay'), amount: z.string().optional(), reason: adminReason }),
    z.object({ outcome: z.literal('partial_refund'), amount: dollarAmount, reason: adminReason }),
    z.object({ outcome: z.literal('full_refund'), amount: z.string().optional(), reason: adminReason }),
  ],
  { error: CHOOSE_OUTCOME },
);
export type SettleFormInput = z.infer<typeof settleFormSchema>;

/** "12.5" → 1250, without floating-point drift. */
export function dollarsToCents(amount: string): number {
  const [whole = '0', fraction = ''] = amount.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

// ---- Answers ----------------------------------------------------------------------------------

const paymentStatusSchema = z.enum(BOOKING_PAYMENT_STATUSES);

/** One row of GET /api/admin/bookings. */
export const adminBookingRowSchema = z.object({
  _id: z.string(),
  status: z.enum(BOOKING_STATUSES),
  service: z.object({ _id: z.string(), name: z.string() }),
  scheduledAt: z.string(),
  endsAt: z.string(),
  province: z.enum(PROVINCE_CODES as [ProvinceCode, ...ProvinceCode[]]),
  area: z.object({ fsa: z.string(), city: z.string() }),
  customer: z.object({ _id: z.string(), fullname: z.string(), email: z.string() }),
  provider: z.object({ _id: z.string(), fullname: z.string() }).nullable(),
  totalCents: z.number().int(),
  refundedCents: z.number().int(),
  paymentStatus: paymentStatusSchema,
  createdAt: z.string(),
});
export type AdminBookingRow = z.infer<typeof adminBookingRowSchema>;

export const adminBookingPageSchema = pagedSchema(adminBookingRowSchema);
export type AdminBookingPage = z.infer<typeof adminBookingPageSchema>;

/** Money an admin gave back. `gatewayRefundId` is null when it was taken off a hold (never charged). */
export const adminBookingRefundSchema = z.object({
  _id: z.string(),
  amountCents: z.number().int(),
  reason: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  gatewayRefundId: z.string().nullable(),
  actor: z.object({ _id: z.string(), fullname: z.string() }).nullable(),
  createdAt: z.string(),
});
export type AdminBookingRefund = z.infer<typeof adminBookingRefundSchema>;

/** The provider's payout for the booking (a completed job, or their share of a late cancellation fee). */
export const adminBookingPayoutSchema = z.object({
  _id: z.string(),
  kind: z.enum(['job', 'late_cancellation']),
  status: z.enum(PAYOUT_STATUSES),
  amountCents: z.number().int(),
  /** No payout before it: the end of the customer's confirmation window. */
  payableAt: z.string(),
  paidAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type AdminBookingPayout = z.infer<typeof adminBookingPayoutSchema>;

/** Something about the booking's money an admin must decide; it is also an item of the admin inbox. */
export const adminBookingIssueSchema = z.object({
  _id: z.string(),
  kind: z.enum(BOOKING_ISSUE_KINDS),
  /** Its status in the admin inbox. */
  status: z.enum(INBOX_STATUSES),
  description: z.string(),
  resolution: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type AdminBookingIssue = z.infer<typeof adminBookingIssueSchema>;

/** GET /api/admin/bookings/:id, and the answer of every action on it. */
export const adminBookingDetailSchema = z.object({
  booking: bookingSchema.extend({ history: z.array(bookingHistoryEntrySchema) }),
  customer: z.object({ _id: z.string(), fullname: z.string(), email: z.string(), phonenumber: z.string().nullable() }),
  provider: z.object({ _id: z.string(), userId: z.string(), fullname: z.string(), email: z.string(), phonenumber: z.string().nullable() }).nullable(),
  payment: z.object({
    status: paymentStatusSchema,
    paymentId: z.string().nullable(),
    error: z.string().nullable(),
    /** The most a partial refund may give back now (0 when nothing can be refunded). */
    refundableCents: z.number().int(),
  }),
  refunds: z.array(adminBookingRefundSchema),
  /** What the card was actually charged (cents). */
  capturedCents: z.number().int(),
  /** When the card hold lapses at the gateway (a later capture needs a fresh authorisation). */
  holdExpiresAt: z.string().nullable(),
  /** A declined hold must be fixed with another card by then, or the booking is cancelled. */
  cardUpdateDeadline: z.string().nullable(),
  /** A completed job: the customer may report a problem until then, and the payout waits for it. */
  confirmationEndsAt: z.string().nullable(),
  problemReportedAt: z.string().nullable(),
  /** The cardholder disputed the charge with their bank. */
  disputedAt: z.string().nullable(),
  payout: adminBookingPayoutSchema.nullable(),
  /** Newest first. */
  issues: z.array(adminBookingIssueSchema),
  /**
   * What the admin may do now, so the page shows only the buttons that work: start or complete the
   * job for its provider, and settle an open problem report, dispute or failed capture, or a frozen
   * payout, while the payout has not left.
   */
  can: z.object({ assign: z.boolean(), cancel: z.boolean(), refund: z.boolean(), start: z.boolean(), complete: z.boolean(), settle: z.boolean() }),
  cancelReason: z.string().nullable(),
});
export type AdminBookingDetail = z.infer<typeof adminBookingDetailSchema>;

/** A provider an admin may assign. */
export const eligibleProviderSchema = z.object({
  _id: z.string(),
  fullname: z.string(),
  email: z.string(),
  /** Whether one of their service areas covers the booking's postal area or city. */
  inArea: z.boolean(),
});
export type EligibleProvider = z.infer<typeof eligibleProviderSchema>;

export const adminRefundResultSchema = z.object({
  refund: adminBookingRefundSchema,
  refundedCents: z.number().int(),
  refundableCents: z.number().int(),
});
export type AdminRefundResult = z.infer<typeof adminRefundResultSchema>;

// ---- Endpoints --------------------------------------------------------------------------------

const admin = ['admin'] as const;
const bookingParams = idParams('id', 'Booking not found');

export const adminBookingEndpoints = {
  list: defineEndpoint({ method: 'GET', path: '/api/admin/bookings', access: admin, query: adminBookingListQuerySchema, response: adminBookingPageSchema }),
  detail: defineEndpoint({ method: 'GET', path: '/api/admin/bookings/:id', access: admin, params: bookingParams, response: adminBookingDetailSchema }),
  /** Those whose areas cover the job first; the current provider is left out. */
  eligibleProviders: defineEndpoint({
    method: 'GET',
    path: '/api/admin/bookings/:id/eligible-providers',
    access: admin,
    params: bookingParams,
    query: eligibleProvidersQuerySchema,
    response: z.array(eligibleProviderSchema),
  }),
  assign: defineEndpoint({
    method: 'POST',
    path: '/api/admin/bookings/:id/assign',
    access: admin,
    params: bookingParams,
    body: assignProviderSchema,
    response: adminBookingDetailSchema,
  }),
  /** The whole payment is given back. */
  cancel: defineEndpoint({
    method: 'POST',
    path: '/api/admin/bookings/:id/cancel',
    access: admin,
    params: bookingParams,
    body: adminCancelBookingSchema,
    response: adminBookingDetailSchema,
  }),
  /** Send an Idempotency-Key header (one per dialog opening) so a retried click never refunds twice. */
  refund: defineEndpoint({
    method: 'POST',
    path: '/api/admin/bookings/:id/refund',
    access: admin,
    params: bookingParams,
    body: refundBookingSchema,
    response: adminRefundResultSchema,
  }),
  start: defineEndpoint({
    method: 'POST',
    path: '/api/admin/bookings/:id/start',
    access: admin,
    params: bookingParams,
    body: adminJobActionSchema,
    response: adminBookingDetailSchema,
  }),
  complete: defineEndpoint({
    method: 'POST',
    path: '/api/admin/bookings/:id/complete',
    access: admin,
    params: bookingParams,
    body: adminJobActionSchema,
    response: adminBookingDetailSchema,
  }),
  resolve: defineEndpoint({
    method: 'POST',
    path: '/api/admin/bookings/:id/resolve',
    access: admin,
    params: bookingParams,
    body: resolveMoneyIssueSchema,
    response: adminBookingDetailSchema,
  }),
};
