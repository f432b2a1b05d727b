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

export { CardRefusedError } from './errors';

export type AuthorizeResult =
  /**
   * `holdExpiresAt`: when the gateway lets the hold lapse, if it says. `savedCard`: the card as it is
   * now kept for the customer, when `savePaymentMethod` asked for it.
   */
  | { status: 'authorized'; paymentId: string; holdExpiresAt: Date | null; savedCard?: CardDetails }
  /** The bank wants the customer to confirm (3-D Secure): the web app finishes it with the client secret. */
  | { status: 'requires_action'; paymentId: string; clientSecret: string }
  | { status: 'declined'; paymentId: string | null; message: string };

/** A card kept for a hold placed later (a job further ahead than a hold lasts). */
export type SaveCardResult =
  | { status: 'saved'; setupId: string; paymentMethodId: string }
  /** The bank wants the customer to confirm the card (3-D Secure); a webhook reports the outcome. */
  | { status: 'requires_action'; setupId: string; clientSecret: string }
  | { status: 'declined'; setupId: string | null; message: string };

export type SettleResult =
  /** Charged: `chargeId` is what payouts are transferred from. */
  | { status: 'captured'; capturedCents: number; chargeId: string }
  /** Nothing was charged and the hold is gone (captureCents was 0). */
  | { status: 'released' }
  /** The hold had lapsed or the gateway refused to capture it: nothing was charged. */
  | { status: 'lapsed'; message: string };

/** What a verified gateway webhook (or the local gateway's simulator) tells us. */
export type PaymentWebhookEvent =
  /** A 3-D Secure confirmation of a payment finished, failed, or the hold was cancelled. */
  | { type: 'authorized' | 'failed' | 'canceled'; paymentId: string; message: string | null }
  /** A card saved for a later hold was confirmed by the customer's bank, or not. */
  | { type: 'card_saved'; setupId: string; paymentMethodId: string }
  | { type: 'card_save_failed'; setupId: string; message: string }
  /** The cardholder disputed a charge with their bank. */
  | { type: 'dispute_created'; paymentId: string; disputeId: string; amountCents: number; reason: string }
  /** A provider's connected account changed: whether it can receive payouts, and what it still needs. */
  | { type: 'account_updated'; accountId: string; payoutsEnabled: boolean; requirementsDue: string[] }
  /** The bank returned a payout from the provider's connected account to their bank. */
  | { type: 'payout_failed'; accountId: string; gatewayPayoutId: string; amountCents: number; message: string }
  /** A transfer to a provider was taken back (in full or in part). */
  | { type: 'transfer_reversed'; transferId: string; reversalId: string; amountCents: number };

/** The local gateway only: its clock and the events a real gateway would send, for development and tests. */
export interface LocalGatewaySimulator {
  /** The gateway's own time: the real time plus however far it was moved. */
  now(): Promise<Date>;
  /** Moves the gateway's clock forward (holds lapse when it passes their expiry); returns the new time. */
  advanceClock(ms: number): Promise<Date>;
  resetClock(): Promise<void>;
  dispute(paymentId: string, reason?: string): Promise<PaymentWebhookEvent>;
  updateAccount(accountId: string, status: { payoutsEnabled: boolean; requirementsDue: string[] }): Promise<PaymentWebhookEvent>;
  failPayout(accountId: string, amountCents: number, message?: string): Promise<PaymentWebhookEvent>;
  reverseTransfer(transferId: string): Promise<PaymentWebhookEvent>;
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
    /** The gateway customer: needed to pay with a saved card, to save a new one, and to charge later without the customer. */
    customerId?: string;
    /** Keep this new card for the customer's next bookings (requires `customerId`). */
    savePaymentMethod?: boolean;
    /**
     * The customer is not there (a hold placed before the job, a re-authorisation after one lapsed):
     * no bank challenge is possible, so one that is asked for counts as a decline.
     */
    offSession?: boolean;
  }): Promise<AuthorizeResult>;
  /**
   * Keeps the card on the customer for a hold placed later (Stripe: a SetupIntent for off-session
   * use). The same idempotency key always answers with the same setup.
   */
  saveCardForLater(input: { customerId: string; paymentMethodId: string; idempotencyKey: string; metadata: Record<string, string> }): Promise<SaveCardResult>;
  /**
   * Captures `captureCents` of the hold and releases the rest (0 releases it all). It checks the hold
   * is alive: a lapsed one answers `lapsed` and charges nothing. Repeating it answers what it did.
   */
  settle(paymentId: string, captureCents: number): Promise<SettleResult>;
  /**
   * Gives back part of a captured payment. The same idempotency key always means the same refund at
   * Stripe; the local gateway has no refunds table, so callers run it once per refund row they keep.
   */
  refund(paymentId: string, amountCents: number, idempotencyKey: string): Promise<{ refundId: string }>;
  /**
   * Sends a provider's payout to their connected account, funded by the charge it is for
   * (`sourceTransaction`, Stripe's source_transaction), so it never draws on the platform's balance.
   */
  transfer(input: { accountId: string; amountCents: number; idempotencyKey: string; description: string; sourceTransaction: string }): Promise<{ transferId: string }>;
  /** Verifies and reads a webhook delivery; null for events bookings do not follow. Throws on a bad signature. */
  parseWebhook(rawBody: Buffer, signature: string): PaymentWebhookEvent | null;
  /** Present on the local gateway only. */
  readonly simulator?: LocalGatewaySimulator;

  readonly name: 'local' | 'stripe';

  /** The customer's identity at the gateway, which saved cards hang from. */
  createCustomer(input: { email: string; userId: string }): Promise<{ customerId: string }>;
  /** Stripe: a SetupIntent's client secret the browser confirms with the card; the local gateway: null. */
  createSetupIntent(customerId: string): Promise<{ clientSecret: string | null }>;
  /** Keeps a tokenised card for the customer and says what it is. Throws CardRefusedError when the bank refuses it. */
  attachPaymentMethod(customerId: string, paymentMethodId: string): Promise<CardDetails>;
  /** Forgets a saved card at the gateway. */
  detachPaymentMethod(paymentMethodId: string): Promise<void>;
  /**
   * Deletes the customer at the gateway with the cards kept on it (an account erased at the person's
   * request). Past payments stay at the gateway, which keeps them as its own records, and can still be refunded.
   */
  forgetCustomer(customerId: string): Promise<void>;

  /** Creates the provider's connected account (Canadian individual). */
  createPayoutAccount(input: { email: string; providerId: string }): Promise<{ accountId: string }>;
  /** A hosted onboarding page when the gateway has one (Stripe), else null. */
  onboardingLink(accountId: string, urls: { returnUrl: string; refreshUrl: string }): Promise<string | null>;
  getPayoutAccount(accountId: string): Promise<PayoutAccountStatus>;
  /** Adds (or replaces) the bank account payouts go to. `routingNumber` is transit-institution, ######-###. */
  setBankAccount(accountId: string, bank: { routingNumber: string; accountNumber: string; holderName: string }): Promise<{ last4: string }>;
  /** Closes a provider's connected account and forgets its bank account (an account erased at the person's request). */
  closePayoutAccount(accountId: string): Promise<void>;
}

export function createPayments(config: Config, db: Db): PaymentsAdapter {
  const { stripeSecretKey, stripeWebhookSecret, stripeApiBase, localHoldDays } = config.payments;
  return stripeSecretKey
    ? createStripePayments({ secretKey: stripeSecretKey, webhookSecret: stripeWebhookSecret ?? null, apiBase: stripeApiBase ?? null })
    : createLocalPayments(db, { holdDays: localHoldDays });
}
