import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ALREADY_ACCEPTED_MESSAGE, localDateTime } from '@hearth/shared/booking';
import { END_BEFORE_START_MESSAGE } from '@hearth/shared/schemas/booking';
import { createTestApp, uniqueEmail, type TestApp } from '../../test/test-app';
import { seedCatalogue } from '../../db/seed/demo';
import { bookings, discounts, localGatewayCustomers, localGatewayPayments, localGatewayTransfers, paymentCustomers, payouts } from '../../db/schema';
import { sweep } from './sweeper';
import { bookingBody, endConfirmationWindow, newKey, provider, serviceBySlug, slot, startedAMinuteAgo, type ProviderFixture } from '../../test/booking-fixtures';

let t: TestApp;
let cleaning: { id: string; startingPriceCents: number };
let moving: { id: string; startingPriceCents: number };

beforeAll(async () => {
  t = await createTestApp({ PLATFORM_COMMISSION_PERCENT: '20', RATE_LIMIT_BOOKINGS_PER_MINUTE: '1000' });
  await seedCatalogue(t.app.ctx);
  cleaning = await serviceBySlug(t, 'standard-house-cleaning');
  moving = await serviceBySlug(t, 'moving-helpmovers');
});
afterAll(() => t.close());

const book = (token: string, body: Record<string, unknown>, key: string | null = newKey()) =>
  t.call({ method: 'POST', url: '/api/booking', token, payload: body, headers: key ? { 'idempotency-key': key } : {} });

async function notificationsOf(token: string) {
  const res = await t.call({ method: 'GET', url: '/api/notification/list?pageNo=1&size=50', token });
  return res.body.data.Notifications as { event: string; message: string; data: { bookingId?: string } }[];
}

async function paidBooking(token: string, over: Record<string, unknown> = {}) {
  const res = await book(token, bookingBody(cleaning.id, over));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data._id as string;
}

