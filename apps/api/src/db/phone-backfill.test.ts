// The phone backfill migration: numbers stored as typed before E.164 are rewritten where they are
// 10 digits (or 11 starting with 1), anything else is left alone, and two verified accounts with
// the same number never make it fail. The migration only updates, so it is run again here over rows
// written as the old code wrote them.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/test-app';
import { seedCatalogue } from './seed/demo';
import { MIGRATIONS_DIR } from './client';
import { bookings, chatSessions, customerAddresses, inquiries, siteSettings, users } from './schema';
import { bookingBody, newKey, serviceBySlug } from '../test/booking-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_BOOKINGS_PER_MINUTE: '1000' });
  await seedCatalogue(t.app.ctx);
});
afterAll(() => t.close());

async function runBackfill() {
  const file = readFileSync(join(MIGRATIONS_DIR, '0015_phone_numbers_e164.sql'), 'utf8');
  for (const statement of file.split('--> statement-breakpoint')) await t.app.ctx.db.execute(sql.raw(statement));
}

const phoneOfUser = async (id: string) => (await t.app.ctx.db.select({ phone: users.phone }).from(users).where(eq(users.id, id)))[0]!.phone;

describe('the phone backfill migration', () => {
  it('rewrites typed numbers to E.164 in every table that keeps one, and leaves the rest', async () => {
    const db = t.app.ctx.db;
    const customer = await t.createUser();
    await db.update(users).set({ phone: '416-555-0123' }).where(eq(users.id, customer.id));

    const [dotted] = await db.insert(customerAddresses).values({ userId: customer.id, name: 'Home', phone: '416.555.0123', street: '1 King St W', city: 'Toronto', province: 'ON', country: 'Canada', postcode: 'M5H 1A1' }).returning();
    const [short] = await db.insert(customerAddresses).values({ userId: customer.id, name: 'Cottage', phone: '555-0123', street: '4 Lake Rd', city: 'Huntsville', province: 'ON', country: 'Canada', postcode: 'P1H 1A1' }).returning();
    const [foreign] = await db.insert(customerAddresses).values({ userId: customer.id, name: 'Abroad', phone: '+44 20 7946 0958', street: '1 High St', city: 'Toronto', province: 'ON', country: 'Canada', postcode: 'M5H 1A1' }).returning();

    const cleaning = await serviceBySlug(t, 'standard-house-cleaning');
    const booked = await t.call({ method: 'POST', url: '/api/booking', token: customer.token, payload: bookingBody(cleaning.id), headers: { 'idempotency-key': newKey() } });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const bookingId = booked.body.data._id as string;
    const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
    await db.update(bookings).set({ phone: '(416) 555-0142', address: { ...booking!.address, phonenumber: '416 555 0199' } }).where(eq(bookings.id, bookingId));

    const [inquiry] = await db.insert(inquiries).values({ email: 'visitor@example.ca', phone: '1-416-555-0123', description: 'Windows?', source: 'footer' }).returning();
    const [chat] = await db.insert(chatSessions).values({ id: randomUUID(), phone: '1 (613) 555-0142' }).returning();
    await db.insert(siteSettings).values({ key: 'contact', value: { phoneNumber: '4165550100', customerServiceEmail: 'care@hearth.ca' } }).onConflictDoUpdate({ target: siteSettings.key, set: { value: { phoneNumber: '4165550100', customerServiceEmail: 'care@hearth.ca' } } });

    await runBackfill();

    expect(await phoneOfUser(customer.id)).toBe('+14165550123');
    const addressPhone = async (id: string) => (await db.select().from(customerAddresses).where(eq(customerAddresses.id, id)))[0]!.phone;
    expect(await addressPhone(dotted!.id)).toBe('+14165550123');
    expect(await addressPhone(short!.id)).toBe('555-0123');
    expect(await addressPhone(foreign!.id)).toBe('+44 20 7946 0958');
    const [after] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect([after!.phone, after!.address.phonenumber, after!.address.street]).toEqual(['+14165550142', '+14165550199', booking!.address.street]);
    expect((await db.select().from(inquiries).where(eq(inquiries.id, inquiry!.id)))[0]!.phone).toBe('+14165550123');
    expect((await db.select().from(chatSessions).where(eq(chatSessions.id, chat!.id)))[0]!.phone).toBe('+16135550142');
    expect((await t.call({ method: 'GET', url: '/api/cms/contact-us' })).body.data).toMatchObject({ phoneNumber: '+14165550100', customerServiceEmail: 'care@hearth.ca' });
    // What the customer sees of their booking carries the new form.
    expect((await t.call({ method: 'GET', url: `/api/booking/${bookingId}`, token: customer.token })).body.data.phonenumber).toBe('+14165550142');
  });

  it('leaves a verified number as typed when another verified account already has it', async () => {
    const owner = await t.createUser({ phone: '+14165550177' });
    const twin = await t.createUser({ phone: '(416) 555-0177' });
    const alone = await t.createUser({ phone: '1 613 555 0166' });
    await runBackfill();
    expect(await phoneOfUser(owner.id)).toBe('+14165550177');
    expect(await phoneOfUser(twin.id)).toBe('(416) 555-0177');
    expect(await phoneOfUser(alone.id)).toBe('+16135550166');
  });
});
