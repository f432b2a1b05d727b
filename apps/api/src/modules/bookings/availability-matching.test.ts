// Matching and a provider's availability: whom a new job alerts (hours, time off, a full day, the
// travel buffer, declined jobs), what their list shows and why, accepting outside one's availability,
// and the list's order and filters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDateTime } from '@hearth/shared/booking';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedCatalogue } from '../../db/seed/demo';
import { bookingBody, newKey, provider, serviceBySlug, slot, type ProviderFixture } from '../../test/booking-fixtures';

let t: TestApp;
let cleaning: { id: string };
let bedroom: { id: string };
let deep: { id: string };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_BOOKINGS_PER_MINUTE: '1000' });
  await seedCatalogue(t.app.ctx);
  [cleaning, bedroom, deep] = await Promise.all([serviceBySlug(t, 'standard-house-cleaning'), serviceBySlug(t, 'bedroom-cleaning'), serviceBySlug(t, 'deep-cleaning')]);
});
afterAll(() => t.close());

interface Job {
  id: string;
  scheduledAt: string;
}

/** A paid, open job in postal area `fsa` starting at `scheduledAt`, booked by a new customer. */
async function job(fsa: string, scheduledAt: string, serviceId = cleaning.id): Promise<Job> {
  const customer = await t.createUser();
  const base = bookingBody(serviceId);
  const postcode = `${fsa} 1A1`;
  const res = await t.call({
    method: 'POST',
    url: '/api/booking',
    token: customer.token,
    payload: { ...base, scheduledAt, zipcode: postcode, address: { ...base.address, postcode } },
    headers: { 'idempotency-key': newKey() },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await t.app.ctx.outbox.drain();
  return { id: res.body.data._id, scheduledAt };
}

const pro = (fsa: string | string[], serviceIds = [cleaning.id]) => provider(t, { serviceIds, areas: Array.isArray(fsa) ? fsa : [fsa] });

/** Weekday (0 = Sunday) of an instant on Toronto's clock. */
const torontoWeekday = (iso: string) => new Date(`${localDateTime(new Date(iso), 'ON').date}T12:00:00Z`).getUTCDay();
const torontoDay = (iso: string) => localDateTime(new Date(iso), 'ON').date;

/** Every day, all day: only the other settings decide. */
const everyHour = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '00:00', end: '24:00' }));

