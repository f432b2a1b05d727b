import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CARD_DECLINED_MESSAGE, TEST_PAYMENT_METHODS } from '@hearth/shared/booking';
import { createTestApp, type TestApp } from '../../test/test-app';
import { localGatewayPaymentMethods, localGatewayPayments, localGatewayTransfers } from '../../db/schema';
import { createLocalPayments, SimulationRefusedError } from './local';
import type { PaymentsAdapter } from './index';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const HOLD_DAYS = 7;

let t: TestApp;
let gateway: PaymentsAdapter;
let counter = 0;
const key = (what: string) => `${what}-${Date.now()}-${++counter}`;

beforeAll(async () => {
  t = await createTestApp();
  gateway = createLocalPayments(t.app.ctx.db, { holdDays: HOLD_DAYS });
});
afterAll(() => t.close());
beforeEach(() => gateway.simulator!.resetClock());

const hold = async (amountCents = 10_000, paymentMethodId: string = TEST_PAYMENT_METHODS.visa, more: Partial<Parameters<PaymentsAdapter['authorize']>[0]> = {}) => {
  const result = await gateway.authorize({ amountCents, paymentMethodId, idempotencyKey: key('pay'), description: 'Test job', metadata: {}, ...more });
  if (result.status !== 'authorized') throw new Error(`expected a hold, got ${JSON.stringify(result)}`);
  return result;
};
const paymentRow = async (id: string) => (await t.app.ctx.db.select().from(localGatewayPayments).where(eq(localGatewayPayments.id, id)))[0]!;
const customer = async () => (await gateway.createCustomer({ email: `${key('c')}@example.ca`, userId: key('u') })).customerId;
const account = async () => (await gateway.createPayoutAccount({ email: `${key('a')}@example.ca`, providerId: key('p') })).accountId;

describe('the gateway clock', () => {
  it('starts at the real time, moves forward by what it is told and goes back on reset', async () => {
    const sim = gateway.simulator!;
    expect(Math.abs((await sim.now()).getTime() - Date.now())).toBeLessThan(2_000);
    const moved = await sim.advanceClock(3 * DAY);
    expect(moved.getTime() - Date.now()).toBeGreaterThan(3 * DAY - 2_000);
    const again = await sim.advanceClock(12 * HOUR);
    expect(again.getTime() - moved.getTime()).toBeGreaterThanOrEqual(12 * HOUR);
    expect(Math.abs((await sim.now()).getTime() - again.getTime())).toBeLessThan(2_000);
    await sim.resetClock();
    expect(Math.abs((await sim.now()).getTime() - Date.now())).toBeLessThan(2_000);
  });
});

