// Reviews: a customer rates a completed job once; service pages, the customer's list and the
// provider's received reviews show them.
import { z } from 'zod';
import { serviceSummarySchema } from '../catalog/wire';
import { defineEndpoint } from '../contract';
import { requiredText } from '../schemas/fields';
import { idParams, pageQuerySchema, pagedSchema } from '../wire';

/** The review form's fields. */
export const reviewSchema = z.object({
  rating: z.coerce.number({ error: 'Rating is required' }).int().min(1, 'Rating must be between 1 and 5').max(5, 'Rating must be between 1 and 5'),
  review: requiredText('Review', 2000),
});
export type ReviewInput = z.infer<typeof reviewSchema>;

/** POST /api/review: the form's fields and the booking they rate. */
export const createReviewSchema = reviewSchema.extend({ bookingId: z.uuid('Booking is required') });
export type CreateReviewInput = z.input<typeof createReviewSchema>;

/** A review as anyone may read it on a service page: nothing that leads to the booking behind it. */
export const publicReviewSchema = z.object({
  _id: z.string(),
  rating: z.number().int(),
  review: z.string(),
  createdAt: z.string(),
  service: serviceSummarySchema,
  /** The customer's first name and last initial ('Maya R.'). */
  customerName: z.string(),
  /** The professional who did the job, shown the same way ('Marcus L.'): a review rates them. */
  providerName: z.string(),
  /** The professional's public answer, written once. */
  reply: z.object({ text: z.string(), repliedAt: z.string() }).nullable(),
  /** The language the customer booked in, taken as the review's: pages mark it (lang) when it differs from theirs. */
  lang: z.enum(['en', 'fr']),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** A review as its customer, its provider and admins read it. */
export const reviewWireSchema = publicReviewSchema.extend({
  bookingId: z.string(),
  /** Taken down by an admin after a report: only its author and its professional still see it. */
  hidden: z.boolean(),
});
export type Review = z.infer<typeof reviewWireSchema>;

const ratingSummary = { average: z.number().nullable(), count: z.number().int() };

/** The average and the most recent reviews of a service. */
export const reviewSummarySchema = z.object({ ...ratingSummary, reviews: z.array(publicReviewSchema) });
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

/** The average and one page of a provider's received reviews (with their bookings). */
export const receivedReviewsSchema = z.object({
  ...ratingSummary,
  reviews: z.array(reviewWireSchema),
  pageNo: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
});
export type ReceivedReviews = z.infer<typeof receivedReviewsSchema>;

export const REVIEWS_PAGE_SIZE = 10;

/** A professional's public answer to a review of their job. */
export const reviewReplySchema = z.object({ reply: requiredText('Reply', 1000) });
export type ReviewReplyInput = z.input<typeof reviewReplySchema>;

export const REVIEW_REPORT_REASONS = ['offensive', 'personal_information', 'not_a_real_job', 'conflict_of_interest', 'other'] as const;
export type ReviewReportReason = (typeof REVIEW_REPORT_REASONS)[number];

/** Asking admins to look at a review; 'other' needs a few words on what is wrong. */
export const reviewReportSchema = z
  .object({
    reason: z.enum(REVIEW_REPORT_REASONS, { error: 'Choose a reason' }),
    details: z.string().trim().max(1000, 'Details must be at most 1000 characters').optional(),
  })
  .refine((r) => r.reason !== 'other' || !!r.details, { message: 'Tell us what is wrong with this review', path: ['details'] });
export type ReviewReportInput = z.input<typeof reviewReportSchema>;

/** One page of a professional's visible reviews with their rating over all of them. */
export const professionalReviewsSchema = z.object({
  ...ratingSummary,
  reviews: z.array(publicReviewSchema),
  pageNo: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
});
export type ProfessionalReviews = z.infer<typeof professionalReviewsSchema>;

const reviewParams = idParams('id', 'Review not found');

export const reviewEndpoints = {
  /** Answers 201; 409 when the booking was reviewed already. Rate-limited. */
  create: defineEndpoint({ method: 'POST', path: '/api/review', access: ['customer'], body: createReviewSchema, response: reviewWireSchema }),
  /** The reviews the customer wrote, newest first. */
  mine: defineEndpoint({ method: 'GET', path: '/api/review/mine', access: ['customer'], query: pageQuerySchema(REVIEWS_PAGE_SIZE), response: pagedSchema(reviewWireSchema) }),
  /** Public and the same for everyone, so the API keeps the answer in memory. A bad slug is a 400, not a 404. */
  forService: defineEndpoint({
    method: 'GET',
    path: '/api/review/service/:slug',
    access: 'public',
    params: z.object({ slug: z.string().trim().min(1).max(200) }),
    response: reviewSummarySchema,
  }),
  received: defineEndpoint({
    method: 'GET',
    path: '/api/service-provider/reviews',
    access: ['serviceprovider'],
    query: pageQuerySchema(REVIEWS_PAGE_SIZE),
    response: receivedReviewsSchema,
  }),
  /** The job's professional answers once; a second reply is a 409. */
  reply: defineEndpoint({ method: 'POST', path: '/api/review/:id/reply', access: ['serviceprovider'], params: reviewParams, body: reviewReplySchema, response: reviewWireSchema }),
  /** Anyone signed in but the author; once per person and review (409). Rate-limited. */
  report: defineEndpoint({ method: 'POST', path: '/api/review/:id/report', access: 'user', params: reviewParams, body: reviewReportSchema, response: z.void() }),
  /** Public: an approved, active professional's visible reviews, newest first; 404 for anyone else. */
  forProfessional: defineEndpoint({
    method: 'GET',
    path: '/api/review/professional/:providerId',
    access: 'public',
    params: idParams('providerId', 'Professional not found'),
    query: pageQuerySchema(REVIEWS_PAGE_SIZE),
    response: professionalReviewsSchema,
  }),
};
