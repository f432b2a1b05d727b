// The admin console's review reports: reviews someone asked admins to look at, and the decision to
// hide a review or keep it, taken once for every open report of that review.
import { z } from 'zod';
import { defineEndpoint } from '../../contract';
import { REVIEW_REPORT_REASONS } from '../../reviews/contract';
import { idParams, pageQuerySchema, pagedSchema } from '../../wire';

export const ADMIN_REVIEW_REPORTS_PAGE_SIZE = 20;

export const adminReviewReportSchema = z.object({
  _id: z.string(),
  reason: z.enum(REVIEW_REPORT_REASONS),
  details: z.string().nullable(),
  reporterRole: z.enum(['customer', 'serviceprovider', 'admin']),
  createdAt: z.string(),
  /** Open reports on the same review, this one included. */
  openReportsOnReview: z.number().int(),
  review: z.object({
    _id: z.string(),
    rating: z.number().int(),
    text: z.string(),
    serviceName: z.string(),
    /** The professional's public short name ('Marcus L.'). */
    professionalName: z.string(),
    createdAt: z.string(),
  }),
});
export type AdminReviewReport = z.infer<typeof adminReviewReportSchema>;

export const REVIEW_REPORT_OUTCOMES = ['hidden', 'kept'] as const;

export const resolveReviewReportSchema = z.object({
  outcome: z.enum(REVIEW_REPORT_OUTCOMES, { error: 'Choose whether to hide or keep the review' }),
  note: z.string().trim().max(1000, 'Note must be at most 1000 characters').optional(),
});
export type ResolveReviewReportInput = z.input<typeof resolveReviewReportSchema>;

const admin = ['admin'] as const;

export const adminReviewReportEndpoints = {
  /** Open reports, oldest first: the longest-waiting are judged first. */
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/review-reports',
    access: admin,
    query: pageQuerySchema(ADMIN_REVIEW_REPORTS_PAGE_SIZE),
    response: pagedSchema(adminReviewReportSchema),
  }),
  /** Decides every open report of the report's review; a repeat answers with the decision already taken. */
  resolve: defineEndpoint({
    method: 'POST',
    path: '/api/admin/review-reports/:id/resolve',
    access: admin,
    params: idParams('id', 'Report not found'),
    body: resolveReviewReportSchema,
    response: z.object({ reviewId: z.string(), outcome: z.enum(REVIEW_REPORT_OUTCOMES), resolvedReports: z.number().int() }),
  }),
};
