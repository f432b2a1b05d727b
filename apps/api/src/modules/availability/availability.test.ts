// A provider's availability over HTTP: weekly hours and limits, time off, and the private calendar
// feed of their jobs (made, read by a calendar app, replaced, turned off).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { localDateTime } from '@hearth/shared/booking';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedCatalogue } from '../../db/seed/demo';
import { services, users } from '../../db/schema';
import { bookingBody, newKey, provider, serviceBySlug, slot, type ProviderFixture } from '../../test/booking-fixtures';

let t: TestApp;
let cleaning: { id: string };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_BOOKINGS_PER_MINUTE: '1000' });
  await seedCatalogue(t.app.ctx);
  cleaning = await serviceBySlug(t, 'standard-house-cleaning');
});
afterAll(() => t.close());

const AVAILABILITY = '/api/service-provider/availability';
const pro = () => provider(t, { serviceIds: [cleaning.id], areas: ['M6K'] });
const get = async (p: ProviderFixture) => (await t.call({ method: 'GET', url: AVAILABILITY, token: p.token })).body.data;
const today = () => localDateTime(new Date(), 'ON').date;
const daysFromToday = (n: number) => localDateTime(new Date(Date.now() + n * 86_400_000), 'ON').date;

describe('weekly hours and limits', () => {
  it('starts open, then saves the week, the jobs a day and the buffer, replacing the previous week', async () => {
    const p = await pro();
    expect(await get(p)).toEqual({ weeklyHours: [], maxJobsPerDay: null, travelBufferMinutes: 0, hoursSet: false, timeOff: [], calendarFeed: { active: false, createdAt: null } });

    const first = await t.call({
      method: 'PUT',
      url: AVAILABILITY,
      token: p.token,
      payload: {
        weeklyHours: [
          { weekday: 3, start: '09:00', end: '17:30' },
          { weekday: 1, start: '08:00', end: '24:00' },
        ],
        maxJobsPerDay: 3,
        travelBufferMinutes: 30,
      },
    });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Working hours saved');
    expect(first.body.data).toMatchObject({
      weeklyHours: [
        { weekday: 1, start: '08:00', end: '24:00' },
        { weekday: 3, start: '09:00', end: '17:30' },
      ],
      maxJobsPerDay: 3,
      travelBufferMinutes: 30,
      hoursSet: true,
    });

    const second = await t.call({ method: 'PUT', url: AVAILABILITY, token: p.token, payload: { weeklyHours: [{ weekday: 6, start: '10:00', end: '14:00' }], maxJobsPerDay: null, travelBufferMinutes: 0 } });
    expect(second.status).toBe(200);
    expect(await get(p)).toMatchObject({ weeklyHours: [{ weekday: 6, start: '10:00', end: '14:00' }], maxJobsPerDay: null, travelBufferMinutes: 0, hoursSet: true });
  });

  it('refuses bad values with a message for the field, in French too', async () => {
    const p = await pro();
    const put = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
      t.call({ method: 'PUT', url: AVAILABILITY, token: p.token, headers, payload: { weeklyHours: [], maxJobsPerDay: null, travelBufferMinutes: 0, ...payload } });

    const backwards = await put({ weeklyHours: [{ weekday: 2, start: '17:00', end: '09:00' }] });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors['weeklyHours.0.end']).toBe('The day must end after it starts');
    const twice = await put({
      weeklyHours: [
        { weekday: 2, start: '08:00', end: '12:00' },
        { weekday: 2, start: '13:00', end: '17:00' },
      ],
    });
    expect(twice.status).toBe(400);
    expect(Object.values(twice.body.errors)).toContain('Each day can be listed once');
    expect((await put({ maxJobsPerDay: 0 })).body.errors.maxJobsPerDay).toBe('Take at least 1 job a day');
    expect((await put({ maxJobsPerDay: 21 })).body.errors.maxJobsPerDay).toBe('At most 20 jobs a day');
    const french = await put({ travelBufferMinutes: 500 }, { 'accept-language': 'fr-CA' });
    expect(french.status).toBe(400);
    expect(french.body.errors.travelBufferMinutes).toBe('Au plus 240 minutes');
    // Nothing was saved by the refused requests.
    expect((await get(p)).hoursSet).toBe(false);
  });

  it('is the provider’s own: customers are refused', async () => {
    const customer = await t.createUser();
    expect((await t.call({ method: 'GET', url: AVAILABILITY, token: customer.token })).status).toBe(403);
  });
});