describe('price', () => {
  it('taxes by the province of the address, in integer cents', async () => {
    const quote = async (province: string) =>
      (await t.call({ method: 'POST', url: '/api/booking/quote', payload: { serviceId: cleaning.id, quantity: 1, province } })).body.data.amounts;
    const price = cleaning.startingPriceCents; // 12900
    expect(await quote('ON')).toEqual({ subtotal: price, discount: 0, tax: 1677, total: price + 1677, taxes: [{ name: 'HST', rate: 13000, amount: 1677 }] });
    expect((await quote('QC')).taxes).toEqual([
      { name: 'GST', rate: 5000, amount: 645 },
      { name: 'QST', rate: 9975, amount: 1287 },
    ]);
    expect((await quote('AB')).tax).toBe(645);
    expect((await quote('BC')).taxes.map((x: { name: string }) => x.name)).toEqual(['GST']);
    // Cleaning a home is outside Saskatchewan PST (bulletin PST-61): GST only.
    expect((await quote('SK')).tax).toBe(645);
    expect((await quote('NS')).taxes).toEqual([{ name: 'HST', rate: 14000, amount: 1806 }]);
    expect((await t.call({ method: 'POST', url: '/api/booking/quote', payload: { serviceId: cleaning.id, quantity: 1, province: 'XX' } })).body.errors.province).toBe(
      'Province must be a Canadian province or territory',
    );
  });

  it('multiplies hourly services by the hours and refuses quantities on per-visit ones', async () => {
    const res = await t.call({ method: 'POST', url: '/api/booking/quote', payload: { serviceId: moving.id, quantity: 3, province: 'ON' } });
    expect(res.body.data.amounts.subtotal).toBe(moving.startingPriceCents * 3);
    const bad = await t.call({ method: 'POST', url: '/api/booking/quote', payload: { serviceId: cleaning.id, quantity: 2, province: 'ON' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.quantity).toBe('This service is priced per visit; quantity must be 1');
  });

  it('applies discount codes by their rules and explains a refused one', async () => {
    const db = t.app.ctx.db;
    const day = 86_400_000;
    await db.insert(discounts).values([
      { code: 'TENOFF', description: '10% off', kind: 'percent', percentOff: 10 },
      { code: 'FIVE', description: '$5 off', kind: 'fixed', amountOffCents: 500 },
      { code: 'OLD', description: 'expired', kind: 'percent', percentOff: 10, validFrom: new Date(Date.now() - 10 * day), validTo: new Date(Date.now() - day) },
      { code: 'SOON', description: 'later', kind: 'percent', percentOff: 10, validFrom: new Date(Date.now() + day) },
      { code: 'BIGONLY', description: 'min', kind: 'fixed', amountOffCents: 500, minimumOrderCents: 100_000 },
      { code: 'GONE', description: 'used up', kind: 'fixed', amountOffCents: 500, usageLimit: 1, usedCount: 1 },
    ]);
    const quote = async (discountCode: string, token?: string) =>
      (await t.call({ method: 'POST', url: '/api/booking/quote', token, payload: { serviceId: cleaning.id, quantity: 1, province: 'ON', discountCode } })).body.data;
    const ten = await quote('tenoff');
    expect(ten.discountError).toBeNull();
    expect(ten.amounts).toMatchObject({ subtotal: 12900, discount: 1290, tax: Math.round(11610 * 0.13), total: 11610 + Math.round(11610 * 0.13) });
    expect((await quote('FIVE')).amounts.discount).toBe(500);
    expect((await quote('OLD')).discountError).toBe('This code has expired');
    expect((await quote('SOON')).discountError).toBe('This code is not active yet');
    expect((await quote('BIGONLY')).discountError).toBe('This code needs an order of at least $1000.00');
    expect((await quote('GONE')).discountError).toBe('This code has reached its usage limit');
    expect((await quote('NOPE')).discountError).toBe('This code is not valid');
    expect((await quote('NOPE')).amounts.discount).toBe(0);

    // A code works once per customer; booking with a refused one is a 400 on the field.
    const customer = await t.createUser();
    const first = await book(customer.token, bookingBody(cleaning.id, { discountCode: 'FIVE' }));
    expect(first.status).toBe(201);
    expect(first.body.data.amounts.discount).toBe(500);
    expect((await quote('FIVE', customer.token)).discountError).toBe('You have already used this code');
    const again = await book(customer.token, bookingBody(cleaning.id, { discountCode: 'FIVE' }));
    expect(again.status).toBe(400);
    expect(again.body.errors.discountCode).toBe('You have already used this code');
    const [five] = await db.select().from(discounts).where(eq(discounts.code, 'FIVE'));
    expect(five!.usedCount).toBe(1);
  });
});

describe('creating a booking', () => {
  it('needs a signed-in customer and an Idempotency-Key', async () => {
    const customer = await t.createUser();
    const p = await t.createUser({ role: 'serviceprovider' });
    expect((await book('', bookingBody(cleaning.id))).status).toBe(401);
    expect((await book(p.token, bookingBody(cleaning.id))).status).toBe(403);
    const noKey = await book(customer.token, bookingBody(cleaning.id), null);
    expect(noKey.status).toBe(400);
    expect(noKey.body.message).toMatch(/Idempotency-Key/);
  });

  it('validates the request with field messages and writes nothing', async () => {
    const customer = await t.createUser();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ serviceId: moving.id, note: '' }, 'note', 'Description is required'],
      [{ scheduledAt: new Date(Date.now() + 30 * 60_000).toISOString() }, 'scheduledAt', 'Please choose a time at least 2 hours from now'],
      [{ scheduledAt: slot(3, '21:00') }, 'scheduledAt', 'Please choose a start time between 08:00 and 18:00, on the hour or half hour'],
      [{ scheduledAt: slot(120) }, 'scheduledAt', 'Bookings open 90 days ahead; please choose an earlier date'],
      [{ zipcode: '12345' }, 'zipcode', 'Postal Code must be a valid Canadian postal code (A1A 1A1)'],
      [{ phonenumber: '123' }, 'phonenumber', 'Phone number must be a 10-digit number'],
      [{ address: { ...bookingBody(cleaning.id).address, postcode: '' } }, 'address.postcode', 'Postal Code is required'],
      [{ serviceId: '00000000-0000-4000-8000-000000000000' }, 'serviceId', 'This service is not available'],
    ];
    for (const [over, field, message] of cases) {
      const res = await book(customer.token, bookingBody(cleaning.id, over));
      expect(res.status, field).toBe(400);
      expect(res.body.errors[field], field).toBe(message);
    }
    const [row] = await t.app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(bookings).where(eq(bookings.customerId, customer.id));
    expect(row!.n).toBe(0);
  });

  it('returns the same booking for the same key and never authorises twice', async () => {
    const customer = await t.createUser();
    const key = newKey();
    const body = bookingBody(cleaning.id);
    const [a, b] = await Promise.all([book(customer.token, body, key), book(customer.token, body, key)]);
    const c = await book(customer.token, body, key);
    expect([a.status, b.status, c.status]).toEqual([201, 201, 201]);
    expect(new Set([a.body.data._id, b.body.data._id, c.body.data._id]).size).toBe(1);
    expect(a.body.data).toMatchObject({ status: 'open', amounts: { subtotal: 12900, discount: 0, tax: 1677, total: 14577 } });
    const payments = await t.app.ctx.db.select().from(localGatewayPayments).where(eq(localGatewayPayments.idempotencyKey, `booking-${a.body.data._id}`));
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ amountCents: 14577, status: 'requires_capture' });
  });

  it('answers 402 with the gateway message for a declined card and leaves no open booking', async () => {
    const customer = await t.createUser();
    const key = newKey();
    const res = await book(customer.token, bookingBody(cleaning.id, { paymentMethodId: 'pm_card_chargeDeclined' }), key);
    expect(res.status).toBe(402);
    expect(res.body.message).toBe('Your card was declined.');
    expect((await book(customer.token, bookingBody(cleaning.id, { paymentMethodId: 'pm_card_chargeDeclined' }), key)).status).toBe(402);
    const list = await t.call({ method: 'GET', url: '/api/booking/mybookings', token: customer.token });
    expect(list.body.data.items).toEqual([]);
    const [row] = await t.app.ctx.db.select().from(bookings).where(eq(bookings.customerId, customer.id));
    expect(row!.status).toBe('payment_failed');
    // A new attempt with a good card (a new key) works.
    expect((await book(customer.token, bookingBody(cleaning.id))).status).toBe(201);
  });
});

