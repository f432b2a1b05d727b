// The admin payouts list's filters (kept in the URL, shared by the CSV export) and the annual report's year.
import { z } from 'zod';
import { FIRST_PAGE } from '../constants';
import { PAYOUT_STATUSES } from '../admin/payouts';

export const ADMIN_PAYOUTS_PAGE_SIZE = 20;

const day = (label: string) => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`).refine((v) => !Number.isNaN(Date.parse(v)), `${label} must be a date (YYYY-MM-DD)`);

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