describe('holds and settling', () => {
  it('says when a hold lapses, on its own clock', async () => {
    await gateway.simulator!.advanceClock(2 * DAY);
    const { holdExpiresAt } = await hold();
    expect(holdExpiresAt!.getTime() - Date.now()).toBeGreaterThan((2 + HOLD_DAYS) * DAY - 5_000);
    expect(holdExpiresAt!.getTime() - Date.now()).toBeLessThan((2 + HOLD_DAYS) * DAY + 5_000);
  });

  it('charges nothing once the hold has lapsed, and says so every time it is asked', async () => {
    const { paymentId } = await hold(10_000);
    await gateway.simulator!.advanceClock(HOLD_DAYS * DAY + HOUR);
    expect(await gateway.settle(paymentId, 10_000)).toEqual({ status: 'lapsed', message: 'The card hold had expired.' });
    expect(await gateway.settle(paymentId, 10_000)).toEqual({ status: 'lapsed', message: 'The card hold had expired.' });
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'canceled', capturedCents: 0 });
    // Releasing what already lapsed is simply done.
    expect(await gateway.settle(paymentId, 0)).toEqual({ status: 'released' });
  });

  it('captures a live hold (never more than it holds) and answers the same when asked again', async () => {
    const { paymentId } = await hold(10_000);
    await gateway.simulator!.advanceClock(HOLD_DAYS * DAY - HOUR);
    expect(await gateway.settle(paymentId, 6_000)).toEqual({ status: 'captured', capturedCents: 6_000, chargeId: paymentId });
    expect(await gateway.settle(paymentId, 9_000)).toEqual({ status: 'captured', capturedCents: 6_000, chargeId: paymentId });
    // Even after the hold's expiry, a capture that happened stays a capture.
    await gateway.simulator!.advanceClock(2 * HOUR);
    expect(await gateway.settle(paymentId, 6_000)).toEqual({ status: 'captured', capturedCents: 6_000, chargeId: paymentId });

    const big = await hold(5_000);
    expect(await gateway.settle(big.paymentId, 99_999)).toEqual({ status: 'captured', capturedCents: 5_000, chargeId: big.paymentId });
  });

  it('releases a hold for 0, and a capture asked after the release charges nothing', async () => {
    const { paymentId } = await hold(10_000);
    expect(await gateway.settle(paymentId, 0)).toEqual({ status: 'released' });
    expect(await gateway.settle(paymentId, 10_000)).toMatchObject({ status: 'lapsed' });
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'canceled', capturedCents: 0 });
  });

  it('captures once when settles race', async () => {
    const { paymentId } = await hold(10_000);
    const results = await Promise.all([4_000, 5_000, 6_000, 7_000].map((cents) => gateway.settle(paymentId, cents)));
    const charged = (await paymentRow(paymentId)).capturedCents;
    expect([4_000, 5_000, 6_000, 7_000]).toContain(charged);
    for (const r of results) expect(r).toEqual({ status: 'captured', capturedCents: charged, chargeId: paymentId });

    // A release racing a capture: whichever wins, every answer describes that one outcome.
    const other = await hold(10_000);
    const [capture, release] = await Promise.all([gateway.settle(other.paymentId, 10_000), gateway.settle(other.paymentId, 0)]);
    const row = await paymentRow(other.paymentId);
    if (row.status === 'succeeded') {
      expect(capture).toEqual({ status: 'captured', capturedCents: 10_000, chargeId: other.paymentId });
      expect(release).toEqual(capture);
    } else {
      expect(row).toMatchObject({ status: 'canceled', capturedCents: 0 });
      expect(capture.status).toBe('lapsed');
      expect(release).toEqual({ status: 'released' });
    }
  });

  it('lets a declined hold be neither captured nor charged', async () => {
    const declined = await gateway.authorize({ amountCents: 1_000, paymentMethodId: TEST_PAYMENT_METHODS.declined, idempotencyKey: key('pay'), description: 'x', metadata: {} });
    expect(declined).toMatchObject({ status: 'declined', message: CARD_DECLINED_MESSAGE });
    expect(await gateway.settle(declined.paymentId!, 1_000)).toEqual({ status: 'lapsed', message: CARD_DECLINED_MESSAGE });
    expect(await gateway.settle(declined.paymentId!, 0)).toEqual({ status: 'released' });
  });
});

describe('the card that declines later', () => {
  it('is held while the customer is there and declined whenever they are not', async () => {
    const customerId = await customer();
    const onSession = await hold(2_000, TEST_PAYMENT_METHODS.declinesLater, { customerId, savePaymentMethod: true });
    expect(onSession.savedCard).toMatchObject({ brand: 'visa', last4: '0341' });

    const later = await gateway.authorize({
      amountCents: 2_000,
      paymentMethodId: onSession.savedCard!.paymentMethodId,
      customerId,
      offSession: true,
      idempotencyKey: key('pay'),
      description: 'x',
      metadata: {},
    });
    expect(later).toMatchObject({ status: 'declined', message: 'Your card was declined.' });
    const token = await gateway.authorize({ amountCents: 2_000, paymentMethodId: TEST_PAYMENT_METHODS.declinesLater, offSession: true, idempotencyKey: key('pay'), description: 'x', metadata: {} });
    expect(token).toMatchObject({ status: 'declined', message: 'Your card was declined.' });
    // A good card off session is still held.
    expect((await gateway.authorize({ amountCents: 2_000, paymentMethodId: TEST_PAYMENT_METHODS.visa, offSession: true, idempotencyKey: key('pay'), description: 'x', metadata: {} })).status).toBe(
      'authorized',
    );
  });

  it('keeps the first answer for an idempotency key', async () => {
    const idempotencyKey = key('pay');
    const first = await gateway.authorize({ amountCents: 2_000, paymentMethodId: TEST_PAYMENT_METHODS.declinesLater, idempotencyKey, description: 'x', metadata: {} });
    const repeat = await gateway.authorize({ amountCents: 2_000, paymentMethodId: TEST_PAYMENT_METHODS.declinesLater, offSession: true, idempotencyKey, description: 'x', metadata: {} });
    expect(first.status).toBe('authorized');
    expect(repeat).toEqual(first);
  });
});