describe('a customer who has not verified their email', () => {
  it('cannot book or hold a card until they open the verification link, then the same request succeeds', async () => {
    const email = uniqueEmail('unverified');
    const signup = await t.call({ method: 'POST', url: '/api/auth/signup', payload: { firstName: 'Noor', lastName: 'Haddad', email, password: 'maple-leaf-9', repassword: 'maple-leaf-9' } });
    expect(signup.status).toBe(201);
    const login = await t.call({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'maple-leaf-9' } });
    const { token, user } = login.body.data as { token: string; user: { _id: string } };
    const gatewayPayments = async () => (await t.app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(localGatewayPayments))[0]!.n;
    const paymentsBefore = await gatewayPayments();

    // Saving the card would create a gateway customer first: that must not happen either.
    const key = newKey();
    const body = bookingBody(cleaning.id, { savePaymentMethod: true });
    const refused = await book(token, body, key);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      success: false,
      message: `Verify your email before booking. We sent a link to ${email}.`,
      errors: { email: `Verify your email before booking. We sent a link to ${email}.` },
    });
    expect(await t.app.ctx.db.select().from(bookings).where(eq(bookings.customerId, user._id))).toEqual([]);
    expect(await t.app.ctx.db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, user._id))).toEqual([]);
    expect(await t.app.ctx.db.select().from(localGatewayCustomers).where(eq(localGatewayCustomers.email, email))).toEqual([]);
    expect(await gatewayPayments()).toBe(paymentsBefore);

    const mail = await t.waitForMessage((m) => m.to === email && m.subject === 'Verify your email for Hearth');
    const link = mail.body.match(/\/verify-email\/([A-Za-z0-9_-]+)/);
    expect((await t.call({ method: 'GET', url: `/api/auth/verify-email/${link![1]}` })).status).toBe(200);
    const profile = await t.call({ method: 'GET', url: '/api/user/profile', token });
    expect(profile.body.data.isEmailVerified).toBe(true);

    const booked = await book(token, body, key);
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const payments = await t.app.ctx.db.select().from(localGatewayPayments).where(eq(localGatewayPayments.idempotencyKey, `booking-${booked.body.data._id}`));
    expect(payments).toHaveLength(1);
  });
});

