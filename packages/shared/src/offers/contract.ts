// What the site advertises: the discount in the bar above the header and the home page's offer.
// Both answer `data: null` when nothing is live.
import { z } from 'zod';
import { defineEndpoint } from '../contract';

/** The discount bar's discount: `name` is the code to type. */
export const discountSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  percentOff: z.number().nullable(),
  amountOffCents: z.number().int().nullable(),
  validTo: z.string().nullable(),
});
export type Discount = z.infer<typeof discountSchema>;

export const globalOfferSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  /** The code the offer advertises, when it has one. */
  code: z.string().nullable(),
  validTo: z.string().nullable(),
});
export type GlobalOffer = z.infer<typeof globalOfferSchema>;

export const offerEndpoints = {
  global: defineEndpoint({ method: 'GET', path: '/api/offer/globalOffer', access: 'public', response: globalOfferSchema.nullable() }),
  discount: defineEndpoint({ method: 'GET', path: '/api/offer/discount', access: 'public', response: discountSchema.nullable() }),
};