describe('saving a card for a later hold', () => {
  it('answers the same setup and card for the same key, and keeps one card', async () => {
    const customerId = await customer();
    const idempotencyKey = key('setup');
    const input = { customerId, paymentMethodId: TEST_PAYMENT_METHODS.visa, idempotencyKey, metadata: {} };
    const [first, racing] = await Promise.all([gateway.saveCardForLater(input), gateway.saveCardForLater(input)]);
    const again = await gateway.saveCardForLater(input);
    expect(first).toMatchObject({ status: 'saved', setupId: expect.stringMatching(/^seti_local_/), paymentMethodId: expect.stringMatching(/^pm_local_/) });
    expect(racing).toEqual(first);
    expect(again).toEqual(first);
    const cards = await t.app.ctx.db.select().from(localGatewayPaymentMethods).where(eq(localGatewayPaymentMethods.customerId, customerId));
    expect(cards).toHaveLength(1);

    const other = await gateway.saveCardForLater({ ...input, idempotencyKey: key('setup') });
    expect(other.status === 'saved' && other.setupId).not.toBe(first.setupId);

    // The saved card can then be held without the customer.
    const held = await gateway.authorize({ amountCents: 1_000, paymentMethodId: first.status === 'saved' ? first.paymentMethodId : '', customerId, offSession: true, idempotencyKey: key('pay'), description: 'x', metadata: {} });
    expect(held.status).toBe('authorized');
  });

  it('confirms a card the customer already saved, and refuses cards it cannot keep', async () => {
    const customerId = await customer();
    const saved = await gateway.attachPaymentMethod(customerId, TEST_PAYMENT_METHODS.mastercard);
    const reuse = await gateway.saveCardForLater({ customerId, paymentMethodId: saved.paymentMethodId, idempotencyKey: key('setup'), metadata: {} });
    expect(reuse).toMatchObject({ status: 'saved', paymentMethodId: saved.paymentMethodId });

    const stranger = await customer();
    expect(await gateway.saveCardForLater({ customerId: stranger, paymentMethodId: saved.paymentMethodId, idempotencyKey: key('setup'), metadata: {} })).toMatchObject({
      status: 'declined',
      message: 'This payment method is not recognised. Please use another card.',
    });
    expect(await gateway.saveCardForLater({ customerId, paymentMethodId: TEST_PAYMENT_METHODS.declined, idempotencyKey: key('setup'), metadata: {} })).toMatchObject({
      status: 'declined',
      message: CARD_DECLINED_MESSAGE,
    });
    expect(await gateway.saveCardForLater({ customerId, paymentMethodId: 'pm_card_nonsense', idempotencyKey: key('setup'), metadata: {} })).toMatchObject({ status: 'declined' });
    // Like Stripe's 4000 0000 0000 0341: saving works, the charges later do not.
    expect(await gateway.saveCardForLater({ customerId, paymentMethodId: TEST_PAYMENT_METHODS.declinesLater, idempotencyKey: key('setup'), metadata: {} })).toMatchObject({ status: 'saved' });
  });
});