describe('matching', () => {
  it('alerts and shows the booking only to providers who can take it, without the street or contact', async () => {
    const other = await serviceBySlug(t, 'leak-repair');
    const match = await provider(t, { serviceIds: [cleaning.id], areas: ['M5V'] });
    const byCity = await provider(t, { serviceIds: [cleaning.id], areas: ['Toronto|ON'] });
    const wrongArea = await provider(t, { serviceIds: [cleaning.id], areas: ['H2X'] });
    const wrongService = await provider(t, { serviceIds: [other.id], areas: ['M5V'] });
    const unapproved = await provider(t, { serviceIds: [cleaning.id], areas: ['M5V'], approved: false });
    const noPhone = await provider(t, { serviceIds: [cleaning.id], areas: ['M5V'], phone: false });
    const customer = await t.createUser();
    const id = await paidBooking(customer.token);
    await t.app.ctx.outbox.drain();

    for (const p of [match, byCity]) {
      expect((await notificationsOf(p.token)).filter((n) => n.event === 'NewBookingAlert' && n.data.bookingId === id)).toHaveLength(1);
      const list = await t.call({ method: 'GET', url: '/api/booking/available-bookings', token: p.token });
      const offered = list.body.data.items.find((b: { _id: string }) => b._id === id);
      expect(offered).toEqual({
        _id: id,
        service: expect.objectContaining({ name: 'Standard House Cleaning' }),
        scheduledAt: expect.any(String),
        endsAt: expect.any(String),
        quantity: 1,
        area: { fsa: 'M5V', city: 'Toronto', province: 'ON' },
        payoutCents: 12900 - 2580,
        paymentSecured: true,
        note: 'Two bathrooms, please bring supplies.',
        outsideAvailability: null,
      });
      expect(JSON.stringify(list.body)).not.toContain('Front St');
      expect(JSON.stringify(list.body)).not.toContain('maya@example.ca');
      expect((await t.call({ method: 'GET', url: '/api/booking/available-bookings-count', token: p.token })).body).toEqual({ success: true, data: list.body.data.total });
      expect((await t.call({ method: 'GET', url: `/api/booking/${id}`, token: p.token })).status).toBe(404);
    }
    for (const p of [wrongArea, wrongService]) {
      expect((await notificationsOf(p.token)).some((n) => n.data.bookingId === id)).toBe(false);
      const list = await t.call({ method: 'GET', url: '/api/booking/available-bookings', token: p.token });
      expect(list.body.data.items.some((b: { _id: string }) => b._id === id)).toBe(false);
      expect((await t.call({ method: 'POST', url: `/api/booking/${id}/accept`, token: p.token })).status).toBe(403);
    }
    // Providers who cannot work yet hear nothing and are told why they see nothing.
    for (const [p, message] of [
      [unapproved, 'Your account is waiting for approval. Complete your business details to get approved.'],
      [noPhone, 'Verify your phone number to continue.'],
    ] as const) {
      expect((await notificationsOf(p.token)).some((n) => n.data.bookingId === id)).toBe(false);
      const list = await t.call({ method: 'GET', url: '/api/booking/available-bookings', token: p.token });
      expect(list.status).toBe(403);
      expect(list.body.message).toBe(message);
    }
  });

  it('does not offer a job that overlaps one the provider already accepted', async () => {
    const busy = await provider(t, { serviceIds: [cleaning.id], areas: ['M4Y'] });
    const customer = await t.createUser();
    const address = { ...bookingBody(cleaning.id).address, postcode: 'M4Y 1A1' };
    const first = await paidBooking(customer.token, { address, scheduledAt: slot(5, '10:00') });
    const overlapping = await paidBooking(customer.token, { address, scheduledAt: slot(5, '11:00') });
    const later = await paidBooking(customer.token, { address, scheduledAt: slot(5, '14:00') });
    expect((await t.call({ method: 'POST', url: `/api/booking/${first}/accept`, token: busy.token })).status).toBe(200);
    const ids = (await t.call({ method: 'GET', url: '/api/booking/available-bookings?size=50', token: busy.token })).body.data.items.map((b: { _id: string }) => b._id);
    expect(ids).toContain(later);
    expect(ids).not.toContain(overlapping);
    const res = await t.call({ method: 'POST', url: `/api/booking/${overlapping}/accept`, token: busy.token });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('You already have a job at that time');
  });
});

