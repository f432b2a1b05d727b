import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedCatalogue } from '../../db/seed/demo';
import { payouts } from '../../db/schema';
import { bookingBody, newKey, provider, serviceBySlug } from '../../test/booking-fixtures';

const HOUR = 3_600_000;

let t: TestApp;
let admin: { token: string };
let customer: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.app.ctx);
  admin = await t.createUser({ role: 'admin' });
  customer = await t.createUser();
});
afterAll(() => t.close());

const clock = (token: string) => t.call({ method: 'GET', url: '/api/dev/gateway/clock', token });
const moveClock = (token: string, payload: unknown) => t.call({ method: 'POST', url: '/api/dev/gateway/clock', token, payload: payload as object });
const sendEvent = (token: string, payload: unknown) => t.call({ method: 'POST', url: '/api/dev/gateway/events', token, payload: payload as object });

describe('who may use the gateway tools', () => {
  it('is admins only', async () => {
    const pro = await t.createUser({ role: 'serviceprovider' });
    for (const call of [clock, (token: string) => moveClock(token, { advanceHours: 1 }), (token: string) => sendEvent(token, { type: 'dispute', bookingId: randomUUID() })]) {
      expect((await call('')).status).toBe(401);
      expect((await call(customer.token)).status).toBe(403);
      expect((await call(pro.token)).status).toBe(403);
    }
    // Nothing moved.
    expect((await clock(admin.token)).body.data.offsetMs).toBe(0);
  });
});

describe('the gateway clock', () => {
  it('moves forward by hours, adds up, and resets to the real time', async () => {
    const start = await clock(admin.token);
    expect(start.status).toBe(200);
    expect(start.body.data.offsetMs).toBe(0);
    expect(Math.abs(Date.parse(start.body.data.now) - Date.now())).toBeLessThan(5_000);

    const moved = await moveClock(admin.token, { advanceHours: 36 });
    expect(moved.status).toBe(200);
    expect(moved.body.data.offsetMs).toBe(36 * HOUR);
    expect(Math.abs(Date.parse(moved.body.data.now) - (Date.now() + 36 * HOUR))).toBeLessThan(5_000);
    expect((await moveClock(admin.token, { advanceHours: 0.5 })).body.data.offsetMs).toBe(36.5 * HOUR);
    expect((await clock(admin.token)).body.data.offsetMs).toBe(36.5 * HOUR);

    const reset = await moveClock(admin.token, { reset: true });
    expect(reset.status).toBe(200);
    expect(reset.body.data.offsetMs).toBe(0);
    expect(Math.abs(Date.parse(reset.body.data.now) - Date.now())).toBeLessThan(5_000);
  });

  it('refuses a move it cannot make, and leaves the clock where it was', async () => {
    const tooFar = 'advanceHours must be more than 0 and at most 2880';
    for (const [body, message] of [
      [{}, 'Send either advanceHours or reset: true'],
      [{ advanceHours: 0 }, tooFar],
      [{ advanceHours: -3 }, tooFar],
      [{ advanceHours: 24 * 120 + 1 }, tooFar],
      [{ advanceHours: '12' }, tooFar],
      [{ reset: false }, 'reset must be true'],
      [{ advanceHours: 2, reset: true }, 'Send either advanceHours or reset: true'],
    ] as const) {
      const res = await moveClock(admin.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message, JSON.stringify(body)).toBe(message);
    }
    expect((await clock(admin.token)).body.data.offsetMs).toBe(0);
  });
});

