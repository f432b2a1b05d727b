// Admin console — bookings (issue 9): the search query, assigning, cancelling and refunding.
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

/** POST /api/admin/bookings/:id/refund (an Idempotency-Key header, a UUID, makes retries safe). */
export const refundBookingSchema = z.object({
  amountCents: z.number({ error: 'Amount is required' }).int('Amount must be in whole cents').min(1, 'Amount must be more than $0.00'),
  reason: requiredText('Reason', 500),
});
export type RefundBookingInput = z.infer<typeof refundBookingSchema>;

/** The partial refund dialog: dollars as typed ("12.50"), turned into cents for the API. */
export const refundFormSchema = z.object({
  amount: z
    .string()
    .trim()
    .min(1, 'Amount is required')
    .regex(/^\d+(\.\d{1,2})?$/, 'Enter an amount in dollars, like 12.50')
    .refine((v) => Number(v) > 0, 'Amount must be more than $0.00'),
  reason: requiredText('Reason', 500),
});
export type RefundFormInput = z.infer<typeof refundFormSchema>;

/** "12.5" → 1250, without floating-point drift. */
export function dollarsToCents(amount: string): number {
  const [whole = '0', fraction = ''] = amount.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}
