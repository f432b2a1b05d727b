import Stripe from 'stripe';
import { CARD_BRANDS, type CardBrand } from '@hearth/shared/account';
import { CardRefusedError, type CardDetails, type PaymentsAdapter } from './index';

function cardDetails(pm: Stripe.PaymentMethod): CardDetails {
  const card = pm.card;
  const brand = (CARD_BRANDS as readonly string[]).includes(card?.brand ?? '') ? (card!.brand as CardBrand) : 'unknown';
  return { paymentMethodId: pm.id, brand, last4: card?.last4 ?? '', expMonth: card?.exp_month ?? null, expYear: card?.exp_year ?? null, fingerprint: card?.fingerprint ?? null };
}

export function createStripePayments(secretKey: string, webhookSecret: string | null): PaymentsAdapter {
  const stripe = new Stripe(secretKey);
  return {
    name: 'stripe',
    async authorize({ amountCents, paymentMethodId, idempotencyKey, description, metadata, customerId, savePaymentMethod }) {
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
            ...(customerId ? { customer: customerId } : {}),
            // Saving a new card while paying: Stripe attaches it to the customer once the payment succeeds.
            ...(customerId && savePaymentMethod ? { setup_future_usage: 'off_session' as const } : {}),
          },
          { idempotencyKey },
        );
        if (intent.status === 'requires_capture') {
          if (!(customerId && savePaymentMethod)) return { status: 'authorized', paymentId: intent.id };
          const pm = await stripe.paymentMethods.retrieve(typeof intent.payment_method === 'string' ? intent.payment_method : paymentMethodId);
          return { status: 'authorized', paymentId: intent.id, savedCard: cardDetails(pm) };
        }
        if (intent.status === 'requires_action' && intent.client_secret) return { status: 'requires_action', paymentId: intent.id, clientSecret: intent.client_secret };
        return { status: 'declined', paymentId: intent.id, message: intent.last_payment_error?.message ?? 'The payment could not be completed.' };
      } catch (err) {
        if (err instanceof Stripe.errors.StripeCardError) return { status: 'declined', paymentId: err.payment_intent?.id ?? null, message: err.message };
        throw err;
      }
    },
    async createCustomer({ email, userId }) {
      const customer = await stripe.customers.create({ email, metadata: { userId } }, { idempotencyKey: `customer-${userId}` });
      return { customerId: customer.id };
    },
    async createSetupIntent(customerId) {
      const intent = await stripe.setupIntents.create({ customer: customerId, usage: 'off_session', automatic_payment_methods: { enabled: true, allow_redirects: 'never' } });
      return { clientSecret: intent.client_secret };
    },
    async attachPaymentMethod(customerId, paymentMethodId) {
      const pm = await stripe.paymentMethods.retrieve(paymentMethodId);
      // A SetupIntent confirmed in the browser already attached it; otherwise attach now (the bank may refuse).
      if (pm.customer === customerId) return cardDetails(pm);
      if (pm.customer) throw new CardRefusedError('This card belongs to another account.');
      try {
        return cardDetails(await stripe.paymentMethods.attach(paymentMethodId, { customer: customerId }));
      } catch (err) {
        if (err instanceof Stripe.errors.StripeCardError) throw new CardRefusedError(err.message);
        throw err;
      }
    },
    async detachPaymentMethod(paymentMethodId) {
      await stripe.paymentMethods.detach(paymentMethodId);
    },
    async settle(paymentId, captureCents) {
      const intent = await stripe.paymentIntents.retrieve(paymentId);
      if (intent.status !== 'requires_capture') return; // already captured or released
      if (captureCents > 0) await stripe.paymentIntents.capture(paymentId, { amount_to_capture: Math.min(captureCents, intent.amount) }, { idempotencyKey: `capture-${paymentId}` });
      else await stripe.paymentIntents.cancel(paymentId, {}, { idempotencyKey: `cancel-${paymentId}` });
    },
    async refund(paymentId, amountCents, idempotencyKey) {
      const refund = await stripe.refunds.create({ payment_intent: paymentId, amount: amountCents, reason: 'requested_by_customer' }, { idempotencyKey });
      return { refundId: refund.id };
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