describe('time off', () => {
  it('adds ranges, lists those not yet ended soonest first, and removes only one’s own', async () => {
    const p = await pro();
    const other = await pro();
    const add = (who: ProviderFixture, payload: Record<string, unknown>) => t.call({ method: 'POST', url: '/api/service-provider/time-off', token: who.token, payload });

    const later = await add(p, { startsOn: daysFromToday(20), endsOn: daysFromToday(25), note: 'Holidays' });
    expect(later.status).toBe(200);
    expect(later.body.data).toMatchObject({ startsOn: daysFromToday(20), endsOn: daysFromToday(25), note: 'Holidays' });
    const soon = await add(p, { startsOn: today(), endsOn: daysFromToday(1) });
    await add(p, { startsOn: daysFromToday(-10), endsOn: daysFromToday(-5), note: 'Over' });

    const listed = (await get(p)).timeOff as { _id: string }[];
    expect(listed.map((r) => r._id)).toEqual([soon.body.data._id, later.body.data._id]);

    const backwards = await add(p, { startsOn: daysFromToday(3), endsOn: daysFromToday(2) });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors.endsOn).toBe('The end date cannot be before the start date');
    expect((await add(p, { startsOn: 'tomorrow', endsOn: daysFromToday(2) })).body.errors.startsOn).toBe('Use dates as YYYY-MM-DD');

    const url = `/api/service-provider/time-off/${later.body.data._id}`;
    const notYours = await t.call({ method: 'DELETE', url, token: other.token });
    expect(notYours.status).toBe(404);
    expect(notYours.body.message).toBe('Time off not found');
    const removed = await t.call({ method: 'DELETE', url, token: p.token });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ removed: true });
    expect(((await get(p)).timeOff as { _id: string }[]).map((r) => r._id)).toEqual([soon.body.data._id]);
    expect((await t.call({ method: 'DELETE', url, token: p.token })).status).toBe(404);
  });
});

describe('calendar feed', () => {
  async function acceptedJob(p: ProviderFixture) {
    const customer = await t.createUser();
    const base = bookingBody(cleaning.id);
    const postcode = 'M6K 3P6';
    const created = await t.call({
      method: 'POST',
      url: '/api/booking',
      token: customer.token,
      payload: { ...base, scheduledAt: slot(6, '10:00'), zipcode: postcode, address: { ...base.address, street: '40 King St W', postcode } },
      headers: { 'idempotency-key': newKey() },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data._id as string;
    expect((await t.call({ method: 'POST', url: `/api/booking/${id}/accept`, token: p.token })).status).toBe(200);
    return id;
  }

  const pathOf = (url: string) => new URL(url).pathname;

  it('serves the provider’s jobs as iCalendar at a secret URL, until it is replaced or turned off', async () => {
    const p = await pro();
    const jobId = await acceptedJob(p);

    const made = await t.call({ method: 'POST', url: '/api/service-provider/calendar-feed', token: p.token });
    expect(made.status).toBe(200);
    const url = made.body.data.url as string;
    expect(url).toMatch(/^https?:\/\/[^/]+\/api\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await get(p)).calendarFeed.active).toBe(true);

    const feed = await t.app.inject({ method: 'GET', url: pathOf(url) });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers['cache-control']).toBe('private, max-age=300');
    const text = feed.body.replace(/\r\n[ \t]/g, '');
    expect(text.startsWith('BEGIN:VCALENDAR')).toBe(true);
    expect(text).toContain('X-WR-CALNAME:Hearth jobs');
    expect(text).toContain(`UID:${jobId}@hearth`);
    expect(text).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    expect(text).toContain('SUMMARY:Standard House Cleaning — Toronto');
    expect(text).toContain('LOCATION:40 King St W\\, Toronto\\, ON M6K 3P6');
    // The event opens the job's own page (its URL and, for apps that ignore URL, its description).
    expect(text.match(new RegExp(`/serviceprovider/servicerequest/${jobId}`, 'g'))?.length).toBeGreaterThanOrEqual(2);
    // Another provider's jobs are not in it.
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);

    // A new URL replaces the old one.
    const remade = await t.call({ method: 'POST', url: '/api/service-provider/calendar-feed', token: p.token });
    expect((await t.app.inject({ method: 'GET', url: pathOf(url) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: pathOf(remade.body.data.url) })).statusCode).toBe(200);

    const off = await t.call({ method: 'DELETE', url: '/api/service-provider/calendar-feed', token: p.token });
    expect(off.status).toBe(200);
    expect(off.body.data).toEqual({ active: false });
    expect((await t.app.inject({ method: 'GET', url: pathOf(remade.body.data.url) })).statusCode).toBe(404);
    expect((await get(p)).calendarFeed).toEqual({ active: false, createdAt: null });
  });

  it('names the service in the provider’s language', async () => {
    const p = await pro();
    await t.app.ctx.db.update(users).set({ locale: 'fr' }).where(eq(users.id, p.userId));
    await t.app.ctx.db.update(services).set({ nameFr: 'Ménage régulier' }).where(eq(services.id, cleaning.id));
    await acceptedJob(p);
    const made = await t.call({ method: 'POST', url: '/api/service-provider/calendar-feed', token: p.token });
    const text = (await t.app.inject({ method: 'GET', url: pathOf(made.body.data.url) })).body.replace(/\r\n[ \t]/g, '');
    expect(text).toContain('SUMMARY:Ménage régulier — Toronto');
    expect(text).toContain('Statut');
  });

  it('answers 404 for an unknown or malformed secret', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/calendar-feed/${'A'.repeat(43)}.ics` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/calendar-feed/short.ics' })).statusCode).toBe(404);
  });

  it('limits how fast one visitor may try secrets', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await t.app.inject({ method: 'GET', url: `/api/calendar-feed/${'B'.repeat(43)}.ics` })).statusCode);
    expect(statuses[0]).toBe(404);
    expect(statuses.at(-1)).toBe(429);
  });
});
