// The catalogue's shapes as every client reads them.
import { z } from 'zod';
import { imageUrlsSchema } from '../wire';

export const serviceSummarySchema = z.object({ _id: z.string(), name: z.string(), slug: z.string() });

/** A service as the public site shows it: on category pages, search results and the wishlist. */
export const serviceCardSchema = serviceSummarySchema.extend({
  description: z.string(),
  /** Integer cents (CAD). */
  startingPriceCents: z.number().int(),
  durationMinutes: z.number().int(),
  /** 'hour': the price is per hour and the customer picks the hours; 'job': one price per visit. */
  priceUnit: z.enum(['job', 'hour']),
  /** When true, a booking must carry a note ('Description is required'). */
  requiresDescription: z.boolean(),
  featured: z.boolean(),
  image: imageUrlsSchema.nullable(),
});
