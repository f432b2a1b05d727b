import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedCatalogue } from '../../db/seed/demo';
import { localGatewayPayments } from '../../db/schema';
import { bookingBody, newKey, serviceBySlug } from '../../test/booking-fixtures';

let t: TestApp;
let serviceId: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_BOOKINGS_PER_MINUTE: '1000' });
  await seedCatalogue(t.app.ctx);
  serviceId = (await serviceBySlug(t, 'standard-house-cleaning')).id;
});
afterAll(() => t.close());

const saveCard = (token: string, paymentMethodId: string, isDefault?: boolean) => t.call({ method: 'POST', url: '/api/user/payment-methods', token, payload: { paymentMethodId, ...(isDefault === undefined ? {} : { isDefault }) } });
const book = (token: string, over: Record<string, unknown>) => t.call({ method: 'POST', url: '/api/booking', token, payload: bookingBody(serviceId, over), headers: { 'idempotency-key': newKey() } });

describe('saved cards', () => {
  it('saves cards through the gateway, shows brand and last four, and keeps one default', async () => {
    const c = await t.createUser();
    const setup = await t.call({ method: 'POST', url: '/api/user/payment-methods/setup', token: c.token });
    expect(setup.body.data).toEqual({ gateway: 'local', clientSecret: null });

    const visa = await saveCard(c.token, 'pm_card_visa');
    expect(visa.status).toBe(201);
    expect(visa.body.data).toMatchObject({ brand: 'visa', last4: '4242', isDefault: true, expMonth: null });
    expect(JSON.stringify(visa.body)).not.toContain('pm_'); // the gateway token stays on the server

    const again = await saveCard(c.token, 'pm_card_visa');
    expect([again.status, again.body.message, again.body.data._id]).toEqual([200, 'This card is already saved', visa.body.data._id]);

    const mc = await saveCard(c.token, 'pm_card_mastercard', true);
    expect(mc.body.data).toMatchObject({ brand: 'mastercard', last4: '4444', isDefault: true });
    const list = await t.call({ method: 'GET', url: '/api/user/payment-methods', token: c.token });
    expect(list.body.data.map((p: { last4: string; isDefault: boolean }) => [p.last4, p.isDefault])).toEqual([
      ['4444', true],
      ['4242', false],
    ]);

    const back = await t.call({ method: 'POST', url: `/api/user/payment-methods/${visa.body.data._id}/default`, token: c.token });
    expect(back.body.data[0]).toMatchObject({ last4: '4242', isDefault: true });
    expect((await t.call({ method: 'DELETE', url: `/api/user/payment-methods/${visa.body.data._id}`, token: c.token })).body.message).toBe('Card removed');
    const left = await t.call({ method: 'GET', url: '/api/user/payment-methods', token: c.token });
    expect(left.body.data).toEqual([expect.objectContaining({ last4: '4444', isDefault: true })]);
  });

  it('refuses a card the bank declines, bad input, and other people', async () => {
    const c = await t.createUser();
    const declined = await saveCard(c.token, 'pm_card_chargeDeclined');
    expect(declined.status).toBe(402);
    expect(declined.body.errors).toEqual({ paymentMethodId: 'Your card was declined.' });
    const unknown = await saveCard(c.token, 'pm_made_up');
    expect(unknown.status).toBe(402);
    const empty = await saveCard(c.token, '');
    expect([empty.status, empty.body.errors.paymentMethodId]).toEqual([400, 'Payment method is required']);
    expect((await t.call({ method: 'GET', url: '/api/user/payment-methods', token: c.token })).body.data).toEqual([]);

    const { body } = await saveCard(c.token, 'pm_card_visa');
    const other = await t.createUser();
    expect((await t.call({ method: 'DELETE', url: `/api/user/payment-methods/${body.data._id}`, token: other.token })).status).toBe(404);
    expect((await t.call({ method: 'POST', url: `/api/user/payment-methods/${body.data._id}/default`, token: other.token })).status).toBe(404);
    for (const req of [{ method: 'DELETE' as const, url: '/api/user/payment-methods/not-a-uuid' }, { method: 'POST' as const, url: '/api/user/payment-methods/not-a-uuid/default' }]) {
      const res = await t.call({ ...req, token: c.token });
      expect([res.status, res.body.message]).toEqual([404, 'Card not found']);
    }
    const pro = await t.createUser({ role: 'serviceprovider' });
    expect((await t.call({ method: 'GET', url: '/api/user/payment-methods', token: pro.token })).status).toBe(403);
  });

  it('pays a booking with a saved card, saves a new card while paying, and never with someone else’s card', async () => {
    const c = await t.createUser();
    const first = await book(c.token, { paymentMethodId: 'pm_card_mastercard', savePaymentMethod: true });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const saved = (await t.call({ method: 'GET', url: '/api/user/payment-methods', token: c.token })).body.data;
    expect(saved).toEqual([expect.objectContaining({ brand: 'mastercard', last4: '4444', isDefault: true })]);

    const second = await book(c.token, { paymentMethodId: saved[0]._id });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(second.body.data.status).toBe('open');
    const [hold] = await t.app.ctx.db.select().from(localGatewayPayments).where(eq(localGatewayPayments.idempotencyKey, `booking-${second.body.data._id}`));
    expect(hold).toMatchObject({ status: 'requires_capture', amountCents: second.body.data.amounts.total });
    expect(hold!.paymentMethodId).toMatch(/^pm_local_/);

    // Another customer can name neither the saved card's id nor its gateway token.
    const stranger = await t.createUser();
    const byId = await book(stranger.token, { paymentMethodId: saved[0]._id });
    expect([byId.status, byId.body.errors?.paymentMethodId]).toEqual([400, 'This saved card was not found. Choose another card.']);
    const byToken = await book(stranger.token, { paymentMethodId: hold!.paymentMethodId });
    expect(byToken.status).toBe(402);

    // A removed card cannot pay any more.
    await t.call({ method: 'DELETE', url: `/api/user/payment-methods/${saved[0]._id}`, token: c.token });
    expect((await book(c.token, { paymentMethodId: saved[0]._id })).status).toBe(400);
  });
});
