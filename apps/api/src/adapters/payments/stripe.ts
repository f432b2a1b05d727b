import Stripe from 'stripe';
import type { PaymentsAdapter } from './index';

export function createStripePayments(secretKey: string, webhookSecret: string | null): PaymentsAdapter {
  const stripe = new Stripe(secretKey);
  return {
    name: 'stripe',
    async authorize({ amountCents, paymentMethodId, idempotencyKey, description, metadata }) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency: 'cad',
            payment_method: paymentMethodId,
            confirm: true,
            // Hold now, capture when the job is completed.
            capture_method: 'manual',
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            description,
            metadata,
          },
          { idempotencyKey },
        );
        if (intent.status === 'requires_capture') return { status: 'authorized', paymentId: intent.id };
        if (intent.status === 'requires_action' && intent.client_secret) return { status: 'requires_action', paymentId: intent.id, clientSecret: intent.client_secret };
        return { status: 'declined', paymentId: intent.id, message: intent.last_payment_error?.message ?? 'The payment could not be completed.' };
      } catch (err) {
        if (err instanceof Stripe.errors.StripeCardError) return { status: 'declined', paymentId: err.payment_intent?.id ?? null, message: err.message };
        throw err;
      }
    },
    async settle(paymentId, captureCents) {
      const intent = await stripe.paymentIntents.retrieve(paymentId);
      if (intent.status !== 'requires_capture') return; // already captured or released
      if (captureCents > 0) await stripe.paymentIntents.capture(paymentId, { amount_to_capture: Math.min(captureCents, intent.amount) }, { idempotencyKey: `capture-${paymentId}` });
      else await stripe.paymentIntents.cancel(paymentId, {}, { idempotencyKey: `cancel-${paymentId}` });
    },
    async transfer({ accountId, amountCents, idempotencyKey, description }) {
      const transfer = await stripe.transfers.create({ amount: amountCents, currency: 'cad', destination: accountId, description }, { idempotencyKey });
      return { transferId: transfer.id };
    },
    parseWebhook(rawBody, signature) {
      if (!webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set');
      const event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
      const intent = event.data.object as Stripe.PaymentIntent;
      if (event.type === 'payment_intent.amount_capturable_updated') return { type: 'authorized', paymentId: intent.id, message: null };
      if (event.type === 'payment_intent.payment_failed') return { type: 'failed', paymentId: intent.id, message: intent.last_payment_error?.message ?? 'The payment failed.' };
      if (event.type === 'payment_intent.canceled') return { type: 'canceled', paymentId: intent.id, message: null };
      return null;
    },
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
