// The background work runs without anyone asking once the app is ready, and stops when it closes.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from './test/test-app';
import { seedCatalogue } from './db/seed/demo';
import { bookings } from './db/schema';
import { bookingBody, newKey, serviceBySlug } from './test/booking-fixtures';

let t: TestApp;
let serviceId: string;

beforeAll(async () => {
  // This instance's clock (a minute by default) does not tick during the test; the second one's does.
  t = await createTestApp();
  await seedCatalogue(t.app.ctx);
  serviceId = (await serviceBySlug(t, 'standard-house-cleaning')).id;
});
afterAll(() => t.close());

async function openBookingDueNow(token: string) {
  const res = await t.call({ method: 'POST', url: '/api/booking', token, payload: bookingBody(serviceId), headers: { 'idempotency-key': newKey() } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const id = res.body.data._id as string;
  await t.app.ctx.db.update(bookings).set({ startsAt: new Date(Date.now() - 60_000) }).where(eq(bookings.id, id));
  return id;
}

const statusOf = async (id: string) => (await t.app.ctx.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]!.status;

it('a running app expires a booking nobody accepted by its start on its own, and a closed one no longer does', async () => {
  const sweeping = await createTestApp({ BOOKING_SWEEP_MS: '100' }, { database: t.database });
  const customer = await t.createUser();

  const expiring = await openBookingDueNow(customer.token);
  const deadline = Date.now() + 5000;
  while ((await statusOf(expiring)) !== 'expired' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  expect(await statusOf(expiring)).toBe('expired');

  await sweeping.close();
  const afterClose = await openBookingDueNow(customer.token);
  await new Promise((r) => setTimeout(r, 500));
  expect(await statusOf(afterClose)).toBe('open');
});