async function saveAvailability(p: ProviderFixture, body: Record<string, unknown>) {
  const res = await t.call({ method: 'PUT', url: '/api/service-provider/availability', token: p.token, payload: { weeklyHours: everyHour, maxJobsPerDay: null, travelBufferMinutes: 0, ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function alertedFor(p: ProviderFixture, bookingId: string) {
  const res = await t.call({ method: 'GET', url: '/api/notification/list?pageNo=1&size=50', token: p.token });
  const notes = res.body.data.Notifications as { event: string; data: { bookingId?: string } }[];
  return notes.filter((n) => n.event === 'NewBookingAlert' && n.data.bookingId === bookingId).length;
}

async function available(p: ProviderFixture, query = '') {
  const res = await t.call({ method: 'GET', url: `/api/booking/available-bookings?pageNo=1&size=50${query}`, token: p.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { items: { _id: string; outsideAvailability: string | null; note: string; payoutCents: number }[]; total: number };
}

const accept = (p: ProviderFixture, id: string, payload?: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url: `/api/booking/${id}/accept`, token: p.token, headers, ...(payload ? { payload } : {}) });

describe('weekly hours', () => {
  it('alerts providers whose hours hold the job and lists it to the others with the reason', async () => {
    const at = slot(4, '10:00');
    const day = torontoWeekday(at);
    const inside = await pro('M4C');
    const outside = await pro('M4C');
    const dayOff = await pro('M4C');
    await saveAvailability(inside, { weeklyHours: [{ weekday: day, start: '08:00', end: '18:00' }] });
    await saveAvailability(outside, { weeklyHours: [{ weekday: day, start: '11:00', end: '18:00' }] });
    await saveAvailability(dayOff, { weeklyHours: [{ weekday: (day + 1) % 7, start: '08:00', end: '18:00' }] });

    const j = await job('M4C', at);
    expect(await alertedFor(inside, j.id)).toBe(1);
    expect(await alertedFor(outside, j.id)).toBe(0);
    expect(await alertedFor(dayOff, j.id)).toBe(0);

    const mine = (await available(inside)).items.find((i) => i._id === j.id);
    expect(mine).toMatchObject({ outsideAvailability: null, note: 'Two bathrooms, please bring supplies.' });
    expect((await available(outside)).items.find((i) => i._id === j.id)?.outsideAvailability).toBe('hours');
    expect((await available(dayOff)).items.find((i) => i._id === j.id)?.outsideAvailability).toBe('hours');
  });

  it('counts a job ending after the day’s hours as outside them', async () => {
    const at = slot(4, '14:00'); // three hours: ends at 17:00
    const p = await pro('M4B');
    await saveAvailability(p, { weeklyHours: [{ weekday: torontoWeekday(at), start: '08:00', end: '16:30' }] });
    const j = await job('M4B', at);
    expect(await alertedFor(p, j.id)).toBe(0);
    await saveAvailability(p, { weeklyHours: [{ weekday: torontoWeekday(at), start: '08:00', end: '17:00' }] });
    expect((await available(p)).items.find((i) => i._id === j.id)?.outsideAvailability).toBeNull();
  });
});

describe('time off', () => {
  it('keeps alerts away on days off, and accepting then needs the provider’s confirmation', async () => {
    const at = slot(5, '09:00');
    const away = await pro('M4E');
    const add = await t.call({ method: 'POST', url: '/api/service-provider/time-off', token: away.token, payload: { startsOn: torontoDay(at), endsOn: torontoDay(at) } });
    expect(add.status).toBe(200);

    const j = await job('M4E', at);
    expect(await alertedFor(away, j.id)).toBe(0);
    expect((await available(away)).items.find((i) => i._id === j.id)?.outsideAvailability).toBe('time_off');

    const refused = await accept(away, j.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This job is outside your availability');
    expect(refused.body.errors.overrideAvailability).toBe('It falls on your time off');
    const french = await accept(away, j.id, {}, { 'accept-language': 'fr-CA' });
    expect(french.body.message).toBe('Ce contrat est en dehors de vos disponibilités');
    expect(french.body.errors.overrideAvailability).toBe('Il tombe pendant vos congés');

    const confirmed = await accept(away, j.id, { overrideAvailability: true });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.data.status).toBe('accepted');
  });

  it('still refuses a job overlapping one already taken, even when confirmed', async () => {
    const at = slot(5, '12:00');
    const p = await pro('M4H');
    const first = await job('M4H', at);
    expect((await accept(p, first.id)).status).toBe(200);
    const second = await job('M4H', slot(5, '13:00'));
    const res = await accept(p, second.id, { overrideAvailability: true });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('You already have a job at that time');
  });
});

describe('jobs a day and travel buffer', () => {
  it('stops alerting once the day holds as many jobs as the provider takes', async () => {
    const p = await pro('M4G', [bedroom.id]);
    const other = await pro('M4G', [bedroom.id]);
    await saveAvailability(p, { maxJobsPerDay: 1 });
    const morning = await job('M4G', slot(6, '08:00'), bedroom.id);
    expect((await accept(p, morning.id)).status).toBe(200);

    const afternoon = await job('M4G', slot(6, '15:00'), bedroom.id);
    expect(await alertedFor(p, afternoon.id)).toBe(0);
    expect(await alertedFor(other, afternoon.id)).toBe(1);
    expect((await available(p)).items.find((i) => i._id === afternoon.id)?.outsideAvailability).toBe('day_full');
    const refused = await accept(p, afternoon.id);
    expect(refused.status).toBe(409);
    expect(refused.body.errors.overrideAvailability).toBe('You already have as many jobs that day as you take');

    // Another day is open.
    const nextDay = await job('M4G', slot(7, '15:00'), bedroom.id);
    expect(await alertedFor(p, nextDay.id)).toBe(1);
  });

  it('keeps the travel buffer free before and after a job taken', async () => {
    const p = await pro('M4K', [bedroom.id]);
    await saveAvailability(p, { travelBufferMinutes: 60 });
    const taken = await job('M4K', slot(8, '12:00'), bedroom.id); // 12:00–13:00
    expect((await accept(p, taken.id)).status).toBe(200);

    const tooSoonAfter = await job('M4K', slot(8, '13:30'), bedroom.id);
    const tooCloseBefore = await job('M4K', slot(8, '10:30'), bedroom.id); // ends 11:30
    const roomy = await job('M4K', slot(8, '14:00'), bedroom.id);
    expect(await alertedFor(p, tooSoonAfter.id)).toBe(0);
    expect(await alertedFor(p, tooCloseBefore.id)).toBe(0);
    expect(await alertedFor(p, roomy.id)).toBe(1);
    const list = (await available(p)).items;
    expect(list.find((i) => i._id === tooSoonAfter.id)?.outsideAvailability).toBe('travel_buffer');
    expect(list.find((i) => i._id === roomy.id)?.outsideAvailability).toBeNull();
    const refused = await accept(p, tooSoonAfter.id);
    expect(refused.body.errors.overrideAvailability).toBe('It leaves less travel time between your jobs than you asked for');
  });
});

describe('declining a job', () => {
  it('hides it from the list and count, stops alerts when it is offered again, and can be undone', async () => {
    const decliner = await pro('M4L');
    const taker = await pro('M4L');
    const bystander = await pro('M4L');
    const j = await job('M4L', slot(9, '10:00'));
    const count = async () => (await t.call({ method: 'GET', url: '/api/booking/available-bookings-count', token: decliner.token })).body.data as number;
    const before = await count();

    const declined = await t.call({ method: 'POST', url: `/api/booking/${j.id}/decline`, token: decliner.token, payload: { reason: 'Too far' } });
    expect(declined.status).toBe(200);
    expect(declined.body.data).toEqual({ declined: true });
    // Declining again is fine (no body at all, too).
    expect((await t.call({ method: 'POST', url: `/api/booking/${j.id}/decline`, token: decliner.token })).status).toBe(200);
    expect((await available(decliner)).items.some((i) => i._id === j.id)).toBe(false);
    expect(await count()).toBe(before - 1);

    // Taken, then handed back: it is offered again, but not to the one who declined it.
    expect((await accept(taker, j.id)).status).toBe(200);
    expect((await t.call({ method: 'POST', url: `/api/booking/${j.id}/cancel`, token: taker.token, payload: { reason: 'Sick' } })).status).toBe(200);
    await t.app.ctx.outbox.drain();
    expect(await alertedFor(bystander, j.id)).toBe(2);
    expect(await alertedFor(decliner, j.id)).toBe(1);

    const undone = await t.call({ method: 'DELETE', url: `/api/booking/${j.id}/decline`, token: decliner.token });
    expect(undone.status).toBe(200);
    expect(undone.body.data).toEqual({ declined: false });
    expect((await available(decliner)).items.some((i) => i._id === j.id)).toBe(true);
    expect(await count()).toBe(before);
  });

  it('is not found for a job outside the provider’s areas or no longer open', async () => {
    const p = await pro('M4M');
    const elsewhere = await job('M4N', slot(9, '11:00'));
    expect((await t.call({ method: 'POST', url: `/api/booking/${elsewhere.id}/decline`, token: p.token })).status).toBe(404);
    const mine = await job('M4M', slot(9, '11:00'));
    expect((await accept(p, mine.id)).status).toBe(200);
    expect((await t.call({ method: 'POST', url: `/api/booking/${mine.id}/decline`, token: p.token })).status).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/api/booking/${mine.id}/decline`, token: p.token })).status).toBe(404);
  });
});

describe('the available list', () => {
  it('sorts by payout or date, and filters by area and by local day', async () => {
    const p = await pro(['M4P', 'M4R'], [bedroom.id, deep.id]);
    const cheapSoon = await job('M4P', slot(10, '09:00'), bedroom.id);
    const dearLater = await job('M4R', slot(11, '09:00'), deep.id);
    const cheapLater = await job('M4R', slot(12, '09:00'), bedroom.id);
    const ids = (items: { _id: string }[]) => items.map((i) => i._id);

    expect(ids((await available(p)).items)).toEqual([cheapSoon.id, dearLater.id, cheapLater.id]);
    const byPrice = await available(p, '&sort=price');
    expect(ids(byPrice.items)).toEqual([dearLater.id, cheapSoon.id, cheapLater.id]);
    expect(byPrice.items[0]!.payoutCents).toBeGreaterThan(byPrice.items[1]!.payoutCents);

    const inR = await available(p, '&area=M4R');
    expect(ids(inR.items)).toEqual([dearLater.id, cheapLater.id]);
    expect(inR.total).toBe(2);
    const notServed = await available(p, '&area=M5V');
    expect(notServed).toMatchObject({ items: [], total: 0 });

    const day = torontoDay(dearLater.scheduledAt);
    expect(ids((await available(p, `&from=${day}&to=${day}`)).items)).toEqual([dearLater.id]);
    expect(ids((await available(p, `&from=${day}`)).items)).toEqual([dearLater.id, cheapLater.id]);
    const bad = await t.call({ method: 'GET', url: '/api/booking/available-bookings?sort=cheapest', token: p.token });
    expect(bad.status).toBe(400);
  });
});
