// SQL- and HTML-looking text in every user text field of the main writing routes: each is refused
// with a clear 400 or stored and handed back byte for byte (never interpreted, never cut short), and
// admin searches treat % and _ literally. The tables are all still there at the end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestApp, uniqueEmail, type TestApp } from '../test/test-app';
import { multipartBody } from '../test/multipart';
import { queryRows } from '../db/client';
import { seedCatalogue } from '../db/seed/demo';
import { bookingBody, newKey, provider, serviceBySlug, slot, type ProviderFixture, startedAMinuteAgo } from '../test/booking-fixtures';

/** Every fragment of the brief in a few strings, so each field is written a few times, not thirty. */
const KEPT = {
  sql: `'; drop table users; -- ' OR '1'='1 $1 $$ \\ \\\\ % _ %_%`,
  html: `<script>alert(1)</script><img src=x onerror=alert(1)>"><svg onload=alert(1)>`,
  url: `javascript:alert(1) <a href="javascript:alert(1)">x</a> \u202eevil 👩‍🔧`,
};
/** PostgreSQL cannot keep these as sent (NUL fails, a lone surrogate becomes U+FFFD): refused, with a reason. */
const REFUSED = {
  nul: `before\u0000after`,
  loneSurrogate: `before\ud800after`,
};

let t: TestApp;
let admin: { token: string };
let customer: { token: string };
let pro: ProviderFixture;
let serviceId: string;
let serviceSlug: string;
let categoryId: string;
let tablesBefore: number;

