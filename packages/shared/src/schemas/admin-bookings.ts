// Admin console — bookings (issue 9): the search query, assigning, cancelling, refunding, moving a
// job on for its provider and settling a money issue.
import { z } from 'zod';
import { BOOKING_STATUSES } from '../booking';
import { ADMIN_BOOKING_PAGE_SIZE, ADMIN_BOOKING_SORTS, SORT_ORDERS } from '../admin/bookings';
import { END_BEFORE_START_MESSAGE } from './booking';
import { requiredText } from './fields';

const isoDate = z.iso.date('Use dates as YYYY-MM-DD').optional();
const search = z.string().trim().max(100).optional().transform((v) => v || undefined);

/** GET /api/admin/bookings. `status` is a comma list; dates are the job's local day (inclusive). */
export const adminBookingListQuerySchema = z
  .object({
    status: z
      .string()
      .optional()
      .transform((v) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : []))
      .refine((list) => list.every((s) => (BOOKING_STATUSES as readonly string[]).includes(s)), 'Unknown booking status'),
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
