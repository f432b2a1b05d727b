import Stripe from 'stripe';
import type { PaymentsAdapter } from './index';

export function createStripePayments(secretKey: string): PaymentsAdapter {
  const stripe = new Stripe(secretKey);
  return {
    name: 'stripe',
    async createPayoutAccount({ email, providerId }) {
      const account = await stripe.accounts.create({
        type: 'express',
        country: 'CA',
        email,
        business_type: 'individual',
        capabilities: { transfers: { requested: true } },
        metadata: { providerId },
      });
      return { accountId: account.id };
    },
    async onboardingLink(accountId, { returnUrl, refreshUrl }) {
      const link = await stripe.accountLinks.create({ account: accountId, type: 'account_onboarding', return_url: returnUrl, refresh_url: refreshUrl });
      return link.url;
    },
    async getPayoutAccount(accountId) {
      const account = await stripe.accounts.retrieve(accountId, { expand: ['external_accounts'] });
      const bank = account.external_accounts?.data.find((a): a is Stripe.BankAccount => a.object === 'bank_account');
      return {
        accountId,
        payoutsEnabled: account.payouts_enabled ?? false,
        bankAccount: bank ? { last4: bank.last4, routingNumber: bank.routing_number ?? '' } : null,
      };
    },
    async setBankAccount(accountId, bank) {
      const created = await stripe.accounts.createExternalAccount(accountId, {
        external_account: {
          object: 'bank_account',
          country: 'CA',
          currency: 'cad',
          routing_number: bank.routingNumber, // Canadian format: transit-institution, e.g. 11000-000
          account_number: bank.accountNumber,
          account_holder_name: bank.holderName,
          account_holder_type: 'individual',
        },
        default_for_currency: true,
      });
      return { last4: (created as Stripe.BankAccount).last4 };
    },
  };
}