describe('the lifecycle', () => {
  let pro: ProviderFixture;
  let rival: ProviderFixture;
  beforeAll(async () => {
    pro = await provider(t, { serviceIds: [cleaning.id], areas: ['M5J'], firstName: 'Kwame' });
    rival = await provider(t, { serviceIds: [cleaning.id], areas: ['M5J'] });
  });
  const address = () => ({ ...bookingBody(cleaning.id).address, postcode: 'M5J 2N8' });

  it('goes open → accepted → in progress → completed, capturing the payment and paying the provider', async () => {
    const customer = await t.createUser();
    const id = await paidBooking(customer.token, { address: address() });
    const accept = await t.call({ method: 'POST', url: `/api/booking/${id}/accept`, token: pro.token });
    expect(accept.status).toBe(200);
    expect(accept.body.data).toMatchObject({ _id: id, status: 'accepted', address: { street: '12 Front St W' }, customer: { name: 'Maya Roy', phonenumber: '+14165550142' } });
    await t.app.ctx.outbox.drain();
    expect((await notificationsOf(customer.token)).find((n) => n.data.bookingId === id)).toMatchObject({ event: 'AcceptBooking', message: expect.stringContaining('Kwame S. (new on Hearth) accepted') });

    const lost = await t.call({ method: 'POST', url: `/api/booking/${id}/accept`, token: rival.token });
    expect(lost.status).toBe(409);
    expect(lost.body.message).toBe(ALREADY_ACCEPTED_MESSAGE);
    // Only the assigned provider moves it, and only forward.
    expect((await t.call({ method: 'POST', url: `/api/booking/${id}/start`, token: rival.token })).status).toBe(404);
    const early = await t.call({ method: 'POST', url: `/api/booking/${id}/complete`, token: pro.token });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Start the job before completing it');
    // Days ahead of the job, Start is refused with when it opens.
    const tooSoon = await t.call({ method: 'POST', url: `/api/booking/${id}/start`, token: pro.token });
    expect(tooSoon.status).toBe(409);
    expect(tooSoon.body.message).toMatch(/^You can start this job from \d\d:\d\d on \w{3}, /);
    await startedAMinuteAgo(t, id);
    expect((await t.call({ method: 'POST', url: `/api/booking/${id}/start`, token: pro.token })).body.data.status).toBe('in_progress');
    expect((await t.call({ method: 'POST', url: `/api/booking/${id}/start`, token: pro.token })).status).toBe(409);
    const cancelStarted = await t.call({ method: 'POST', url: `/api/booking/${id}/cancel`, token: customer.token, payload: { reason: 'Changed my mind' } });
    expect(cancelStarted.status).toBe(409);
    expect((await t.call({ method: 'POST', url: `/api/booking/${id}/complete`, token: pro.token })).body.data.status).toBe('completed');
    expect((await t.call({ method: 'POST', url: `/api/booking/${id}/complete`, token: pro.token })).status).toBe(409);
    await t.app.ctx.outbox.drain();
    // Captured at once; the payout waits for the customer's confirmation window.
    expect((await t.app.ctx.db.select().from(payouts).where(eq(payouts.bookingId, id)))[0]).toMatchObject({ status: 'held' });
    await endConfirmationWindow(t, id);
    await sweep(t.app.ctx);
    await t.app.ctx.outbox.drain();

    const detail = await t.call({ method: 'GET', url: `/api/booking/${id}`, token: customer.token });
    expect(detail.body.data).toMatchObject({ status: 'completed', provider: { name: expect.stringContaining('Kwame') }, cancellation: null, refundedCents: 0, chargedCents: 14577 });
    expect(detail.body.data.history.map((h: { to: string; by: string }) => `${h.by}:${h.to}`)).toEqual([
      'customer:pending_payment',
      'system:open',
      'serviceprovider:accepted',
      'serviceprovider:in_progress',
      'serviceprovider:completed',
    ]);
    expect((await notificationsOf(customer.token)).find((n) => n.data.bookingId === id)).toMatchObject({ event: 'CompeleteBooking' });

    const [b] = await t.app.ctx.db.select().from(bookings).where(eq(bookings.id, id));
    expect(b!.paymentStatus).toBe('captured');
    const [payment] = await t.app.ctx.db.select().from(localGatewayPayments).where(eq(localGatewayPayments.id, b!.paymentId!));
    expect(payment).toMatchObject({ status: 'succeeded', capturedCents: 14577 });
    const [payout] = await t.app.ctx.db.select().from(payouts).where(eq(payouts.bookingId, id));
    expect(payout).toMatchObject({ grossCents: 12900, commissionCents: 2580, amountCents: 10320, status: 'paid' });
    const transfers = await t.app.ctx.db.select().from(localGatewayTransfers).where(eq(localGatewayTransfers.idempotencyKey, `payout-${payout!.id}`));
    expect(transfers).toHaveLength(1);

    const tx = await t.call({ method: 'GET', url: '/api/service-provider/mytransactions?pageNo=1&size=10', token: pro.token });
    expect(tx.body.data.items[0]).toMatchObject({ bookingId: id, serviceName: 'Standard House Cleaning', kind: 'job', grossCents: 12900, commissionCents: 2580, amountCents: 10320, status: 'paid' });
    const today = new Date().toISOString().slice(0, 10);
    const none = await t.call({ method: 'GET', url: '/api/service-provider/mytransactions?startDate=2020-01-01&endDate=2020-12-31', token: pro.token });
    expect(none.body.data).toMatchObject({ items: [], total: 0, totalCents: 0, paidCents: 0, pendingCents: 0, onHoldCents: 0 });
    const csv = await t.call({ method: 'GET', url: `/api/service-provider/mytransactions.csv?startDate=2020-01-01&endDate=${today}`, token: pro.token });
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toContain(`,${id},Standard House Cleaning,Job,129.00,25.80,103.20,Paid,`);
    expect((await t.call({ method: 'GET', url: '/api/service-provider/mytransactions?startDate=2026-13-01', token: pro.token })).status).toBe(400);

    const dash = await t.call({ method: 'GET', url: '/api/service-provider/dashboard', token: pro.token });
    expect(dash.body.data).toMatchObject({ counts: { completed: 1 }, earningsThisMonthCents: 10320 });
    const counts = await t.call({ method: 'GET', url: '/api/service-provider/mybookings-count', token: pro.token });
    expect(counts.body.data).toMatchObject({ completed: 1 });
    const done = await t.call({ method: 'GET', url: '/api/service-provider/mybookings?status=completed', token: pro.token });
    expect(done.body.data.items.map((j: { _id: string }) => j._id)).toContain(id);
  });

  it('refunds a customer cancellation by the policy: full more than 24 h ahead, half after', async () => {
    const customer = await t.createUser();
    const early = await paidBooking(customer.token, { address: address() });
    const detail = await t.call({ method: 'GET', url: `/api/booking/${early}`, token: customer.token });
    expect(detail.body.data.cancellation).toEqual({ policy: 'full', refundCents: 14577 });
    const full = await t.call({ method: 'POST', url: `/api/booking/${early}/cancel`, token: customer.token, payload: { reason: 'Plans changed' } });
    expect(full.status).toBe(200);
    expect(full.body.data).toMatchObject({ policy: 'full', refundCents: 14577, booking: { status: 'cancelled', refundedCents: 14577 } });
    expect((await t.call({ method: 'POST', url: `/api/booking/${early}/cancel`, token: customer.token, payload: { reason: 'again' } })).status).toBe(409);

    const late = await paidBooking(customer.token, { address: address() });
    expect((await t.call({ method: 'POST', url: `/api/booking/${late}/accept`, token: pro.token })).status).toBe(200);
    await t.app.ctx.db.update(bookings).set({ startsAt: new Date(Date.now() + 5 * 3_600_000), endsAt: new Date(Date.now() + 8 * 3_600_000) }).where(eq(bookings.id, late));
    const half = await t.call({ method: 'POST', url: `/api/booking/${late}/cancel`, token: customer.token, payload: { reason: 'Sick' } });
    expect(half.body.data).toMatchObject({ policy: 'partial', refundCents: 7289 });
    expect((await t.call({ method: 'POST', url: `/api/booking/${late}/cancel`, token: customer.token, payload: {} })).body.errors.reason).toBe('Reason is required');
    await t.app.ctx.outbox.drain();
    expect((await notificationsOf(pro.token)).find((n) => n.data.bookingId === late)).toMatchObject({ event: 'CancelBooking' });

    const payment = async (id: string) => {
      const [b] = await t.app.ctx.db.select().from(bookings).where(eq(bookings.id, id));
      const [p] = await t.app.ctx.db.select().from(localGatewayPayments).where(eq(localGatewayPayments.id, b!.paymentId!));
      return { booking: b!.paymentStatus, gateway: p!.status, captured: p!.capturedCents };
    };
    expect(await payment(early)).toEqual({ booking: 'released', gateway: 'canceled', captured: 0 });
    expect(await payment(late)).toEqual({ booking: 'captured', gateway: 'succeeded', captured: 14577 - 7289 });
  });

  it('lets the provider hand a job back before it starts; it is offered again to others only', async () => {
    const customer = await t.createUser();
    const id = await paidBooking(customer.token, { address: address() });
    expect((await t.call({ method: 'POST', url: `/api/booking/${id}/accept`, token: pro.token })).status).toBe(200);
    const back = await t.call({ method: 'POST', url: `/api/booking/${id}/cancel`, token: pro.token, payload: { reason: 'Van broke down' } });
    expect(back.status).toBe(200);
    const [b] = await t.app.ctx.db.select().from(bookings).where(eq(bookings.id, id));
    expect(b).toMatchObject({ status: 'open', providerId: null });
    const mine = (await t.call({ method: 'GET', url: '/api/booking/available-bookings?size=50', token: pro.token })).body.data.items.map((x: { _id: string }) => x._id);
    expect(mine).not.toContain(id);
    const theirs = (await t.call({ method: 'GET', url: '/api/booking/available-bookings?size=50', token: rival.token })).body.data.items.map((x: { _id: string }) => x._id);
    expect(theirs).toContain(id);
    await t.app.ctx.outbox.drain();
    expect((await notificationsOf(rival.token)).filter((n) => n.data.bookingId === id && n.event === 'NewBookingAlert')).toHaveLength(2);
    expect((await t.call({ method: 'POST', url: `/api/booking/${id}/accept`, token: rival.token })).status).toBe(200);
  });

  it('expires open bookings nobody accepted by their start, releasing the hold in full', async () => {
    const customer = await t.createUser();
    const id = await paidBooking(customer.token, { address: { ...address(), postcode: 'X0A 0H0', city: 'Iqaluit', province: 'NU' } , scheduledAt: slot(3, '10:00', 'NU') });
    await t.app.ctx.db.update(bookings).set({ startsAt: new Date(Date.now() - 60_000) }).where(eq(bookings.id, id));
    await sweep(t.app.ctx);
    await t.app.ctx.outbox.drain();
    const detail = await t.call({ method: 'GET', url: `/api/booking/${id}`, token: customer.token });
    expect(detail.body.data).toMatchObject({ status: 'expired', refundedCents: detail.body.data.amounts.total, cancellation: null });
    expect((await notificationsOf(customer.token)).find((n) => n.data.bookingId === id)).toMatchObject({ event: 'CancelBooking', message: expect.stringContaining('released in full') });
    const [b] = await t.app.ctx.db.select().from(bookings).where(eq(bookings.id, id));
    expect(b!.paymentStatus).toBe('released');
  });
});

