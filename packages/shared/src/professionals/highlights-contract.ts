// The home page's proof that real people use Hearth: recent warm reviews and some of the
// professionals behind them. Public and the same for everyone in a language, so the API keeps it in memory.
import { z } from 'zod';
import { defineEndpoint } from '../contract';
import { imageUrlsSchema } from '../wire';

export const HIGHLIGHT_REVIEWS = 6;
export const HIGHLIGHT_PROFESSIONALS = 6;

const serviceRefSchema = z.object({ name: z.string(), slug: z.string() });

export const highlightReviewSchema = z.object({
  _id: z.string(),
  rating: z.number().int().min(1).max(5),
  review: z.string(),
  /** The language the customer booked in, taken as the review's (the page marks it when it differs). */
  lang: z.enum(['en', 'fr']),
  /** First name and initial ('Sarah K.'). */
  customerName: z.string(),
  service: serviceRefSchema,
  professional: z.object({ name: z.string(), profilePath: z.string() }),
  createdAt: z.string(),
});
export type HighlightReview = z.infer<typeof highlightReviewSchema>;

export const highlightProfessionalSchema = z.object({
  _id: z.string(),
  name: z.string(),
  photo: imageUrlsSchema.nullable(),
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
  /** The services they are reviewed for most, then the rest they offer, at most three. */
  services: z.array(serviceRefSchema),
  /** Where they are based; null when they have not said. */
  city: z.string().nullable(),
  profilePath: z.string(),
});
export type HighlightProfessional = z.infer<typeof highlightProfessionalSchema>;

export const homeHighlightsSchema = z.object({ reviews: z.array(highlightReviewSchema), professionals: z.array(highlightProfessionalSchema) });
export type HomeHighlights = z.infer<typeof homeHighlightsSchema>;

export const highlightEndpoints = {
  /** Answered from memory with its ETag, like the catalogue (sent by hand, not an envelope built per call). */
  home: defineEndpoint({ method: 'GET', path: '/api/home/highlights', access: 'public', response: homeHighlightsSchema }),
};
