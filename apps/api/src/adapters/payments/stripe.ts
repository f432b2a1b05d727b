// Stripe implementation of the payments adapter: card holds and captures (PaymentIntents, manual
// capture), cards kept for later holds (SetupIntents), Connect payouts, and webhook verification.
import Stripe from 'stripe';
import { CARD_BRANDS, type CardBrand } from '@hearth/shared/account';
import { CardRefusedError } from './errors';
import type { CardDetails, PaymentsAdapter, PaymentWebhookEvent, SettleResult } from './index';

/** How long Stripe keeps an online card hold when the charge does not say (its documented default). */
const DEFAULT_HOLD_MS = 7 * 24 * 60 * 60 * 1000;
/** Requests are retried on network failures; the idempotency keys make a retry return the first answer. */
const MAX_NETWORK_RETRIES = 2;

const BANK_WANTS_CUSTOMER =
  'Your bank asked to confirm this payment, which cannot happen without you. Please choose another card.';
const HOLD_EXPIRED = 'The card hold expired before the payment was taken, so nothing was charged.';
const HOLD_CANCELLED = 'The card hold was cancelled before the payment was taken, so nothing was charged.';

/**
 * Stripe's answers to a capture that came too late: the authorisation behind the hold is gone. Any
 * other refusal is not a lapse and is left to the caller (it is retried or logged).
 */
const EXPIRED_CAPTURE_CODES = new Set(['charge_expired_for_capture', 'capture_charge_authorization_expired']);