describe('ownership', () => {
  it('shows and changes a booking only for its customer, its provider or an admin', async () => {
    const owner = await t.createUser();
    const stranger = await t.createUser();
    const admin = await t.createUser({ role: 'admin' });
    const pro = await provider(t, { serviceIds: [cleaning.id], areas: ['M5V'] });
    const id = await paidBooking(owner.token);
    expect((await t.call({ method: 'GET', url: `/api/booking/${id}` })).status).toBe(401);
    expect((await t.call({ method: 'GET', url: `/api/booking/${id}`, token: stranger.token })).status).toBe(404);
    expect((await t.call({ method: 'POST', url: `/api/booking/${id}/cancel`, token: stranger.token, payload: { reason: 'mine now' } })).status).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/booking/not-a-uuid', token: owner.token })).status).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/booking/${id}`, token: admin.token })).body.data._id).toBe(id);
    expect((await t.call({ method: 'GET', url: '/api/booking/mybookings', token: stranger.token })).body.data.items).toEqual([]);
    expect((await t.call({ method: 'GET', url: '/api/booking/available-bookings', token: owner.token })).status).toBe(403);
    expect((await t.call({ method: 'POST', url: `/api/booking/${id}/accept`, token: owner.token })).status).toBe(403);
    expect((await t.call({ method: 'POST', url: `/api/booking/${id}/accept`, token: pro.token })).status).toBe(200);
    expect((await t.call({ method: 'GET', url: `/api/booking/${id}`, token: pro.token })).body.data).toMatchObject({ _id: id, customer: { name: 'Maya Roy' } });
    expect((await t.call({ method: 'GET', url: '/api/service-provider/mybookings', token: owner.token })).status).toBe(403);
  });

  it('lists the customer’s bookings by status, paginated', async () => {
    const customer = await t.createUser();
    const ids = [await paidBooking(customer.token), await paidBooking(customer.token), await paidBooking(customer.token)];
    await t.call({ method: 'POST', url: `/api/booking/${ids[0]}/cancel`, token: customer.token, payload: { reason: 'x' } });
    const open = await t.call({ method: 'GET', url: '/api/booking/mybookings?status=open,accepted,in_progress&pageNo=1&size=1', token: customer.token });
    expect(open.body.data).toMatchObject({ total: 2, pages: 2, pageNo: 1, size: 1 });
    expect(open.body.data.items).toHaveLength(1);
    const second = await t.call({ method: 'GET', url: '/api/booking/mybookings?status=open,accepted,in_progress&pageNo=2&size=1', token: customer.token });
    expect(second.body.data.items.map((b: { _id: string }) => b._id)).not.toEqual(open.body.data.items.map((b: { _id: string }) => b._id));
    // A page past the end is empty and still says how many there are (a link kept from when there were more).
    const past = await t.call({ method: 'GET', url: '/api/booking/mybookings?pageNo=9&size=1', token: customer.token });
    expect(past.body.data).toMatchObject({ items: [], total: 3, pages: 3, pageNo: 9 });
    const all = await t.call({ method: 'GET', url: '/api/booking/mybookings', token: customer.token });
    expect(all.body.data).toMatchObject({ total: 3, pages: 1 });
    const cancelled = await t.call({ method: 'GET', url: '/api/booking/mybookings?status=cancelled', token: customer.token });
    expect(cancelled.body.data.items.map((b: { _id: string }) => b._id)).toEqual([ids[0]]);
    expect((await t.call({ method: 'GET', url: '/api/booking/mybookings?status=bogus', token: customer.token })).status).toBe(400);
  });
});

