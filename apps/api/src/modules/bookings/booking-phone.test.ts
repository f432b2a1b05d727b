// The phone numbers on a booking (the contact number and the job address's) are taken as people type
// them, checked against the North American numbering plan and stored in E.164.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedCatalogue } from '../../db/seed/demo';
import { bookings } from '../../db/schema';
import { bookingBody, newKey, serviceBySlug } from '../../test/booking-fixtures';

let t: TestApp;
let cleaningId: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_BOOKINGS_PER_MINUTE: '1000' });
  await seedCatalogue(t.app.ctx);
  cleaningId = (await serviceBySlug(t, 'standard-house-cleaning')).id;
});
afterAll(() => t.close());

const book = (token: string, over: Record<string, unknown>) =>
  t.call({ method: 'POST', url: '/api/booking', token, payload: bookingBody(cleaningId, over), headers: { 'idempotency-key': newKey() } });
const addressWith = (phonenumber: string) => ({ ...bookingBody(cleaningId).address, phonenumber });

describe('phone numbers on a booking', () => {
  it('accepts 416.555.0123 and stores +14165550123 for the contact and the job address', async () => {
    const customer = await t.createUser();
    const res = await book(customer.token, { phonenumber: '416.555.0123', address: addressWith('(416) 555-0199') });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [row] = await t.app.ctx.db.select().from(bookings).where(eq(bookings.id, res.body.data._id));
    expect(row!.phone).toBe('+14165550123');
    expect(row!.address.phonenumber).toBe('+14165550199');

    const read = await t.call({ method: 'GET', url: `/api/booking/${res.body.data._id}`, token: customer.token });
    expect(read.body.data).toMatchObject({ phonenumber: '+14165550123', address: { phonenumber: '+14165550199' } });
  });

  it('refuses 911-555-0123 and other impossible numbers with the field message, and books nothing', async () => {
    const customer = await t.createUser();
    for (const phonenumber of ['911-555-0123', '016-555-0123', '123-456-7890', '416-911-0123', '(416 555-0123']) {
      const contact = await book(customer.token, { phonenumber });
      expect([contact.status, contact.body.errors], phonenumber).toEqual([400, { phonenumber: 'Phone number must be a 10-digit number' }]);
      const onAddress = await book(customer.token, { address: addressWith(phonenumber) });
      expect([onAddress.status, onAddress.body.errors], phonenumber).toEqual([400, { 'address.phonenumber': 'Phone number must be a 10-digit number' }]);
    }
    expect(await t.app.ctx.db.select().from(bookings).where(eq(bookings.customerId, customer.id))).toEqual([]);
  });
});