describe('transfers to providers', () => {
  it('only come from a captured charge, and never add up to more than it captured', async () => {
    const accountId = await account();
    const send = (sourceTransaction: string, amountCents: number, idempotencyKey = key('tr')) =>
      gateway.transfer({ accountId, amountCents, idempotencyKey, description: 'payout', sourceTransaction });

    await expect(send('pi_local_nothing', 100)).rejects.toThrow(/no payment/);
    const held = await hold(10_000);
    await expect(send(held.paymentId, 100)).rejects.toThrow(/not captured/);

    await gateway.settle(held.paymentId, 8_000);
    const firstKey = key('tr');
    const first = await send(held.paymentId, 5_000, firstKey);
    await expect(send(held.paymentId, 3_001)).rejects.toThrow(/exceed/);
    // A repeat of the first transfer is the same transfer, not a second one.
    expect(await send(held.paymentId, 5_000, firstKey)).toEqual(first);
    const second = await send(held.paymentId, 3_000);
    expect(second.transferId).not.toBe(first.transferId);
    const rows = await t.app.ctx.db.select().from(localGatewayTransfers).where(eq(localGatewayTransfers.sourcePaymentId, held.paymentId));
    expect(rows.map((r) => r.amountCents).sort()).toEqual([3_000, 5_000]);

    // A reversed transfer gives its share of the charge back.
    await gateway.simulator!.reverseTransfer(first.transferId);
    expect((await send(held.paymentId, 5_000)).transferId).toMatch(/^tr_local_/);
  });

  it('lets only one of two racing transfers through when both would not fit', async () => {
    const accountId = await account();
    const held = await hold(10_000);
    await gateway.settle(held.paymentId, 10_000);
    const results = await Promise.allSettled(
      [6_000, 6_000].map((amountCents) => gateway.transfer({ accountId, amountCents, idempotencyKey: key('tr'), description: 'payout', sourceTransaction: held.paymentId })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });
});

describe('simulated gateway events', () => {
  it('disputes a captured charge for what it captured, and refuses one never captured', async () => {
    const held = await hold(7_500);
    await expect(gateway.simulator!.dispute(held.paymentId)).rejects.toBeInstanceOf(SimulationRefusedError);
    await gateway.settle(held.paymentId, 7_500);
    expect(await gateway.simulator!.dispute(held.paymentId)).toEqual({
      type: 'dispute_created',
      paymentId: held.paymentId,
      disputeId: expect.stringMatching(/^dp_local_/),
      amountCents: 7_500,
      reason: 'fraudulent',
    });
    expect(await gateway.simulator!.dispute(held.paymentId, 'product_not_received')).toMatchObject({ reason: 'product_not_received' });
  });

  it('reports account changes and returned payouts', async () => {
    const accountId = await account();
    expect(await gateway.simulator!.updateAccount(accountId, { payoutsEnabled: false, requirementsDue: ['individual.verification.document'] })).toEqual({
      type: 'account_updated',
      accountId,
      payoutsEnabled: false,
      requirementsDue: ['individual.verification.document'],
    });
    expect(await gateway.simulator!.failPayout(accountId, 4_200)).toEqual({
      type: 'payout_failed',
      accountId,
      gatewayPayoutId: expect.stringMatching(/^po_local_/),
      amountCents: 4_200,
      message: 'The bank returned the payout: account closed.',
    });
    expect(await gateway.simulator!.failPayout(accountId, 100, 'No such account.')).toMatchObject({ message: 'No such account.' });
    await expect(gateway.simulator!.updateAccount('acct_local_nobody', { payoutsEnabled: true, requirementsDue: [] })).rejects.toThrow();
  });

  it('reverses a transfer once, marking it reversed', async () => {
    const accountId = await account();
    const held = await hold(3_000);
    await gateway.settle(held.paymentId, 3_000);
    const { transferId } = await gateway.transfer({ accountId, amountCents: 2_500, idempotencyKey: key('tr'), description: 'payout', sourceTransaction: held.paymentId });
    expect(await gateway.simulator!.reverseTransfer(transferId)).toEqual({ type: 'transfer_reversed', transferId, reversalId: expect.stringMatching(/^trr_local_/), amountCents: 2_500 });
    const [row] = await t.app.ctx.db.select().from(localGatewayTransfers).where(eq(localGatewayTransfers.id, transferId));
    expect(row!.reversedAt).toBeInstanceOf(Date);
    await expect(gateway.simulator!.reverseTransfer(transferId)).rejects.toThrow('This transfer was already reversed.');
    await expect(gateway.simulator!.reverseTransfer('tr_local_nothing')).rejects.toBeInstanceOf(SimulationRefusedError);
  });

  it('sends no webhooks', () => {
    expect(() => gateway.parseWebhook(Buffer.from('{}'), 'sig')).toThrow('The local gateway sends no webhooks');
  });
});
