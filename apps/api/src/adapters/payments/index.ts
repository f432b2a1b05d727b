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

export interface PaymentsAdapter {
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
  return config.payments.stripeSecretKey ? createStripePayments(config.payments.stripeSecretKey) : createLocalPayments(db);
}
