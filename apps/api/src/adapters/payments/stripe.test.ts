// The Stripe adapter against a local stand-in for Stripe's API: every request the SDK sends is
// recorded (form-decoded, with its headers) and answered with canned Stripe objects, so the request
// shapes and the way Stripe's answers are read are checked without the network.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentsAdapter } from './index';
import { createStripePayments } from './stripe';

const WEBHOOK_SECRET = 'whsec_test_only_not_a_secret';

interface RecordedRequest {
  method: string;
  path: string;
  /** Query string and form body together, keys as Stripe writes them (`metadata[bookingId]`). */
  params: Record<string, string>;
  headers: IncomingHttpHeaders;
}
interface Reply {
  status?: number;
  body: unknown;
}

let server: Server;
let payments: PaymentsAdapter;
let requests: RecordedRequest[] = [];
/** Canned answers by `METHOD /path`; a function answers each request afresh. */
let replies: Record<string, Reply | (() => Reply)> = {};

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stub');
      const params = Object.fromEntries([...url.searchParams, ...new URLSearchParams(raw)]);
      requests.push({ method: req.method ?? '', path: url.pathname, params, headers: req.headers });
      const route = replies[`${req.method} ${url.pathname}`];
      const reply = (typeof route === 'function' ? route() : route) ?? {
        status: 404,
        body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No stub for ${req.method} ${url.pathname}` } },
      };
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  payments = createStripePayments({ secretKey: 'sk_test_stub', webhookSecret: WEBHOOK_SECRET, apiBase: `http://127.0.0.1:${port}` });
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  requests = [];
  replies = {};
});

/** Stripe objects are answered with 200; a `Reply` (or a function giving one) sets the status too. */
function stub(routes: Record<string, unknown>) {
  for (const [route, reply] of Object.entries(routes)) {
    replies[route] = typeof reply === 'function' ? (reply as () => Reply) : reply && typeof reply === 'object' && 'body' in reply ? (reply as Reply) : { body: reply };
  }
}
const sent = (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path);
const only = (method: string, path: string) => {
  const matching = sent(method, path);
  expect(matching).toHaveLength(1);
  return matching[0]!;
};

const CREATED = 1_760_000_000;
const CAPTURE_BEFORE = 1_760_518_400;

function charge(overrides: Record<string, unknown> = {}) {
  return { id: 'ch_1', object: 'charge', payment_method_details: { type: 'card', card: { capture_before: CAPTURE_BEFORE } }, ...overrides };
}
function intent(overrides: Record<string, unknown> = {}) {
  return {
    id: 'pi_1',
    object: 'payment_intent',
    amount: 11_300,
    amount_capturable: 11_300,
    amount_received: 0,
    currency: 'cad',
    status: 'requires_capture',
    created: CREATED,
    client_secret: 'pi_1_secret_abc',
    payment_method: 'pm_1',
    latest_charge: charge(),
    cancellation_reason: null,
    last_payment_error: null,
    ...overrides,
  };
}
function stripeError(status: number, error: Record<string, unknown>): Reply {
  return { status, body: { error } };
}

const holdInput = {
  amountCents: 11_300,
  paymentMethodId: 'pm_1',
  idempotencyKey: 'booking-hold-42',
  description: 'Lawn aeration',
  metadata: { bookingId: 'b42' },
  customerId: 'cus_1',
};

