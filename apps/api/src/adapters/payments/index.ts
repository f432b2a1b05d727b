// Payments: one interface. The local gateway records everything in our database like a payment
// provider's test mode; with STRIPE_SECRET_KEY set, Stripe (Connect for payouts) does the same.
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

export type AuthorizeResult =
  | { status: 'authorized'; paymentId: string }
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
  authorize(input: { amountCents: number; paymentMethodId: string; idempotencyKey: string; description: string; metadata: Record<string, string> }): Promise<AuthorizeResult>;
  /** Captures `captureCents` of the hold and releases the rest (0 releases it all). Repeating it changes nothing. */
  settle(paymentId: string, captureCents: number): Promise<void>;
  /** Sends a provider's payout to their connected account. */
  transfer(input: { accountId: string; amountCents: number; idempotencyKey: string; description: string }): Promise<{ transferId: string }>;
  /** Verifies and reads a webhook delivery; null for events bookings do not follow. Throws on a bad signature. */
  parseWebhook(rawBody: Buffer, signature: string): PaymentWebhookEvent | null;

  readonly name: 'local' | 'stripe';
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
