// The admin console's payouts section: transfers to providers by provider and period, retrying
// failed ones, and the CSV exports for accounting and the annual platform-operator report.
import { z } from 'zod';
import { FIRST_PAGE } from '../../constants';
import { defineEndpoint } from '../../contract';
import { idParams, pagedSchema } from '../../wire';
import { PAYOUT_STATUSES } from '../payouts';

export const ADMIN_PAYOUTS_PAGE_SIZE = 20;

const day = (label: string) => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`).refine((v) => !Number.isNaN(Date.parse(v)), `${label} must be a date (YYYY-MM-DD)`);

/** The list's filters, kept in the page's URL and shared by the CSV export. */
export const payoutFilterSchema = z
  .object({
    providerId: z.uuid('Unknown provider').optional(),
    status: z.enum(PAYOUT_STATUSES, { error: 'Unknown status' }).optional(),
    from: day('From').optional(),
    to: day('To').optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: 'To must be on or after From', path: ['to'] });
export type PayoutFilter = z.infer<typeof payoutFilterSchema>;

export const payoutListQuerySchema = payoutFilterSchema.and(
  z.object({
    pageNo: z.coerce.number().int().min(1, 'pageNo starts at 1').default(FIRST_PAGE),
    size: z.coerce.number().int().min(1).max(100, 'size must be between 1 and 100').default(ADMIN_PAYOUTS_PAGE_SIZE),
  }),
);
export type PayoutListQuery = z.infer<typeof payoutListQuerySchema>;

/** Platform reporting started with calendar year 2024 (Part XX of the Income Tax Act). */
export const annualReportQuerySchema = z.object({
  year: z.coerce.number({ error: 'Year is required' }).int('Year is required').min(2024, 'Reports start with 2024').max(2100, 'Year is too far ahead'),
});

export const adminPayoutSchema = z.object({
  _id: z.string(),
  bookingId: z.string(),
  serviceName: z.string(),
  provider: z.object({ _id: z.string(), fullname: z.string(), email: z.string(), businessName: z.string().nullable() }),
  grossCents: z.number().int(),
  commissionCents: z.number().int(),
  amountCents: z.number().int(),
  status: z.enum(PAYOUT_STATUSES),
  transferId: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** A pending payout waiting out the hold after the provider's bank account changed: sent from then on. */
  heldUntil: z.string().nullable(),
});
export type AdminPayout = z.infer<typeof adminPayoutSchema>;

/** Sums over every payout the filter matches, not just the page shown. */
export const payoutTotalsSchema = z.object({
  count: z.number().int(),
  grossCents: z.number().int(),
  commissionCents: z.number().int(),
  amountCents: z.number().int(),
  paidCents: z.number().int(),
  failedCount: z.number().int(),
});
export type PayoutTotals = z.infer<typeof payoutTotalsSchema>;

export const adminPayoutPageSchema = pagedSchema(adminPayoutSchema).extend({ totals: payoutTotalsSchema });
export type AdminPayoutPage = z.infer<typeof adminPayoutPageSchema>;

const admin = ['admin'] as const;

export const adminPayoutEndpoints = {
  list: defineEndpoint({ method: 'GET', path: '/api/admin/payouts', access: admin, query: payoutListQuerySchema, response: adminPayoutPageSchema }),
  /** Failed payouts, and ones stuck sending, go out again. */
  retry: defineEndpoint({
    method: 'POST',
    path: '/api/admin/payouts/:id/retry',
    access: admin,
    params: idParams('id', 'Payout not found'),
    response: z.object({ _id: z.string(), status: z.enum(PAYOUT_STATUSES) }),
  }),
  /** The filtered payouts as CSV for accounting: a file, not an envelope, so the API writes this route by hand. */
  csv: defineEndpoint({ method: 'GET', path: '/api/admin/payouts.csv', access: admin, query: payoutFilterSchema, response: z.unknown() }),
  /** One CSV row per provider for the year (Part XX ITA): a file, not an envelope, so the API writes this route by hand. */
  annualReport: defineEndpoint({ method: 'GET', path: '/api/admin/payouts/annual-report.csv', access: admin, query: annualReportQuerySchema, response: z.unknown() }),
};