describe('booking lists by date', () => {
  /** The local date `days` ahead in a province, as the list's from/to take it. */
  const dayAhead = (days: number, province: 'ON' | 'BC' = 'ON') => localDateTime(new Date(Date.now() + days * 86_400_000), province).date;
  const vancouver = { name: 'Lee Chan', phonenumber: '604-555-0100', street: '1 Robson St', city: 'Vancouver', province: 'BC', country: 'Canada', postcode: 'V6B 1A1' };
  const ids = (res: { body: { data: { items: { _id: string }[] } } }) => res.body.data.items.map((b) => b._id).sort();

  it('keeps the bookings scheduled from `from` to `to`, both days included', async () => {
    const customer = await t.createUser();
    const [d5, d6, d7] = [await paidBooking(customer.token, { scheduledAt: slot(5) }), await paidBooking(customer.token, { scheduledAt: slot(6, '08:00') }), await paidBooking(customer.token, { scheduledAt: slot(7, '18:00') })];
    const list = (query: string) => t.call({ method: 'GET', url: `/api/booking/mybookings?${query}`, token: customer.token });

    expect(ids(await list(`from=${dayAhead(5)}&to=${dayAhead(6)}`))).toEqual([d5, d6].sort());
    expect(ids(await list(`from=${dayAhead(6)}&to=${dayAhead(6)}`))).toEqual([d6]);
    expect(ids(await list(`from=${dayAhead(6)}`))).toEqual([d6, d7].sort());
    expect(ids(await list(`to=${dayAhead(5)}`))).toEqual([d5]);
    const page = await list(`from=${dayAhead(5)}&to=${dayAhead(7)}&pageNo=1&size=2`);
    expect(page.body.data).toMatchObject({ total: 3, pages: 2 });
  });

  it("counts a job's day on its own province's clock", async () => {
    const customer = await t.createUser();
    // 18:00 in Vancouver is 02:00 UTC the next day.
    const late = await paidBooking(customer.token, { scheduledAt: slot(8, '18:00', 'BC'), address: vancouver, zipcode: 'V6B 1A1' });
    const list = (day: string) => t.call({ method: 'GET', url: `/api/booking/mybookings?from=${day}&to=${day}`, token: customer.token });
    expect(ids(await list(dayAhead(8, 'BC')))).toEqual([late]);
    expect(ids(await list(dayAhead(9, 'BC')))).toEqual([]);
  });

  it("filters the provider's jobs by date too", async () => {
    const pro = await provider(t, { serviceIds: [cleaning.id], areas: ['M5V'] });
    const customer = await t.createUser();
    const soon = await paidBooking(customer.token, { scheduledAt: slot(10) });
    const later = await paidBooking(customer.token, { scheduledAt: slot(12) });
    for (const id of [soon, later]) expect((await t.call({ method: 'POST', url: `/api/booking/${id}/accept`, token: pro.token })).status).toBe(200);
    const jobs = (query: string) => t.call({ method: 'GET', url: `/api/service-provider/mybookings?status=accepted,in_progress&${query}`, token: pro.token });
    expect(ids(await jobs(`from=${dayAhead(10)}&to=${dayAhead(11)}`))).toEqual([soon]);
    expect(ids(await jobs(`from=${dayAhead(11)}&to=${dayAhead(12)}`))).toEqual([later]);
    expect(ids(await jobs(`from=${dayAhead(10)}&to=${dayAhead(12)}`))).toEqual([soon, later].sort());
  });

  it('refuses malformed dates, a range that ends before it starts, and one longer than 366 days', async () => {
    const customer = await t.createUser();
    const pro = await provider(t, { serviceIds: [cleaning.id], areas: ['M5V'] });
    const mine = (query: string) => t.call({ method: 'GET', url: `/api/booking/mybookings?${query}`, token: customer.token });

    const malformed = await mine('from=2026-13-01');
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toEqual({ from: 'Use dates as YYYY-MM-DD' });
    expect((await mine('to=next-week')).body.errors).toEqual({ to: 'Use dates as YYYY-MM-DD' });
    const backwards = await mine('from=2026-05-02&to=2026-05-01');
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({ message: END_BEFORE_START_MESSAGE, errors: { to: END_BEFORE_START_MESSAGE } });
    const tooLong = await mine('from=2026-01-01&to=2027-01-02');
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toEqual({ to: 'A date range can cover at most 366 days' });
    expect((await mine('from=2026-01-01&to=2027-01-01')).status).toBe(200); // 366 days, both ends counted
    const jobs = await t.call({ method: 'GET', url: '/api/service-provider/mybookings?from=2026-05-02&to=2026-05-01', token: pro.token });
    expect(jobs.status).toBe(400);
    expect(jobs.body.errors).toEqual({ to: END_BEFORE_START_MESSAGE });
  });
});