function cardDetails(pm: Stripe.PaymentMethod): CardDetails {
  const card = pm.card;
  const brand = (CARD_BRANDS as readonly string[]).includes(card?.brand ?? '') ? (card!.brand as CardBrand) : 'unknown';
  return { paymentMethodId: pm.id, brand, last4: card?.last4 ?? '', expMonth: card?.exp_month ?? null, expYear: card?.exp_year ?? null, fingerprint: card?.fingerprint ?? null };
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/** When the hold lapses: the card network's deadline as Stripe reports it on the charge, else Stripe's default. */
function holdExpiry(intent: Stripe.PaymentIntent): Date {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const captureBefore = charge?.payment_method_details?.card?.capture_before;
  return captureBefore ? new Date(captureBefore * 1000) : new Date(intent.created * 1000 + DEFAULT_HOLD_MS);
}

/** What an intent that is no longer capturable already says about a settle, or null while it is still open. */
function settledOutcome(intent: Stripe.PaymentIntent, captureCents: number): SettleResult | null {
  if (intent.status === 'succeeded') {
    const chargeId = idOf(intent.latest_charge);
    if (!chargeId) throw new Error(`Stripe reports payment ${intent.id} as captured without a charge.`);
    return { status: 'captured', capturedCents: intent.amount_received, chargeId };
  }
  if (intent.status === 'canceled') {
    if (captureCents === 0) return { status: 'released' };
    const expired = intent.cancellation_reason === 'automatic' || intent.cancellation_reason === 'expired';
    return { status: 'lapsed', message: expired ? HOLD_EXPIRED : HOLD_CANCELLED };
  }
  return null;
}

function createClient(secretKey: string, apiBase: string | null): Stripe {
  if (!apiBase) return new Stripe(secretKey, { maxNetworkRetries: MAX_NETWORK_RETRIES });
  // A local stand-in for Stripe's API (tests, development): same requests, another address.
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(secretKey, {
    maxNetworkRetries: MAX_NETWORK_RETRIES,
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  });
}

export function createStripePayments(options: { secretKey: string; webhookSecret: string | null; apiBase: string | null }): PaymentsAdapter {
  const { webhookSecret } = options;
  const stripe = createClient(options.secretKey, options.apiBase);

  return {
    name: 'stripe',
    async authorize({ amountCents, paymentMethodId, idempotencyKey, description, metadata, customerId, savePaymentMethod, offSession }) {
      // Stripe charges a card without the customer only from a card kept on a customer.
      if (offSession && !customerId) throw new Error('A payment without the customer present needs their gateway customer.');
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
            ...(offSession ? { off_session: true } : {}),
            // The charge carries the card network's capture deadline.
            expand: ['latest_charge'],
          },
          { idempotencyKey },
        );
        if (intent.status === 'requires_capture') {
          const holdExpiresAt = holdExpiry(intent);
          if (!(customerId && savePaymentMethod)) return { status: 'authorized', paymentId: intent.id, holdExpiresAt };
          const pm = await stripe.paymentMethods.retrieve(idOf(intent.payment_method) ?? paymentMethodId);
          return { status: 'authorized', paymentId: intent.id, holdExpiresAt, savedCard: cardDetails(pm) };
        }
        if (intent.status === 'requires_action') {
          if (offSession) return { status: 'declined', paymentId: intent.id, message: BANK_WANTS_CUSTOMER };
          if (intent.client_secret) return { status: 'requires_action', paymentId: intent.id, clientSecret: intent.client_secret };
        }
        return { status: 'declined', paymentId: intent.id, message: intent.last_payment_error?.message ?? 'The payment could not be completed.' };
      } catch (err) {
        if (err instanceof Stripe.errors.StripeCardError) {
          const message = offSession && err.code === 'authentication_required' ? BANK_WANTS_CUSTOMER : err.message;
          return { status: 'declined', paymentId: err.payment_intent?.id ?? null, message };
        }
        throw err;
      }
    },
    async saveCardForLater({ customerId, paymentMethodId, idempotencyKey, metadata }) {
      try {
        const setup = await stripe.setupIntents.create(
          {
            customer: customerId,
            payment_method: paymentMethodId,
            confirm: true,
            usage: 'off_session',
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            metadata,
          },
          { idempotencyKey },
        );
        if (setup.status === 'succeeded') return { status: 'saved', setupId: setup.id, paymentMethodId: idOf(setup.payment_method) ?? paymentMethodId };
        if (setup.status === 'requires_action' && setup.client_secret) return { status: 'requires_action', setupId: setup.id, clientSecret: setup.client_secret };
        return { status: 'declined', setupId: setup.id, message: setup.last_setup_error?.message ?? 'The card could not be saved.' };
      } catch (err) {
        if (err instanceof Stripe.errors.StripeCardError) return { status: 'declined', setupId: err.setup_intent?.id ?? null, message: err.message };
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
    async forgetCustomer(customerId) {
      await stripe.customers.del(customerId);
    },
    async settle(paymentId, captureCents) {
      const intent = await stripe.paymentIntents.retrieve(paymentId, { expand: ['latest_charge'] });
      // A repeat (or a hold Stripe already let go) answers from the intent's state.
      const settled = settledOutcome(intent, captureCents);
      if (settled) return settled;
      if (intent.status !== 'requires_capture') throw new Error(`Payment ${paymentId} cannot be settled while it is ${intent.status}.`);

      if (captureCents === 0) {
        await stripe.paymentIntents.cancel(paymentId, {}, { idempotencyKey: `cancel-${paymentId}` });
        return { status: 'released' };
      }
      try {
        const captured = await stripe.paymentIntents.capture(
          paymentId,
          { amount_to_capture: Math.min(captureCents, intent.amount_capturable) },
          { idempotencyKey: `capture-${paymentId}` },
        );
        const outcome = settledOutcome(captured, captureCents);
        if (outcome) return outcome;
        // Card captures finish at once; anything else is not money we may count, so the caller retries.
        throw new Error(`Stripe has not captured payment ${paymentId}: it is ${captured.status}.`);
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError) {
          if (err.code && EXPIRED_CAPTURE_CODES.has(err.code)) return { status: 'lapsed', message: HOLD_EXPIRED };
          // The intent changed between the look and the capture (Stripe cancelled the expired hold,
          // or another attempt captured it): its state now says what happened.
          if (err.code === 'payment_intent_unexpected_state') {
            const now = await stripe.paymentIntents.retrieve(paymentId, { expand: ['latest_charge'] });
            const outcome = settledOutcome(now, captureCents);
            if (outcome) return outcome;
          }
        }
        // The card network refused the capture itself: nothing was taken.
        if (err instanceof Stripe.errors.StripeCardError) return { status: 'lapsed', message: err.message };
        throw err;
      }
    },
    async refund(paymentId, amountCents, idempotencyKey) {
      const refund = await stripe.refunds.create({ payment_intent: paymentId, amount: amountCents, reason: 'requested_by_customer' }, { idempotencyKey });
      return { refundId: refund.id };
    },
    async transfer({ accountId, amountCents, idempotencyKey, description, sourceTransaction }) {
      const transfer = await stripe.transfers.create(
        // Funded by the job's charge: the transfer waits for those funds instead of drawing on the platform balance.
        { amount: amountCents, currency: 'cad', destination: accountId, description, source_transaction: sourceTransaction },
        { idempotencyKey },
      );
      return { transferId: transfer.id };
    },
    parseWebhook(rawBody, signature): PaymentWebhookEvent | null {
      if (!webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set');
      const event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
      switch (event.type) {
        case 'payment_intent.amount_capturable_updated':
          return { type: 'authorized', paymentId: event.data.object.id, message: null };
        case 'payment_intent.payment_failed':
          return { type: 'failed', paymentId: event.data.object.id, message: event.data.object.last_payment_error?.message ?? 'The payment failed.' };
        case 'payment_intent.canceled':
          return { type: 'canceled', paymentId: event.data.object.id, message: null };
        case 'setup_intent.succeeded': {
          const setup = event.data.object;
          const paymentMethodId = idOf(setup.payment_method);
          return paymentMethodId ? { type: 'card_saved', setupId: setup.id, paymentMethodId } : null;
        }
        case 'setup_intent.setup_failed': {
          const setup = event.data.object;
          return { type: 'card_save_failed', setupId: setup.id, message: setup.last_setup_error?.message ?? 'The card could not be saved.' };
        }
        case 'charge.dispute.created': {
          const dispute = event.data.object;
          // A dispute on a charge made outside a PaymentIntent is not a booking's.
          const paymentId = idOf(dispute.payment_intent);
          return paymentId ? { type: 'dispute_created', paymentId, disputeId: dispute.id, amountCents: dispute.amount, reason: dispute.reason } : null;
        }
        case 'account.updated': {
          const account = event.data.object;
          return { type: 'account_updated', accountId: account.id, payoutsEnabled: account.payouts_enabled ?? false, requirementsDue: account.requirements?.currently_due ?? [] };
        }
        case 'payout.failed': {
          const payout = event.data.object;
          // Only a connected account's payout is a provider's; the platform's own payouts carry no account.
          if (!event.account) return null;
          return { type: 'payout_failed', accountId: event.account, gatewayPayoutId: payout.id, amountCents: payout.amount, message: payout.failure_message ?? 'The bank returned the payout.' };
        }
        case 'transfer.reversed': {
          const transfer = event.data.object;
          return { type: 'transfer_reversed', transferId: transfer.id, reversalId: transfer.reversals?.data[0]?.id ?? transfer.id, amountCents: transfer.amount_reversed };
        }
        default:
          return null;
      }
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
    async closePayoutAccount(accountId) {
      // Stripe refuses while the account still holds a balance: the caller reports it for a person to finish.
      await stripe.accounts.del(accountId);
    },
  };
}
