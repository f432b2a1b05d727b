// Payments: one interface. The local gateway records everything in our database like a payment
// provider's test mode; with STRIPE_SECRET_KEY set, Stripe (Connect for payouts) does the same.
import type { CardBrand } from '@hearth/shared/account';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createLocalPayments } from './local';
import { createStripePayments } from './stripe';

export interface PayoutAccountStatus {
  accountId: string;
  payoutsEnabled: boolean;
  /** Bank account for payouts, if one was added: only its last four digits. */
  bankAccount: { last4: string; routingNumber: string } | null;
}

/** A card as the gateway describes it: what we may store and show, never the number. */
export interface CardDetails {
  paymentMethodId: string;
  brand: CardBrand;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
  /** The same physical card has the same fingerprint (for the same customer). */
  fingerprint: string | null;
}

/** The card cannot be saved (declined by the bank). */
export class CardRefusedError extends Error {}

export type AuthorizeResult =
  /** `savedCard`: the card as it is now kept for the customer, when `savePaymentMethod` asked for it. */
  | { status: 'authorized'; paymentId: string; savedCard?: CardDetails }
  /** The bank wants the customer to confirm (3-D Secure): the web app finishes it with the client secret. */
  | { status: 'requires_action'; paymentId: string; clientSecret: string }
  | { status: 'declined'; paymentId: string | null; message: string };

/** What a verified gateway webhook tells us about a payment. */
export interface PaymentWebhookEvent {
  type: 'authorized' | 'failed' | 'canceled';
  paymentId: string;
  message: string | null;
}

export interface PaymentsAdapter {
  /**
   * Places a hold for the amount on the payment method (captured when the job is done). The same
   * idempotency key always answers with the same payment, so a retried request never charges twice.
   */
  authorize(input: {
    amountCents: number;
    paymentMethodId: string;
    idempotencyKey: string;
    description: string;
    metadata: Record<string, string>;
    /** The gateway customer: needed to pay with a saved card, and to save a new one. */
    customerId?: string;
    /** Keep this new card for the customer's next bookings (requires `customerId`). */
    savePaymentMethod?: boolean;
  }): Promise<AuthorizeResult>;
  /** Captures `captureCents` of the hold and releases the rest (0 releases it all). Repeating it changes nothing. */
  settle(paymentId: string, captureCents: number): Promise<void>;
  /**
   * Gives back part of a captured payment. The same idempotency key always means the same refund at
   * Stripe; the local gateway has no refunds table, so callers run it once per refund row they keep.
   */
  refund(paymentId: string, amountCents: number, idempotencyKey: string): Promise<{ refundId: string }>;
  /** Sends a provider's payout to their connected account. */
  transfer(input: { accountId: string; amountCents: number; idempotencyKey: string; description: string }): Promise<{ transferId: string }>;
  /** Verifies and reads a webhook delivery; null for events bookings do not follow. Throws on a bad signature. */
  parseWebhook(rawBody: Buffer, signature: string): PaymentWebhookEvent | null;

  readonly name: 'local' | 'stripe';

  /** The customer's identity at the gateway, which saved cards hang from. */
  createCustomer(input: { email: string; userId: string }): Promise<{ customerId: string }>;
  /** Stripe: a SetupIntent's client secret the browser confirms with the card; the local gateway: null. */
  createSetupIntent(customerId: string): Promise<{ clientSecret: string | null }>;
  /** Keeps a tokenised card for the customer and says what it is. Throws CardRefusedError when the bank refuses it. */
  attachPaymentMethod(customerId: string, paymentMethodId: string): Promise<CardDetails>;
  /** Forgets a saved card at the gateway. */
  detachPaymentMethod(paymentMethodId: string): Promise<void>;

  /** Creates the provider's connected account (Canadian individual). */
  createPayoutAccount(input: { email: string; providerId: string }): Promise<{ accountId: string }>;
  /** A hosted onboarding page when the gateway has one (Stripe), else null. */
  onboardingLink(accountId: string, urls: { returnUrl: string; refreshUrl: string }): Promise<string | null>;
  getPayoutAccount(accountId: string): Promise<PayoutAccountStatus>;
  /** Adds (or replaces) the bank account payouts go to. `routingNumber` is transit-institution, ######-###. */
  setBankAccount(accountId: string, bank: { routingNumber: string; accountNumber: string; holderName: string }): Promise<{ last4: string }>;
}

export function createPayments(config: Config, db: Db): PaymentsAdapter {
  const { stripeSecretKey, stripeWebhookSecret } = config.payments;
  return stripeSecretKey ? createStripePayments(stripeSecretKey, stripeWebhookSecret ?? null) : createLocalPayments(db);
}