describe('the accept race', () => {
  it('lets exactly one of 50 providers accepting at once win, and pays one payout', async () => {
    const crowd: ProviderFixture[] = [];
    for (let i = 0; i < 50; i++) crowd.push(await provider(t, { serviceIds: [cleaning.id], areas: ['K1A'] }));
    const customer = await t.createUser();
    const id = await paidBooking(customer.token, { address: { ...bookingBody(cleaning.id).address, city: 'Ottawa', postcode: 'K1A 0A6' } });
    const results = await Promise.all(crowd.map((p) => t.call({ method: 'POST', url: `/api/booking/${id}/accept`, token: p.token })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.message === ALREADY_ACCEPTED_MESSAGE)).toBe(true);
    const winner = crowd[statuses.indexOf(200)]!;
    await startedAMinuteAgo(t, id);
    await t.call({ method: 'POST', url: `/api/booking/${id}/start`, token: winner.token });
    const completes = await Promise.all([1, 2, 3].map(() => t.call({ method: 'POST', url: `/api/booking/${id}/complete`, token: winner.token })));
    expect(completes.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    await t.app.ctx.outbox.drain();
    expect(await t.app.ctx.db.select().from(payouts).where(eq(payouts.bookingId, id))).toHaveLength(1);
    const history = (await t.call({ method: 'GET', url: `/api/booking/${id}`, token: customer.token })).body.data.history;
    expect(history.filter((h: { to: string }) => h.to === 'accepted')).toHaveLength(1);
  });
});
