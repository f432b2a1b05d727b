import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedCatalogue } from '../../db/seed/demo';
import { bookings } from '../../db/schema';
import { bookingBody, newKey, provider, serviceBySlug, slot } from '../../test/booking-fixtures';

// Taxes follow where the work is (the province its postal code is in) and what the service is.
let t: TestApp;
let residential: { id: string; startingPriceCents: number };
let office: { id: string; startingPriceCents: number };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_BOOKINGS_PER_MINUTE: '1000' });
  await seedCatalogue(t.app.ctx);
  residential = await serviceBySlug(t, 'standard-house-cleaning');
  office = await serviceBySlug(t, 'office-cleaning');
});
afterAll(() => t.close());

const regina = { name: 'Dana Bird', phonenumber: '306-555-0142', street: '2405 Legislative Dr', city: 'Regina', province: 'SK', country: 'Canada', postcode: 'S4S 0B3' };
const quote = (payload: Record<string, unknown>) => t.call({ method: 'POST', url: '/api/booking/quote', payload });
const book = (token: string, body: Record<string, unknown>) => t.call({ method: 'POST', url: '/api/booking', token, payload: body, headers: { 'idempotency-key': newKey() } });

describe('tax by the service and the province of its postal code', () => {
  it('quotes Saskatchewan PST on office cleaning and none on cleaning a home', async () => {
    const officeQuote = await quote({ serviceId: office.id, quantity: 1, province: 'SK', postcode: 'S4S 0B3' });
    expect(officeQuote.status).toBe(200);
    // $159.00: GST 5% $7.95, PST 6% $9.54.
    expect(officeQuote.body.data.amounts).toEqual({
      subtotal: 15900,
      discount: 0,
      tax: 795 + 954,
      total: 15900 + 795 + 954,
      taxes: [
        { name: 'GST', rate: 5000, amount: 795 },
        { name: 'PST', rate: 6000, amount: 954 },
      ],
    });
    const homeQuote = await quote({ serviceId: residential.id, quantity: 1, province: 'SK', postcode: 'S4S 0B3' });
    // $129.00: GST only.
    expect(homeQuote.body.data.amounts).toEqual({ subtotal: 12900, discount: 0, tax: 645, total: 13545, taxes: [{ name: 'GST', rate: 5000, amount: 645 }] });
  });

  it('charges the booking what it quoted, and keeps the class the taxes were worked out from', async () => {
    const customer = await t.createUser();
    const officeJob = await book(customer.token, bookingBody(office.id, { address: regina, zipcode: 'S4S 0B3', scheduledAt: slot(3, '10:00', 'SK') }));
    expect(officeJob.status, JSON.stringify(officeJob.body)).toBe(201);
    expect(officeJob.body.data.amounts).toMatchObject({ tax: 1749, total: 17649, taxes: [{ name: 'GST', amount: 795 }, { name: 'PST', amount: 954 }] });
    const homeJob = await book(customer.token, bookingBody(residential.id, { address: regina, zipcode: 'S4S 0B3', scheduledAt: slot(4, '10:00', 'SK') }));
    expect(homeJob.status, JSON.stringify(homeJob.body)).toBe(201);
    expect(homeJob.body.data.amounts).toMatchObject({ tax: 645, total: 13545, taxes: [{ name: 'GST', amount: 645 }] });

    // What the customer sees on the booking page.
    const shown = await t.call({ method: 'GET', url: `/api/booking/${officeJob.body.data._id}`, token: customer.token });
    expect(shown.body.data.amounts.taxes.map((x: { name: string }) => x.name)).toEqual(['GST', 'PST']);
    const rows = await t.app.ctx.db.select({ id: bookings.id, taxClass: bookings.taxClass }).from(bookings).where(eq(bookings.customerId, customer.id));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.taxClass]))).toEqual({
      [officeJob.body.data._id]: 'commercial_building_cleaning',
      [homeJob.body.data._id]: 'residential_real_property',
    });
  });

  it('follows a class an admin changes: a home cleaning made commercial is taxed as one', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const [category] = (await t.call({ method: 'GET', url: '/api/admin/catalogue', token: admin.token })).body.data.filter((c: { slug: string }) => c.slug === 'cleaning');
    const deep = category.services.find((s: { slug: string }) => s.slug === 'deep-cleaning');
    expect(deep.taxClass).toBe('residential_real_property');
    const before = await quote({ serviceId: deep._id, quantity: 1, province: 'SK' });
    expect(before.body.data.amounts.taxes.map((x: { name: string }) => x.name)).toEqual(['GST']);

    const { _id, image: _image, bookingCount: _count, formerSlugs: _slugs, sortOrder: _order, ...body } = deep;
    const saved = await t.call({ method: 'PUT', url: `/api/admin/catalogue/services/${_id}`, token: admin.token, payload: { ...body, taxClass: 'commercial_building_cleaning' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.taxClass).toBe('commercial_building_cleaning');
    const after = await quote({ serviceId: deep._id, quantity: 1, province: 'SK' });
    expect(after.body.data.amounts.taxes).toEqual([
      { name: 'GST', rate: 5000, amount: 1245 },
      { name: 'PST', rate: 6000, amount: 1494 },
    ]);
  });
});

describe('the postal code fixes the province', () => {
  const message = 'M5V 2T6 is a postal code in Ontario, not Alberta';

  it('refuses a Toronto job entered as Alberta, says why on the postal code, and offers it to no one', async () => {
    const customer = await t.createUser();
    const toronto = await provider(t, { serviceIds: [residential.id], areas: ['M5V', 'Toronto|ON'] });
    const calgary = await provider(t, { serviceIds: [residential.id], areas: ['T2P', 'Toronto|AB', 'Calgary|AB'] });
    const body = bookingBody(residential.id);
    const res = await book(customer.token, { ...body, address: { ...body.address, province: 'AB' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ 'address.postcode': message });
    expect(res.body.message).toBe(message);

    expect((await t.call({ method: 'GET', url: '/api/booking/mybookings', token: customer.token })).body.data.items).toEqual([]);
    for (const pro of [toronto, calgary]) {
      expect((await t.call({ method: 'GET', url: '/api/booking/available-bookings', token: pro.token })).body.data.items).toEqual([]);
    }
  });

  it('refuses the same pair in a quote that names the postal code, and prices Ontario HST when the pair is right', async () => {
    const wrong = await quote({ serviceId: residential.id, quantity: 1, province: 'AB', postcode: 'm5v2t6' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ postcode: message });
    const right = await quote({ serviceId: residential.id, quantity: 1, province: 'ON', postcode: 'M5V 2T6' });
    expect(right.body.data.amounts.taxes).toEqual([{ name: 'HST', rate: 13000, amount: 1677 }]);
  });
});
