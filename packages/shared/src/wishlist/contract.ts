// The customer's wishlist: the hearts on service cards and pages, and the list on /profile/wishlist.
import { z } from 'zod';
import { WISHLIST_PAGE_SIZE } from '../account';
import { serviceCardSchema } from '../catalog/wire';
import { defineEndpoint } from '../contract';
import { idParams, pageQuerySchema, pagedSchema } from '../wire';

export const wishlistItemSchema = z.object({ service: serviceCardSchema, addedAt: z.string() });
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

const serviceParams = idParams('serviceId', 'Service not found');
const customer = ['customer'] as const;

export const wishlistEndpoints = {
  /** Saved services still in the catalogue, newest first. */
  list: defineEndpoint({
    method: 'GET',
    path: '/api/user/wishlist',
    access: customer,
    query: pageQuerySchema(WISHLIST_PAGE_SIZE),
    response: pagedSchema(wishlistItemSchema),
  }),
  /** Every saved service id: all the hearts on a page read this one answer. */
  ids: defineEndpoint({ method: 'GET', path: '/api/user/wishlist/ids', access: customer, response: z.array(z.string()) }),
  /** Saving twice changes nothing. */
  save: defineEndpoint({ method: 'PUT', path: '/api/user/wishlist/:serviceId', access: customer, params: serviceParams, response: z.void() }),
  /** Removing twice changes nothing. */
  remove: defineEndpoint({ method: 'DELETE', path: '/api/user/wishlist/:serviceId', access: customer, params: serviceParams, response: z.void() }),
};