describe('authorize', () => {
  it('places a manual-capture hold in CAD for the customer, once per idempotency key, and says when it lapses', async () => {
    stub({ 'POST /v1/payment_intents': intent() });
    const result = await payments.authorize(holdInput);

    expect(result).toEqual({ status: 'authorized', paymentId: 'pi_1', holdExpiresAt: new Date(CAPTURE_BEFORE * 1000) });
    const req = only('POST', '/v1/payment_intents');
    expect(req.headers['idempotency-key']).toBe('booking-hold-42');
    expect(req.params).toMatchObject({
      amount: '11300',
      currency: 'cad',
      capture_method: 'manual',
      confirm: 'true',
      customer: 'cus_1',
      payment_method: 'pm_1',
      'metadata[bookingId]': 'b42',
      'expand[0]': 'latest_charge',
    });
    expect(req.params).not.toHaveProperty('off_session');
    expect(req.params).not.toHaveProperty('setup_future_usage');
  });

  it('counts a hold as lasting seven days from its creation when the charge gives no deadline', async () => {
    stub({ 'POST /v1/payment_intents': intent({ latest_charge: charge({ payment_method_details: { type: 'card', card: {} } }) }) });
    const result = await payments.authorize(holdInput);
    expect(result).toMatchObject({ status: 'authorized', holdExpiresAt: new Date((CREATED + 7 * 86_400) * 1000) });
  });

  it('keeps a new card for later when asked, and reports it as saved', async () => {
    stub({
      'POST /v1/payment_intents': intent(),
      'GET /v1/payment_methods/pm_1': { id: 'pm_1', object: 'payment_method', customer: 'cus_1', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030, fingerprint: 'fp_1' } },
    });
    const result = await payments.authorize({ ...holdInput, savePaymentMethod: true });

    expect(only('POST', '/v1/payment_intents').params.setup_future_usage).toBe('off_session');
    expect(result).toMatchObject({ status: 'authorized', savedCard: { paymentMethodId: 'pm_1', brand: 'visa', last4: '4242', fingerprint: 'fp_1' } });
  });

  it('hands a bank challenge to the customer when they are there to answer it', async () => {
    stub({ 'POST /v1/payment_intents': intent({ status: 'requires_action', latest_charge: null }) });
    expect(await payments.authorize(holdInput)).toEqual({ status: 'requires_action', paymentId: 'pi_1', clientSecret: 'pi_1_secret_abc' });
  });

  it('charges without the customer present as off-session, and counts a bank challenge as a decline', async () => {
    stub({ 'POST /v1/payment_intents': intent({ status: 'requires_action', latest_charge: null }) });
    const result = await payments.authorize({ ...holdInput, offSession: true });

    const req = only('POST', '/v1/payment_intents');
    expect(req.params).toMatchObject({ off_session: 'true', confirm: 'true', customer: 'cus_1' });
    expect(result).toEqual({
      status: 'declined',
      paymentId: 'pi_1',
      message: 'Your bank asked to confirm this payment, which cannot happen without you. Please choose another card.',
    });
  });

  it('reads an off-session authentication_required card error as a decline that needs another card', async () => {
    stub({
      'POST /v1/payment_intents': stripeError(402, {
        type: 'card_error',
        code: 'authentication_required',
        decline_code: 'authentication_required',
        message: 'This transaction requires authentication.',
        payment_intent: intent({ id: 'pi_auth', status: 'requires_payment_method', latest_charge: null }),
      }),
    });
    const result = await payments.authorize({ ...holdInput, offSession: true });
    expect(result).toEqual({
      status: 'declined',
      paymentId: 'pi_auth',
      message: 'Your bank asked to confirm this payment, which cannot happen without you. Please choose another card.',
    });
  });

  it("passes on the bank's words for an ordinary decline", async () => {
    stub({ 'POST /v1/payment_intents': stripeError(402, { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' }) });
    expect(await payments.authorize(holdInput)).toEqual({ status: 'declined', paymentId: null, message: 'Your card has insufficient funds.' });
  });
});

describe('saveCardForLater', () => {
  const input = { customerId: 'cus_1', paymentMethodId: 'pm_1', idempotencyKey: 'booking-card-42', metadata: { bookingId: 'b42' } };
  const setup = (overrides: Record<string, unknown> = {}) => ({ id: 'seti_1', object: 'setup_intent', status: 'succeeded', payment_method: 'pm_1', client_secret: 'seti_1_secret', last_setup_error: null, ...overrides });

  it('confirms an off-session SetupIntent for the customer and card', async () => {
    stub({ 'POST /v1/setup_intents': setup() });
    expect(await payments.saveCardForLater(input)).toEqual({ status: 'saved', setupId: 'seti_1', paymentMethodId: 'pm_1' });

    const req = only('POST', '/v1/setup_intents');
    expect(req.headers['idempotency-key']).toBe('booking-card-42');
    expect(req.params).toMatchObject({
      customer: 'cus_1',
      payment_method: 'pm_1',
      confirm: 'true',
      usage: 'off_session',
      'automatic_payment_methods[enabled]': 'true',
      'automatic_payment_methods[allow_redirects]': 'never',
      'metadata[bookingId]': 'b42',
    });
  });

  it('hands a bank challenge on the card to the customer', async () => {
    stub({ 'POST /v1/setup_intents': setup({ status: 'requires_action' }) });
    expect(await payments.saveCardForLater(input)).toEqual({ status: 'requires_action', setupId: 'seti_1', clientSecret: 'seti_1_secret' });
  });

  it('reports a card the bank refuses as declined', async () => {
    stub({ 'POST /v1/setup_intents': stripeError(402, { type: 'card_error', code: 'card_declined', message: 'Your card was declined.', setup_intent: setup({ id: 'seti_2', status: 'requires_payment_method' }) }) });
    expect(await payments.saveCardForLater(input)).toEqual({ status: 'declined', setupId: 'seti_2', message: 'Your card was declined.' });
  });
});

describe('settle', () => {
  it('captures the amount with a per-payment idempotency key and returns the charge payouts come from', async () => {
    stub({
      'GET /v1/payment_intents/pi_1': intent(),
      'POST /v1/payment_intents/pi_1/capture': intent({ status: 'succeeded', amount_capturable: 0, amount_received: 9_000, latest_charge: 'ch_1' }),
    });
    expect(await payments.settle('pi_1', 9_000)).toEqual({ status: 'captured', capturedCents: 9_000, chargeId: 'ch_1' });

    const capture = only('POST', '/v1/payment_intents/pi_1/capture');
    expect(capture.params.amount_to_capture).toBe('9000');
    expect(capture.headers['idempotency-key']).toBe('capture-pi_1');
    expect(sent('POST', '/v1/payment_intents/pi_1/cancel')).toHaveLength(0);
  });

  it('answers a repeat from what Stripe already captured, without capturing again', async () => {
    stub({ 'GET /v1/payment_intents/pi_1': intent({ status: 'succeeded', amount_capturable: 0, amount_received: 9_000 }) });
    expect(await payments.settle('pi_1', 9_000)).toEqual({ status: 'captured', capturedCents: 9_000, chargeId: 'ch_1' });
    expect(sent('POST', '/v1/payment_intents/pi_1/capture')).toHaveLength(0);
  });

  it('reports a capture Stripe refuses as expired as lapsed, never as captured', async () => {
    stub({
      'GET /v1/payment_intents/pi_1': intent(),
      'POST /v1/payment_intents/pi_1/capture': stripeError(400, {
        type: 'invalid_request_error',
        code: 'charge_expired_for_capture',
        message: 'This charge cannot be captured because its authorization has expired.',
      }),
    });
    const result = await payments.settle('pi_1', 9_000);
    expect(result.status).toBe('lapsed');
    expect(result).toEqual({ status: 'lapsed', message: expect.stringContaining('nothing was charged') });
    expect(sent('POST', '/v1/payment_intents/pi_1/capture')).toHaveLength(1);
  });

  it('reports a hold Stripe cancelled while we captured as lapsed', async () => {
    let looks = 0;
    stub({
      // First look: still capturable; the look after the refusal: Stripe has let the hold go.
      'GET /v1/payment_intents/pi_1': () => ({ body: looks++ === 0 ? intent() : intent({ status: 'canceled', cancellation_reason: 'automatic', amount_capturable: 0 }) }),
      'POST /v1/payment_intents/pi_1/capture': stripeError(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: 'This PaymentIntent could not be captured because it has a status of canceled.',
      }),
    });
    expect(await payments.settle('pi_1', 9_000)).toMatchObject({ status: 'lapsed' });
    expect(sent('GET', '/v1/payment_intents/pi_1')).toHaveLength(2);
  });

  it('answers captured when another attempt captured between the look and the capture', async () => {
    let looks = 0;
    stub({
      'GET /v1/payment_intents/pi_1': () => ({ body: looks++ === 0 ? intent() : intent({ status: 'succeeded', amount_capturable: 0, amount_received: 9_000 }) }),
      'POST /v1/payment_intents/pi_1/capture': stripeError(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: 'This PaymentIntent could not be captured because it has a status of succeeded.',
      }),
    });
    expect(await payments.settle('pi_1', 9_000)).toEqual({ status: 'captured', capturedCents: 9_000, chargeId: 'ch_1' });
  });

  it('reports a capture the card network refuses as lapsed', async () => {
    stub({
      'GET /v1/payment_intents/pi_1': intent(),
      'POST /v1/payment_intents/pi_1/capture': stripeError(402, { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' }),
    });
    expect(await payments.settle('pi_1', 9_000)).toEqual({ status: 'lapsed', message: 'Your card was declined.' });
  });

  it('reports a hold that lapsed before settling as lapsed without asking for a capture', async () => {
    stub({ 'GET /v1/payment_intents/pi_1': intent({ status: 'canceled', cancellation_reason: 'automatic', amount_capturable: 0, latest_charge: null }) });
    expect(await payments.settle('pi_1', 9_000)).toEqual({ status: 'lapsed', message: 'The card hold expired before the payment was taken, so nothing was charged.' });
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('releases the whole hold when nothing is to be charged', async () => {
    stub({
      'GET /v1/payment_intents/pi_1': intent(),
      'POST /v1/payment_intents/pi_1/cancel': intent({ status: 'canceled', cancellation_reason: 'requested_by_customer' }),
    });
    expect(await payments.settle('pi_1', 0)).toEqual({ status: 'released' });
    expect(only('POST', '/v1/payment_intents/pi_1/cancel').headers['idempotency-key']).toBe('cancel-pi_1');
    expect(sent('POST', '/v1/payment_intents/pi_1/capture')).toHaveLength(0);
  });
});

describe('refund and transfer', () => {
  it('refunds part of a payment under the caller’s idempotency key', async () => {
    stub({ 'POST /v1/refunds': { id: 're_1', object: 'refund', amount: 2_000 } });
    expect(await payments.refund('pi_1', 2_000, 'refund-b42-1')).toEqual({ refundId: 're_1' });
    const req = only('POST', '/v1/refunds');
    expect(req.params).toMatchObject({ payment_intent: 'pi_1', amount: '2000' });
    expect(req.headers['idempotency-key']).toBe('refund-b42-1');
  });

  it("pays a provider from the job's charge", async () => {
    stub({ 'POST /v1/transfers': { id: 'tr_1', object: 'transfer', amount: 8_500 } });
    const result = await payments.transfer({ accountId: 'acct_1', amountCents: 8_500, idempotencyKey: 'payout-p1', description: 'Lawn aeration', sourceTransaction: 'ch_1' });

    expect(result).toEqual({ transferId: 'tr_1' });
    const req = only('POST', '/v1/transfers');
    expect(req.params).toMatchObject({ amount: '8500', currency: 'cad', destination: 'acct_1', source_transaction: 'ch_1', description: 'Lawn aeration' });
    expect(req.headers['idempotency-key']).toBe('payout-p1');
    // A platform transfer, not a call made as the connected account.
    expect(req.headers['stripe-account']).toBeUndefined();
  });
});

describe('parseWebhook', () => {
  function delivery(type: string, object: Record<string, unknown>, extra: Record<string, unknown> = {}) {
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type, created: CREATED, data: { object }, ...extra });
    return { body: Buffer.from(payload), signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) };
  }
  const parse = (type: string, object: Record<string, unknown>, extra?: Record<string, unknown>) => {
    const { body, signature } = delivery(type, object, extra);
    return payments.parseWebhook(body, signature);
  };

  it('reads payment outcomes', () => {
    expect(parse('payment_intent.amount_capturable_updated', { object: 'payment_intent', id: 'pi_1' })).toEqual({ type: 'authorized', paymentId: 'pi_1', message: null });
    expect(parse('payment_intent.payment_failed', { object: 'payment_intent', id: 'pi_1', last_payment_error: { message: 'Your card was declined.' } })).toEqual({
      type: 'failed',
      paymentId: 'pi_1',
      message: 'Your card was declined.',
    });
    expect(parse('payment_intent.canceled', { object: 'payment_intent', id: 'pi_1' })).toEqual({ type: 'canceled', paymentId: 'pi_1', message: null });
  });

  it('reads the outcome of a card kept for later', () => {
    expect(parse('setup_intent.succeeded', { object: 'setup_intent', id: 'seti_1', payment_method: 'pm_1' })).toEqual({ type: 'card_saved', setupId: 'seti_1', paymentMethodId: 'pm_1' });
    expect(parse('setup_intent.setup_failed', { object: 'setup_intent', id: 'seti_1', last_setup_error: { message: 'Authentication failed.' } })).toEqual({
      type: 'card_save_failed',
      setupId: 'seti_1',
      message: 'Authentication failed.',
    });
  });

  it('reads a dispute against a payment', () => {
    expect(parse('charge.dispute.created', { object: 'dispute', id: 'dp_1', payment_intent: 'pi_1', charge: 'ch_1', amount: 11_300, reason: 'fraudulent' })).toEqual({
      type: 'dispute_created',
      paymentId: 'pi_1',
      disputeId: 'dp_1',
      amountCents: 11_300,
      reason: 'fraudulent',
    });
  });

  it("reads a change to a provider's connected account", () => {
    expect(parse('account.updated', { object: 'account', id: 'acct_1', payouts_enabled: false, requirements: { currently_due: ['external_account'] } })).toEqual({
      type: 'account_updated',
      accountId: 'acct_1',
      payoutsEnabled: false,
      requirementsDue: ['external_account'],
    });
    expect(parse('account.updated', { object: 'account', id: 'acct_1', payouts_enabled: true, requirements: { currently_due: null } })).toMatchObject({ payoutsEnabled: true, requirementsDue: [] });
  });

  it("reads a payout the provider's bank returned, from the connected account's event", () => {
    expect(parse('payout.failed', { object: 'payout', id: 'po_1', amount: 8_500, failure_message: null }, { account: 'acct_1' })).toEqual({
      type: 'payout_failed',
      accountId: 'acct_1',
      gatewayPayoutId: 'po_1',
      amountCents: 8_500,
      message: 'The bank returned the payout.',
    });
    expect(parse('payout.failed', { object: 'payout', id: 'po_2', amount: 100, failure_message: 'Account closed' })).toBeNull();
  });

  it('reads a reversed transfer', () => {
    const transfer = { object: 'transfer', id: 'tr_1', amount: 8_500, amount_reversed: 8_500, reversals: { object: 'list', data: [{ id: 'trr_2', object: 'transfer_reversal', amount: 8_500 }] } };
    expect(parse('transfer.reversed', transfer)).toEqual({ type: 'transfer_reversed', transferId: 'tr_1', reversalId: 'trr_2', amountCents: 8_500 });
  });

  it('ignores events bookings do not follow', () => {
    expect(parse('customer.created', { object: 'customer', id: 'cus_1' })).toBeNull();
  });

  it('rejects a delivery whose signature does not match', () => {
    const { body } = delivery('payment_intent.amount_capturable_updated', { object: 'payment_intent', id: 'pi_1' });
    expect(() => payments.parseWebhook(body, 't=1,v1=deadbeef')).toThrow();
    const forged = delivery('payment_intent.amount_capturable_updated', { object: 'payment_intent', id: 'pi_forged' });
    expect(() => payments.parseWebhook(Buffer.from(forged.body.toString().replace('pi_forged', 'pi_other')), forged.signature)).toThrow();
  });
});
