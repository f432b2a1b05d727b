// A customer's saved cards: /profile/paymentmethod and the booking flow's payment step.
import { z } from 'zod';
import { CARD_BRANDS } from '../account';
import { defineEndpoint } from '../contract';
import { idParams } from '../wire';

/**
 * POST /api/user/payment-methods: saves a card the gateway already tokenised (the local test form's
 * `pm_card_*` or a Stripe PaymentMethod confirmed through a SetupIntent).
 */
export const savePaymentMethodSchema = z.object({
  paymentMethodId: z.string({ error: 'Payment method is required' }).trim().min(1, 'Payment method is required').max(200),
  isDefault: z.boolean().optional().default(false),
});
export type SavePaymentMethodInput = z.input<typeof savePaymentMethodSchema>;

/** A saved card: never its number, only what the gateway tells us to show. */
export const savedPaymentMethodSchema = z.object({
  _id: z.string(),
  brand: z.enum(CARD_BRANDS),
  last4: z.string(),
  /** Null when the gateway does not say (the local test gateway's tokens carry no expiry). */
  expMonth: z.number().int().nullable(),
  expYear: z.number().int().nullable(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type SavedPaymentMethod = z.infer<typeof savedPaymentMethodSchema>;

/**
 * How to collect a card to save. Stripe answers a SetupIntent's client secret (confirm it with the
 * Payment Element, then save the resulting PaymentMethod); the local gateway answers null and takes
 * its test tokens directly.
 */
export const paymentMethodSetupSchema = z.object({ gateway: z.enum(['local', 'stripe']), clientSecret: z.string().nullable() });
export type PaymentMethodSetup = z.infer<typeof paymentMethodSetupSchema>;

const cardParams = idParams('id', 'Card not found');
const customer = ['customer'] as const;
/** The default first, then the newest. */
const cardList = z.array(savedPaymentMethodSchema);

export const paymentMethodEndpoints = {
  list: defineEndpoint({ method: 'GET', path: '/api/user/payment-methods', access: customer, response: cardList }),
  /** Reaches the gateway, so it is rate-limited like booking payments. */
  setup: defineEndpoint({ method: 'POST', path: '/api/user/payment-methods/setup', access: customer, response: paymentMethodSetupSchema }),
  /** 201 for a new card; 200 with the card already saved when the same card comes again. Rate-limited like `setup`. */
  save: defineEndpoint({ method: 'POST', path: '/api/user/payment-methods', access: customer, body: savePaymentMethodSchema, response: savedPaymentMethodSchema }),
  remove: defineEndpoint({ method: 'DELETE', path: '/api/user/payment-methods/:id', access: customer, params: cardParams, response: z.void() }),
  /** Answers with the whole list in its new order. */
  makeDefault: defineEndpoint({ method: 'POST', path: '/api/user/payment-methods/:id/default', access: customer, params: cardParams, response: cardList }),
};
