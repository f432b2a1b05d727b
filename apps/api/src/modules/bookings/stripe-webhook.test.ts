// Stripe webhooks finish payments the bank asked the customer to confirm (3-D Secure), and tell us
// of money that moved afterwards: disputes, a hold Stripe let go, a provider's account changing.
// The Stripe SDK checks signatures offline, so this runs without the network: events are signed
// with the test secret exactly as Stripe signs them.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedCatalogue } from '../../db/seed/demo';
import { bookingIssues, bookings, payoutAccounts, payouts } from '../../db/schema';
import { bookingBody, provider, serviceBySlug, slot } from '../../test/booking-fixtures';

const WEBHOOK_SECRET = 'whsec_test_only_not_a_secret';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_offline', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
  await seedCatalogue(t.app.ctx);
});
afterAll(() => t.close());

async function pendingBooking(paymentId: string, over: Partial<typeof bookings.$inferInsert> = {}) {
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
      ...over,
    })
    .returning();
  return row!;
}

function signed(type: string, intent: Record<string, unknown>, event: Record<string, unknown> = {}) {
  const payload = JSON.stringify({ id: `evt_${Date.now()}`, object: 'event', type, ...event, data: { object: { object: 'payment_intent', ...intent } } });
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

  it('freezes the payout of a disputed charge once, however often Stripe delivers it', async () => {
    const pro = await provider(t, { serviceIds: [], areas: [], payoutAccount: false });
    const booking = await pendingBooking('pi_disputed', { status: 'completed', providerId: pro.providerId, paymentStatus: 'captured', chargeId: 'ch_disputed', capturedCents: 1130 });
    await t.app.ctx.db.insert(payouts).values({ bookingId: booking.id, providerId: pro.providerId, grossCents: 1000, commissionCents: 150, amountCents: 850, status: 'held' });
    const dispute = signed('charge.dispute.created', { object: 'dispute', id: 'dp_1', payment_intent: 'pi_disputed', charge: 'ch_disputed', amount: 1130, reason: 'fraudulent' });
    for (let i = 0; i < 2; i++) expect((await t.call({ method: 'POST', url: '/api/payments/stripe/webhook', ...dispute })).status).toBe(200);
    expect((await t.app.ctx.db.select().from(payouts).where(eq(payouts.bookingId, booking.id)))[0]).toMatchObject({ status: 'frozen' });
    const issues = await t.app.ctx.db.select().from(bookingIssues).where(eq(bookingIssues.bookingId, booking.id));
    expect(issues.map((i) => [i.kind, i.gatewayRef])).toEqual([['dispute', 'dp_1']]);
  });

  it('places again a hold Stripe let go before the job, and records what a connected account still needs', async () => {
    const booking = await pendingBooking('pi_let_go', { status: 'accepted', paymentStatus: 'authorized', providerId: (await provider(t, { serviceIds: [], areas: [], payoutAccount: false })).providerId });
    const canceled = signed('payment_intent.canceled', { id: 'pi_let_go', cancellation_reason: 'automatic' });
    expect((await t.call({ method: 'POST', url: '/api/payments/stripe/webhook', ...canceled })).status).toBe(200);
    const [row] = await t.app.ctx.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ status: 'accepted', paymentStatus: 'card_saved', paymentId: null });
    expect(row!.holdAttemptAt!.getTime()).toBeLessThanOrEqual(Date.now());

    const pro = await provider(t, { serviceIds: [], areas: [], payoutAccount: false });
    await t.app.ctx.db.insert(payoutAccounts).values({ providerId: pro.providerId, gateway: 'stripe', accountId: 'acct_needs_id' });
    const updated = signed('account.updated', { object: 'account', id: 'acct_needs_id', payouts_enabled: false, requirements: { currently_due: ['individual.verification.document'] } });
    expect((await t.call({ method: 'POST', url: '/api/payments/stripe/webhook', ...updated })).status).toBe(200);
    const [account] = await t.app.ctx.db.select().from(payoutAccounts).where(eq(payoutAccounts.accountId, 'acct_needs_id'));
    expect(account).toMatchObject({ payoutsEnabled: false, requirementsDue: ['individual.verification.document'] });
  });
});