describe('gateway events', () => {
  it('validates the event with a message for each field', async () => {
    const cases: [unknown, string, string][] = [
      [{ type: 'refund' }, 'type', 'type must be one of dispute, account_updated, payout_failed, transfer_reversed'],
      [{}, 'type', 'type must be one of dispute, account_updated, payout_failed, transfer_reversed'],
      [{ type: 'dispute' }, 'bookingId', 'bookingId must be a booking id'],
      [{ type: 'dispute', bookingId: 'nope' }, 'bookingId', 'bookingId must be a booking id'],
      [{ type: 'dispute', bookingId: randomUUID(), reason: 'bored' }, 'reason', expect.stringContaining('reason must be one of fraudulent')],
      [{ type: 'account_updated', providerId: randomUUID(), requirementsDue: [] }, 'payoutsEnabled', 'payoutsEnabled must be true or false'],
      [{ type: 'account_updated', providerId: randomUUID(), payoutsEnabled: false, requirementsDue: 'everything' }, 'requirementsDue', 'requirementsDue must be a list'],
      [{ type: 'payout_failed', providerId: randomUUID(), amountCents: 0 }, 'amountCents', 'amountCents must be more than 0'],
      [{ type: 'payout_failed', providerId: randomUUID(), amountCents: 12.5 }, 'amountCents', 'amountCents must be a whole number of cents'],
      [{ type: 'transfer_reversed' }, 'payoutId', 'payoutId must be a payout id'],
    ];
    for (const [body, field, message] of cases) {
      const res = await sendEvent(admin.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors, JSON.stringify(body)).toEqual({ [field]: message });
    }
  });

  it('answers 404 for a booking, provider or payout that does not exist', async () => {
    const unaccounted = await provider(t, { serviceIds: [], areas: [], payoutAccount: false });
    const cases: [unknown, string][] = [
      [{ type: 'dispute', bookingId: randomUUID() }, 'Booking not found'],
      [{ type: 'account_updated', providerId: randomUUID(), payoutsEnabled: true, requirementsDue: [] }, 'Provider not found'],
      [{ type: 'account_updated', providerId: unaccounted.providerId, payoutsEnabled: true, requirementsDue: [] }, 'This provider has no payout account'],
      [{ type: 'payout_failed', providerId: randomUUID(), amountCents: 500 }, 'Provider not found'],
      [{ type: 'transfer_reversed', payoutId: randomUUID() }, 'Payout not found'],
    ];
    for (const [body, message] of cases) {
      const res = await sendEvent(admin.token, body);
      expect(res.status, JSON.stringify(body)).toBe(404);
      expect(res.body.message).toBe(message);
    }
  });

  it('answers 409 for an event that cannot happen: a dispute before any charge, a reversal before any transfer', async () => {
    const cleaning = await serviceBySlug(t, 'standard-house-cleaning');
    const pro = await provider(t, { serviceIds: [cleaning.id], areas: ['M5V'] });
    const booked = await t.call({ method: 'POST', url: '/api/booking', token: customer.token, payload: bookingBody(cleaning.id), headers: { 'idempotency-key': newKey() } });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const bookingId = booked.body.data._id as string;

    const dispute = await sendEvent(admin.token, { type: 'dispute', bookingId });
    expect(dispute.status).toBe(409);
    expect(dispute.body.message).toBe('Only a captured charge can be disputed.');

    const [payout] = await t.app.ctx.db.insert(payouts).values({ bookingId, providerId: pro.providerId, grossCents: 12_900, commissionCents: 1_935, amountCents: 10_965 }).returning();
    const reversal = await sendEvent(admin.token, { type: 'transfer_reversed', payoutId: payout!.id });
    expect(reversal.status).toBe(409);
    expect(reversal.body.message).toBe('This payout was never sent, so there is no transfer to reverse');
  });

  it("answers with the event the gateway sent about a provider's account", async () => {
    const pro = await provider(t, { serviceIds: [], areas: [] });
    const res = await sendEvent(admin.token, { type: 'account_updated', providerId: pro.providerId, payoutsEnabled: false, requirementsDue: ['external_account'] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.event).toEqual({ type: 'account_updated', accountId: expect.stringMatching(/^acct_local_/), payoutsEnabled: false, requirementsDue: ['external_account'] });
    const failed = await sendEvent(admin.token, { type: 'payout_failed', providerId: pro.providerId, amountCents: 4_200 });
    expect(failed.status, JSON.stringify(failed.body)).toBe(200);
    expect(failed.body.data.event).toMatchObject({ type: 'payout_failed', gatewayPayoutId: expect.stringMatching(/^po_local_/), amountCents: 4_200, message: 'The bank returned the payout: account closed.' });
  });
});

describe('with Stripe configured', () => {
  it('has no gateway tools', async () => {
    const stripe = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_not_used' });
    try {
      const boss = await stripe.createUser({ role: 'admin' });
      for (const res of [
        await stripe.call({ method: 'GET', url: '/api/dev/gateway/clock', token: boss.token }),
        await stripe.call({ method: 'POST', url: '/api/dev/gateway/clock', token: boss.token, payload: { advanceHours: 1 } }),
        await stripe.call({ method: 'POST', url: '/api/dev/gateway/events', token: boss.token, payload: { type: 'dispute', bookingId: randomUUID() } }),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body.message).toBe('The local payments gateway is not in use');
      }
    } finally {
      await stripe.close();
    }
  });
});
