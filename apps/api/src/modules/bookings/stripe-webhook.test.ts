// Stripe webhooks finish payments the bank asked the customer to confirm (3-D Secure). The Stripe
// SDK checks signatures offline, so this runs without the network: events are signed with the
// test secret exactly as Stripe signs them.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedCatalogue } from '../../db/seed/demo';
import { bookings } from '../../db/schema';
import { bookingBody, serviceBySlug, slot } from './test-fixtures';

const WEBHOOK_SECRET = 'whsec_test_only_not_a_secret';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_offline', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
  await seedCatalogue(t.app.ctx);
});
afterAll(() => t.close());

async function pendingBooking(paymentId: string) {
  const customer = await t.createUser();
  const service = await serviceBySlug(t, 'lawn-aeration');
  const body = bookingBody(service.id);
  const startsAt = new Date(slot());
  const [row] = await t.app.ctx.db
    .insert(bookings)
    .values({
      customerId: customer.id,
      serviceId: service.id,
      status: 'pending_payment',
      idempotencyKey: `k-${paymentId}`,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
      quantity: 1,
      address: { ...body.address, province: 'ON' },
      fsa: 'M5V',
      cityKey: 'toronto|ON',
      province: 'ON',
      phone: body.phonenumber,
      email: body.email,
      zipcode: body.zipcode,
      unitPriceCents: 1000,
      subtotalCents: 1000,
      discountCents: 0,
      taxCents: 130,
      totalCents: 1130,
      taxes: [{ name: 'HST', rate: 13000, amount: 130 }],
      payoutCents: 850,
      commissionCents: 150,
      paymentMethodId: 'pm_card_threeDSecure2Required',
      paymentId,
    })
    .returning();
  return row!;
}

function signed(type: string, intent: Record<string, unknown>) {
  const payload = JSON.stringify({ id: `evt_${Date.now()}`, object: 'event', type, data: { object: { object: 'payment_intent', ...intent } } });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return { payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
}

const statusOf = async (id: string) => (await t.app.ctx.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.status;

describe('Stripe webhooks', () => {
  it('refuses a delivery without a valid signature', async () => {
    const booking = await pendingBooking('pi_forged');
    const forged = signed('payment_intent.amount_capturable_updated', { id: 'pi_forged' });
    const res = await t.call({ method: 'POST', url: '/api/payments/stripe/webhook', payload: forged.payload, headers: { ...forged.headers, 'stripe-signature': 't=1,v1=deadbeef' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid webhook signature');
    expect(await statusOf(booking.id)).toBe('pending_payment');
  });

  it('opens the booking when the hold is confirmed, and fails it when the payment fails', async () => {
    const confirmed = await pendingBooking('pi_confirmed');
    const ok = signed('payment_intent.amount_capturable_updated', { id: 'pi_confirmed' });
    expect((await t.call({ method: 'POST', url: '/api/payments/stripe/webhook', ...ok })).status).toBe(200);
    expect(await statusOf(confirmed.id)).toBe('open');
    // Stripe retries deliveries: the same event again changes nothing.
    expect((await t.call({ method: 'POST', url: '/api/payments/stripe/webhook', ...ok })).status).toBe(200);
    expect(await statusOf(confirmed.id)).toBe('open');

    const failed = await pendingBooking('pi_failed');
    const fail = signed('payment_intent.payment_failed', { id: 'pi_failed', last_payment_error: { message: 'Your card was declined.' } });
    expect((await t.call({ method: 'POST', url: '/api/payments/stripe/webhook', ...fail })).status).toBe(200);
    const [row] = await t.app.ctx.db.select().from(bookings).where(eq(bookings.id, failed.id));
    expect(row).toMatchObject({ status: 'payment_failed', paymentError: 'Your card was declined.' });
  });
});