const tableCount = async () =>
  (await queryRows<{ n: number }>(t.app.ctx.db, sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`))[0]!.n;

/** True when `value` appears somewhere in the JSON exactly as a whole string. */
function containsString(json: unknown, value: string): boolean {
  if (typeof json === 'string') return json === value;
  if (json && typeof json === 'object') return Object.values(json).some((v) => containsString(v, value));
  return false;
}

const payloadCases = [...Object.entries(KEPT).map(([k, p]) => [k, p, 'kept'] as const), ...Object.entries(REFUSED).map(([k, p]) => [k, p, 'refused'] as const)];

/** Writes `payload` through a route: kept text comes back exactly through the API; unstorable text is a 400 saying why. */
async function expectHandled(
  write: (p: string) => Promise<{ status: number; body: { message?: string; data?: unknown } }>,
  readBack: (written: { data?: unknown }) => Promise<unknown>,
  payload: string,
  outcome: 'kept' | 'refused',
) {
  const res = await write(payload);
  if (outcome === 'refused') {
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(400);
    expect(res.body.message).toBe('Text cannot contain NUL characters or broken Unicode');
    return;
  }
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBeLessThan(300);
  const read = await readBack(res.body);
  expect(containsString(read, payload), `${JSON.stringify(payload)} not found verbatim in ${JSON.stringify(read).slice(0, 600)}`).toBe(true);
}

let bookingDay = 2;
async function booking(until: 'open' | 'accepted' | 'completed', over: Record<string, unknown> = {}) {
  const res = await t.call({ method: 'POST', url: '/api/booking', token: customer.token, payload: bookingBody(serviceId, { scheduledAt: slot(bookingDay++), ...over }), headers: { 'idempotency-key': newKey() } });
  if (res.status !== 201 && res.status !== 200) return res;
  const id = res.body.data._id as string;
  const steps = until === 'open' ? [] : until === 'accepted' ? ['accept'] : ['accept', 'start', 'complete'];
  for (const step of steps) {
    if (step === 'start') await startedAMinuteAgo(t, id);
    expect((await t.call({ method: 'POST', url: `/api/booking/${id}/${step}`, token: pro.token })).status).toBe(200);
  }
  return res;
}

/** A real PNG: the help form needs a screenshot. */
const screenshot = sharp({ create: { width: 8, height: 8, channels: 3, background: '#c2410c' } }).png().toBuffer();

const adminGet = async (url: string) => (await t.call({ method: 'GET', url, token: admin.token })).body;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_BOOKINGS_PER_MINUTE: '1000', RATE_LIMIT_FORMS_PER_HOUR: '1000', RATE_LIMIT_CHAT_PER_MINUTE: '1000' });
  await seedCatalogue(t.app.ctx);
  const service = await serviceBySlug(t, 'standard-house-cleaning');
  [serviceId, serviceSlug, categoryId] = [service.id, service.slug, service.categoryId];
  pro = await provider(t, { serviceIds: [serviceId], areas: ['M5V'] });
  admin = await t.createUser({ role: 'admin' });
  customer = await t.createUser();
  tablesBefore = await tableCount();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe.each(payloadCases)('%s payload in user text fields', (_kind, payload, outcome) => {
  it('sign-up names', async () => {
    const email = uniqueEmail('inj');
    await expectHandled(
      (p) => t.call({ method: 'POST', url: '/api/auth/signup', payload: { firstName: p, lastName: p, email, password: 'Correct-Horse-9', repassword: 'Correct-Horse-9' } }),
      async () => {
        const list = await adminGet(`/api/admin/users?q=${encodeURIComponent(email)}`);
        return adminGet(`/api/admin/users/${list.data.items[0]._id}`);
      },
      payload,
      outcome,
    );
  });

  it('profile name', async () => {
    await expectHandled(
      (p) => t.call({ method: 'POST', url: '/api/user/profile', token: customer.token, payload: { firstname: p, lastname: p } }),
      async () => (await t.call({ method: 'GET', url: '/api/user/profile', token: customer.token })).body,
      payload,
      outcome,
    );
  });

  it('saved address', async () => {
    await expectHandled(
      (p) => t.call({ method: 'POST', url: '/api/user/addresses', token: customer.token, payload: { name: p, phonenumber: '4165550142', street: p, city: p, province: 'ON', country: 'Canada', postcode: 'M5V 2T6' } }),
      async () => (await t.call({ method: 'GET', url: '/api/user/addresses', token: customer.token })).body,
      payload,
      outcome,
    );
  });

  it('inquiry, and an admin note on it', async () => {
    let inquiryId = '';
    await expectHandled(
      (p) => t.call({ method: 'POST', url: '/api/inquiry', payload: { email: uniqueEmail('inq'), phonenumber: '4165550142', description: p } }),
      async (written) => {
        inquiryId = (written.data as { _id: string })._id;
        return adminGet(`/api/admin/inbox/inquiry/${inquiryId}`);
      },
      payload,
      outcome,
    );
    if (!inquiryId) ({ _id: inquiryId } = (await t.call({ method: 'POST', url: '/api/inquiry', payload: { email: uniqueEmail('inq'), phonenumber: '4165550142', description: 'plain' } })).body.data);
    await expectHandled(
      (p) => t.call({ method: 'POST', url: `/api/admin/inbox/inquiry/${inquiryId}/notes`, token: admin.token, payload: { body: p } }),
      () => adminGet(`/api/admin/inbox/inquiry/${inquiryId}`),
      payload,
      outcome,
    );
  });

  it('booking note and address', async () => {
    await expectHandled(
      (p) => booking('open', { note: p, address: { ...bookingBody(serviceId).address, name: p, street: p } }),
      async (written) => (await t.call({ method: 'GET', url: `/api/booking/${(written.data as { _id: string })._id}`, token: customer.token })).body,
      payload,
      outcome,
    );
  });

  it('booking message', async () => {
    const id = (await booking('accepted')).body.data._id as string;
    await expectHandled(
      (p) => t.call({ method: 'POST', url: `/api/booking/${id}/messages`, token: customer.token, payload: { text: p } }),
      async () => (await t.call({ method: 'GET', url: `/api/booking/${id}/messages`, token: pro.token })).body,
      payload,
      outcome,
    );
  });

  it('review', async () => {
    const id = (await booking('completed')).body.data._id as string;
    await expectHandled(
      (p) => t.call({ method: 'POST', url: '/api/review', token: customer.token, payload: { bookingId: id, rating: 5, review: p } }),
      async () => (await t.call({ method: 'GET', url: `/api/review/service/${serviceSlug}` })).body,
      payload,
      outcome,
    );
  });

  it('chat message', async () => {
    const sessionId = randomUUID();
    await expectHandled(
      (p) => t.call({ method: 'POST', url: '/api/chat/webhook', payload: { action: 'sendMessage', sessionId, chatInput: p } }),
      async () => (await t.call({ method: 'POST', url: '/api/chat/webhook', payload: { action: 'loadPreviousSession', sessionId } })).body,
      payload,
      outcome,
    );
  });

  it('provider business profile', async () => {
    // A provider of its own: a new legal name sends an approved provider back to review, and the
    // booking tests need theirs still approved.
    const owner = await provider(t, { serviceIds: [], areas: [] });
    const me = (await t.call({ method: 'GET', url: '/api/service-provider/profile', token: owner.token })).body.data;
    await expectHandled(
      (p) =>
        t.call({
          method: 'PATCH',
          url: '/api/service-provider/profile',
          token: owner.token,
          payload: { firstname: p, phonenumber: '4165550142', language: [p], email: me.email, dob: '1990-01-01', postcode: 'M5V 2T6', street: p, city: p, province: 'ON' },
        }),
      async () => (await t.call({ method: 'GET', url: '/api/service-provider/profile', token: owner.token })).body,
      payload,
      outcome,
    );
  });

  it('admin catalogue service and FAQ', async () => {
    await expectHandled(
      (p) =>
        t.call({
          method: 'POST',
          url: '/api/admin/catalogue/services',
          token: admin.token,
          payload: { categoryId, name: p, slug: `inj-${randomUUID().slice(0, 8)}`, description: p, durationMinutes: 60, startingPriceCents: 1000, whatIsIncluded: [p] },
        }),
      () => adminGet('/api/admin/catalogue'),
      payload,
      outcome,
    );
    await expectHandled(
      (p) => t.call({ method: 'POST', url: '/api/admin/content/faqs', token: admin.token, payload: { question: p, answer: p } }),
      () => adminGet('/api/admin/content/faqs'),
      payload,
      outcome,
    );
  });
});

// A multipart field travels as UTF-8 bytes: a lone surrogate cannot even be sent (the encoder makes it U+FFFD).
describe.each(payloadCases.filter(([kind]) => kind !== 'loneSurrogate'))('%s payload in a multipart form', (_kind, payload, outcome) => {
  it('help ticket', async () => {
    await expectHandled(
      async (p) =>
        t.call({
          method: 'POST',
          url: '/api/support',
          ...multipartBody([{ name: 'subject', value: p }, { name: 'description', value: p }, { name: 'upload', filename: 'screen.png', contentType: 'image/png', content: await screenshot }]),
        }),
      (written) => adminGet(`/api/admin/inbox/ticket/${(written.data as { _id: string })._id}`),
      payload,
      outcome,
    );
  });
});

describe('admin searches match % and _ literally', () => {
  it('inbox, users and bookings searches do not treat % and _ as wildcards', async () => {
    const marker = randomUUID().slice(0, 8);
    const literal = (await t.call({ method: 'POST', url: '/api/inquiry', payload: { email: uniqueEmail('pct'), phonenumber: '4165550142', description: `${marker} 100%_off` } })).body.data._id;
    await t.call({ method: 'POST', url: '/api/inquiry', payload: { email: uniqueEmail('pct'), phonenumber: '4165550142', description: `${marker} 100 off` } });

    const inbox = async (q: string) => (await adminGet(`/api/admin/inbox?kind=inquiry&q=${encodeURIComponent(q)}`)).data.items.map((i: { _id: string }) => i._id);
    expect(await inbox(`${marker} 100%_off`)).toEqual([literal]);
    expect(await inbox(`${marker} 100%`)).toEqual([literal]);
    expect(await inbox(`${marker} 100_`)).toEqual([]);

    // A user and a booking whose names hold the marker followed by an ordinary letter: a wildcard would find them.
    const person = await t.createUser({ firstName: `${marker}x` });
    const booked = await t.call({ method: 'POST', url: '/api/booking', token: person.token, payload: bookingBody(serviceId, { scheduledAt: slot(bookingDay++) }), headers: { 'idempotency-key': newKey() } });
    expect(booked.status).toBe(201);
    const users = async (q: string) => (await adminGet(`/api/admin/users?q=${encodeURIComponent(q)}`)).data.items.length;
    expect(await users(`${marker}x`)).toBe(1);
    expect(await users(`${marker}_`)).toBe(0);
    expect(await users(`${marker}%`)).toBe(0);
    const bookings = async (customerQuery: string) => (await adminGet(`/api/admin/bookings?customer=${encodeURIComponent(customerQuery)}`)).data.items.length;
    expect(await bookings(`${marker}x`)).toBe(1);
    expect(await bookings(`${marker}_`)).toBe(0);
    expect(await bookings(`${marker}%`)).toBe(0);
  });

  it('leaves every table in place', async () => {
    expect(await tableCount()).toBe(tablesBefore);
    expect((await queryRows<{ n: number }>(t.app.ctx.db, sql`select count(*)::int as n from users`))[0]!.n).toBeGreaterThan(0);
  });
});
