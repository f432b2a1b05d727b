// The catalogue every visitor sees (a token is accepted but not needed): the header's menu, the
// service cards of /services and the home page, one category, and one service's page.
import { z } from 'zod';
import { faqSchema } from '../content/contract';
import { defineEndpoint } from '../contract';
import { serviceCardSchema, serviceSummarySchema } from './wire';

export type ServiceSummary = z.infer<typeof serviceSummarySchema>;
/** A service as the public site shows it (the category list, one category, the wishlist). */
export type ServiceCard = z.infer<typeof serviceCardSchema>;

export const categoryWithServicesSchema = z.object({ _id: z.string(), name: z.string(), slug: z.string(), services: z.array(serviceSummarySchema) });
export type CategoryWithServices = z.infer<typeof categoryWithServicesSchema>;

export const categoryWithServiceCardsSchema = categoryWithServicesSchema.extend({ description: z.string(), services: z.array(serviceCardSchema) });
export type CategoryWithServiceCards = z.infer<typeof categoryWithServiceCardsSchema>;

/** One service's page. */
export const serviceDetailSchema = serviceCardSchema.extend({
  whatIsIncluded: z.array(z.string()),
  faqs: z.array(faqSchema),
  category: z.object({ _id: z.string(), name: z.string(), slug: z.string() }),
});
export type ServiceDetail = z.infer<typeof serviceDetailSchema>;

const CATEGORY_NOT_FOUND = 'Category not found';
const SERVICE_NOT_FOUND = 'Service not found';

export const catalogEndpoints = {
  /**
   * The header's menu (the path's spelling is published). Served by hand from the API's cached
   * envelope with an ETag; the contract gives its path and answer.
   */
  catalogue: defineEndpoint({ method: 'GET', path: '/api/category/catelog', access: 'public', response: z.array(categoryWithServicesSchema) }),
  /** Every active category with its service cards; served by hand from the cached envelope. */
  list: defineEndpoint({ method: 'GET', path: '/api/category/list', access: 'public', response: z.array(categoryWithServiceCardsSchema) }),
  /** One active category by id or slug. */
  category: defineEndpoint({
    method: 'GET',
    path: '/api/category/:id',
    access: 'public',
    params: z.object({ id: z.string().trim().min(1, CATEGORY_NOT_FOUND).max(100, CATEGORY_NOT_FOUND) }),
    response: categoryWithServiceCardsSchema,
  }),
  /**
   * One active service's page; served by hand from the cached envelope. A former slug answers 308
   * with the current one in `Location` and in `data.slug`.
   */
  service: defineEndpoint({
    method: 'GET',
    path: '/api/service/:slug',
    access: 'public',
    params: z.object({ slug: z.string().trim().min(1, SERVICE_NOT_FOUND).max(200, SERVICE_NOT_FOUND) }),
    response: serviceDetailSchema,
  }),
};
