import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { discounts, offers } from '../../db/schema';
import { bookingBody, newKey, serviceBySlug } from '../../test/booking-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
});
afterAll(() => t.close());

const db = () => t.app.ctx.db;

describe('the discount bar', () => {
  it('shows the live discount: its code as name and its description', async () => {
    const res = await t.call({ method: 'GET', url: '/api/offer/discount' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: { _id: expect.any(String), name: 'WELCOME15', description: 'New to Hearth? Take 15% off your first booking.', percentOff: 15, amountOffCents: null, validTo: expect.any(String), usedByYou: false },
    });
    expect(res.headers['cache-control']).toMatch(/^public/);
  });

  it('tells a signed-in customer who has used the code so (privately), and no one else', async () => {
    const customer = await t.createUser();
    const before = await t.call({ method: 'GET', url: '/api/offer/discount', token: customer.token });
    expect(before.body.data).toMatchObject({ name: 'WELCOME15', usedByYou: false });
    expect(before.headers['cache-control']).toBe('private, no-store');

    const cleaning = await serviceBySlug(t, 'standard-house-cleaning');
    const booked = await t.call({ method: 'POST', url: '/api/booking', token: customer.token, headers: { 'idempotency-key': newKey() }, payload: bookingBody(cleaning.id, { discountCode: 'WELCOME15' }) });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);

    const after = await t.call({ method: 'GET', url: '/api/offer/discount', token: customer.token });
    expect(after.body.data).toMatchObject({ name: 'WELCOME15', usedByYou: true });
    expect(after.headers['cache-control']).toBe('private, no-store');
    const someoneElse = await t.createUser();
    expect((await t.call({ method: 'GET', url: '/api/offer/discount', token: someoneElse.token })).body.data.usedByYou).toBe(false);
    expect((await t.call({ method: 'GET', url: '/api/offer/discount' })).body.data.usedByYou).toBe(false);
  });

  it('shows nothing once the discount has expired or is used up', async () => {
    await db().update(discounts).set({ validFrom: sql`now() - interval '2 days'`, validTo: sql`now() - interval '1 day'` }).where(eq(discounts.code, 'WELCOME15'));
    expect((await t.call({ method: 'GET', url: '/api/offer/discount' })).body).toEqual({ success: true, data: null });
    await db().update(discounts).set({ validTo: sql`now() + interval '30 days'`, usageLimit: 3, usedCount: 3 }).where(eq(discounts.code, 'WELCOME15'));
    expect((await t.call({ method: 'GET', url: '/api/offer/discount' })).body.data).toBeNull();
    // The offer still runs, but no longer advertises a code nobody can use.
    expect((await t.call({ method: 'GET', url: '/api/offer/globalOffer' })).body.data.code).toBeNull();
    await db().update(discounts).set({ usageLimit: null, usedCount: 0 }).where(eq(discounts.code, 'WELCOME15'));
    expect((await t.call({ method: 'GET', url: '/api/offer/discount' })).body.data.name).toBe('WELCOME15');
  });

  it('is modelled so bookings can rely on it: upper-case codes, sane amounts, usage within its limit', async () => {
    const base = { description: 'x', validFrom: new Date() };
    await expect(db().insert(discounts).values({ ...base, code: 'lower', kind: 'percent', percentOff: 10 })).rejects.toThrow();
    await expect(db().insert(discounts).values({ ...base, code: 'TOOMUCH', kind: 'percent', percentOff: 150 })).rejects.toThrow();
    await expect(db().insert(discounts).values({ ...base, code: 'BOTH', kind: 'fixed', amountOffCents: 500, percentOff: 5 })).rejects.toThrow();
    await expect(db().insert(discounts).values({ ...base, code: 'OVERUSED', kind: 'fixed', amountOffCents: 500, usageLimit: 1, usedCount: 2 })).rejects.toThrow();
    await expect(db().insert(discounts).values({ ...base, code: 'WELCOME15', kind: 'fixed', amountOffCents: 500 })).rejects.toThrow();
    await db().insert(discounts).values({ ...base, code: 'SNOW10', kind: 'fixed', amountOffCents: 1000, usageLimit: 100 });
  });
});

describe('GET /api/offer/globalOffer', () => {
  it('returns the current offer with its code', async () => {
    const res = await t.call({ method: 'GET', url: '/api/offer/globalOffer' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toContain('public');
    expect(res.body).toEqual({
      success: true,
      data: { _id: expect.any(String), title: '15% off your first booking', description: expect.stringContaining('save 15%'), code: 'WELCOME15', validTo: expect.any(String) },
    });
  });

  it('answers data null when no offer is live', async () => {
    await db().update(offers).set({ active: false });
    try {
      expect((await t.call({ method: 'GET', url: '/api/offer/globalOffer' })).body).toEqual({ success: true, data: null });
    } finally {
      await db().update(offers).set({ active: true });
    }
  });
});
