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
  /**
   * The signed-in customer asking has already used this code (always false for anyone else): the
   * site then stops advertising it to them. Such answers are private, never cached for others.
   */
  usedByYou: z.boolean(),
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
  /** Public; with a customer's token it also says whether they have used the code (`usedByYou`). */
  discount: defineEndpoint({ method: 'GET', path: '/api/offer/discount', access: 'public', response: discountSchema.nullable() }),
};
