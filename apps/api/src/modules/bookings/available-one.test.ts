// One job on offer, for the page an alert links to: the provider sees it as their list shows it, and a
// job they could not take from the list (someone else's area, declined, taken, past) does not exist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedCatalogue } from '../../db/seed/demo';
import { bookingBody, newKey, provider, serviceBySlug, slot, startedAMinuteAgo, type ProviderFixture } from '../../test/booking-fixtures';

let t: TestApp;
let cleaning: { id: string };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_BOOKINGS_PER_MINUTE: '1000' });
  await seedCatalogue(t.app.ctx);
  cleaning = await serviceBySlug(t, 'standard-house-cleaning');
});
afterAll(() => t.close());

/** A paid, open job in M5V (Toronto) starting at `scheduledAt`, booked by a new customer. */
async function job(scheduledAt = slot(4)) {
  const customer = await t.createUser();
  const res = await t.call({ method: 'POST', url: '/api/booking', token: customer.token, payload: bookingBody(cleaning.id, { scheduledAt }), headers: { 'idempotency-key': newKey() } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await t.app.ctx.outbox.drain();
  return res.body.data._id as string;
}

const one = (p: ProviderFixture, id: string) => t.call({ method: 'GET', url: `/api/booking/available-bookings/${id}`, token: p.token });

const notFound = { status: 404, body: { success: false, message: 'Booking not found' } };
const answer = (res: { status: number; body: { success?: boolean; message?: string } }) => ({ status: res.status, body: { success: res.body.success, message: res.body.message } });

describe('GET /api/booking/available-bookings/:id', () => {
  it('answers an open job in the provider’s area as their list shows it', async () => {
    const p = await provider(t, { serviceIds: [cleaning.id], areas: ['M5V'] });
    const id = await job();
    const res = await one(p, id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const list = await t.call({ method: 'GET', url: '/api/booking/available-bookings?pageNo=1&size=50', token: p.token });
    const listed = (list.body.data.items as { _id: string }[]).find((b) => b._id === id);
    expect(res.body.data).toEqual(listed);
    expect(res.body.data).toMatchObject({ _id: id, note: 'Two bathrooms, please bring supplies.', outsideAvailability: null });
  });

  it('says why a job falls outside the provider’s availability, as the list does', async () => {
    const p = await provider(t, { serviceIds: [cleaning.id], areas: ['M5V'] });
    const at = slot(5, '10:00');
    const id = await job(at);
    // Open only in the evening on every day: a 10:00 job is outside their hours.
    const evenings = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '18:00', end: '22:00' }));
    const saved = await t.call({ method: 'PUT', url: '/api/service-provider/availability', token: p.token, payload: { weeklyHours: evenings, maxJobsPerDay: null, travelBufferMinutes: 0 } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const res = await one(p, id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.outsideAvailability).toBe('hours');
  });

  it('does not show a job in an area the provider does not serve', async () => {
    const elsewhere = await provider(t, { serviceIds: [cleaning.id], areas: ['H2X'] });
    const id = await job();
    expect(answer(await one(elsewhere, id))).toEqual(notFound);
  });

  it('does not show a job the provider declined, and shows it again after undo', async () => {
    const p = await provider(t, { serviceIds: [cleaning.id], areas: ['M5V'] });
    const id = await job();
    const declined = await t.call({ method: 'POST', url: `/api/booking/${id}/decline`, token: p.token, payload: {} });
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    expect(answer(await one(p, id))).toEqual(notFound);
    const undone = await t.call({ method: 'DELETE', url: `/api/booking/${id}/decline`, token: p.token });
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect((await one(p, id)).status).toBe(200);
  });

  it('does not show a taken job, to the one who took it or anyone else; its provider reads it as their job', async () => {
    const taker = await provider(t, { serviceIds: [cleaning.id], areas: ['M5V'] });
    const other = await provider(t, { serviceIds: [cleaning.id], areas: ['M5V'] });
    const id = await job();
    expect((await one(other, id)).status).toBe(200);
    const accepted = await t.call({ method: 'POST', url: `/api/booking/${id}/accept`, token: taker.token });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(answer(await one(other, id))).toEqual(notFound);
    expect(answer(await one(taker, id))).toEqual(notFound);
    // The static 'available-bookings' segment does not swallow the booking's own route.
    const own = await t.call({ method: 'GET', url: `/api/booking/${id}`, token: taker.token });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.data).toMatchObject({ _id: id, status: 'accepted' });
  });

  it('does not show a job whose start has passed', async () => {
    const p = await provider(t, { serviceIds: [cleaning.id], areas: ['M5V'] });
    const id = await job();
    await startedAMinuteAgo(t, id);
    expect(answer(await one(p, id))).toEqual(notFound);
  });

  it('answers a malformed or unknown id as a job that does not exist', async () => {
    const p = await provider(t, { serviceIds: [cleaning.id], areas: ['M5V'] });
    expect(answer(await one(p, 'not-a-booking-id'))).toEqual(notFound);
    expect(answer(await one(p, '00000000-0000-4000-8000-000000000000'))).toEqual(notFound);
  });

  it('is for providers only', async () => {
    const customer = await t.createUser();
    const id = await job();
    const res = await t.call({ method: 'GET', url: `/api/booking/available-bookings/${id}`, token: customer.token });
    expect(res.status).toBe(403);
    expect((await t.call({ method: 'GET', url: `/api/booking/available-bookings/${id}` })).status).toBe(401);
  });
});
