// "On my way" over HTTP: only the assigned provider, only an accepted job inside its window; the
// customer hears it over the socket and in their notifications, and by SMS only with their consent
// and a verified phone; every estimate is a history row, and repeating it is limited.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingEvents, bookings, users } from '../../db/schema';
import { seedCatalogue } from '../../db/seed/demo';
import { bookingBody, newKey, provider, serviceBySlug, slot, startedAMinuteAgo, type ProviderFixture } from '../../test/booking-fixtures';
import { uniqueTestPhone } from '../../test/phone-numbers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { openSocket } from '../../test/ws-client';

let t: TestApp;
let base: string;
let serviceId: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_BOOKINGS_PER_MINUTE: '1000' });
  await seedCatalogue(t.app.ctx);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  serviceId = (await serviceBySlug(t, 'hedge-trimming')).id;
});
afterAll(() => t.close());

type Customer = Awaited<ReturnType<TestApp['createUser']>>;

/** An accepted job for `pro`, starting `startsInMinutes` from now (database clock). */
async function acceptedJob(pro: ProviderFixture, customer: Customer, startsInMinutes: number | null = 60) {
  const created = await t.call({ method: 'POST', url: '/api/booking', token: customer.token, payload: bookingBody(serviceId, { scheduledAt: slot(3) }), headers: { 'idempotency-key': newKey() } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id: string = created.body.data._id;
  const accepted = await t.call({ method: 'POST', url: `/api/booking/${id}/accept`, token: pro.token });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  if (startsInMinutes !== null) {
    await t.app.ctx.db
      .update(bookings)
      .set({ startsAt: sql`now() + make_interval(mins => ${startsInMinutes})`, endsAt: sql`now() + make_interval(mins => ${startsInMinutes}) + (${bookings.endsAt} - ${bookings.startsAt})` })
      .where(eq(bookings.id, id));
  }
  return id;
}

const pro = () => provider(t, { serviceIds: [serviceId], areas: ['M5V'], firstName: 'Marcus' });
const onMyWay = (id: string, token: string, etaMinutes: unknown = 20) => t.call({ method: 'POST', url: `/api/booking/${id}/on-my-way`, token, payload: { etaMinutes } });

/** A customer who agreed to texts about their bookings, with a verified phone. */
async function textingCustomer() {
  const customer = await t.createUser({ phone: uniqueTestPhone('416') });
  expect((await t.call({ method: 'PUT', url: '/api/user/job-alerts', token: customer.token, payload: { smsJobAlerts: true } })).status).toBe(200);
  return customer;
}

async function smsTo(phone: string) {
  await t.app.ctx.outbox.drain();
  const { body } = await t.call<{ channel: string; to: string; body: string }[]>({ method: 'GET', url: '/api/dev/outbox' });
  return body.filter((m) => m.channel === 'sms' && m.to === phone);
}

describe('on my way', () => {
  it('tells the customer over the socket, in their notifications and by text, and records the estimate', async () => {
    const marcus = await pro();
    const customer = await textingCustomer();
    const id = await acceptedJob(marcus, customer);
    const ws = await openSocket(base, { userId: customer.id, token: customer.token });

    const res = await onMyWay(id, marcus.token, 20);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { at, arrivalEta } = res.body.data.onTheWay;
    expect(new Date(arrivalEta).getTime() - new Date(at).getTime()).toBe(20 * 60_000);

    const pushed = await ws.waitFor('OnTheWay');
    expect(pushed.data).toMatchObject({ bookingId: id, arrivalEta });
    expect(pushed.data.message).toMatch(/^Marcus S\. is on the way — arriving about \d{1,2}:\d\d [ap]\.m\. E[SD]T$/);
    ws.close();

    const notifications = await t.call({ method: 'GET', url: '/api/notification/list', token: customer.token });
    expect(JSON.stringify(notifications.body)).toContain('Marcus S. is on the way');

    const seen = await t.call({ method: 'GET', url: `/api/booking/${id}`, token: customer.token });
    expect(seen.body.data.onTheWay).toEqual({ at, arrivalEta });

    const texts = await smsTo(await phoneOf(customer.id));
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body).toMatch(/^Hearth: Marcus S\. is on the way — arriving about /);

    const rows = await t.app.ctx.db.select().from(bookingEvents).where(and(eq(bookingEvents.bookingId, id), eq(bookingEvents.kind, 'on_the_way')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ fromStatus: 'accepted', toStatus: 'accepted', actorRole: 'serviceprovider', detail: { arrivalEta } });
  });

  it('sending again updates the arrival time and adds a history row', async () => {
    const marcus = await pro();
    const customer = await t.createUser();
    const id = await acceptedJob(marcus, customer);
    const first = await onMyWay(id, marcus.token, 45);
    const second = await onMyWay(id, marcus.token, 10);
    expect(second.status).toBe(200);
    expect(new Date(second.body.data.onTheWay.arrivalEta).getTime()).toBeLessThan(new Date(first.body.data.onTheWay.arrivalEta).getTime());
    const rows = await t.app.ctx.db.select().from(bookingEvents).where(and(eq(bookingEvents.bookingId, id), eq(bookingEvents.kind, 'on_the_way')));
    expect(rows).toHaveLength(2);
  });

  it('texts nobody without consent or without a verified phone', async () => {
    const marcus = await pro();
    const noConsent = await t.createUser({ phone: uniqueTestPhone('416') });
    const unverified = await textingCustomer();
    const unverifiedPhone = await phoneOf(unverified.id);
    await t.app.ctx.db.update(users).set({ phoneVerifiedAt: null }).where(eq(users.id, unverified.id));
    for (const customer of [noConsent, unverified]) expect((await onMyWay(await acceptedJob(marcus, customer), marcus.token)).status).toBe(200);
    expect(await smsTo(await phoneOf(noConsent.id))).toEqual([]);
    expect(await smsTo(unverifiedPhone)).toEqual([]);
  });

  it('is refused outside the window and once the job has started', async () => {
    const marcus = await pro();
    const customer = await t.createUser();
    const early = await acceptedJob(marcus, customer, 4 * 60);
    const tooEarly = await onMyWay(early, marcus.token);
    expect(tooEarly.status).toBe(409);
    expect(tooEarly.body.message).toBe('You can tell the customer you are on your way from 3 hours before the job starts');
    // Just inside the window: 2 h 55 min before the start.
    expect((await onMyWay(await acceptedJob(marcus, customer, 175), marcus.token)).status).toBe(200);

    const over = await acceptedJob(marcus, customer, null);
    await t.app.ctx.db
      .update(bookings)
      .set({ startsAt: sql`now() - interval '3 hours'`, endsAt: sql`now() - interval '1 minute'` })
      .where(eq(bookings.id, over));
    const late = await onMyWay(over, marcus.token);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('The scheduled time of this job is over');

    const started = await acceptedJob(marcus, customer);
    await startedAMinuteAgo(t, started);
    expect((await t.call({ method: 'POST', url: `/api/booking/${started}/start`, token: marcus.token })).status).toBe(200);
    const afterStart = await onMyWay(started, marcus.token);
    expect(afterStart.status).toBe(409);
    expect(afterStart.body.message).toBe('Only an accepted job that has not started can be on its way');
  });

  it('belongs to the assigned provider only', async () => {
    const marcus = await pro();
    const other = await pro();
    const customer = await t.createUser();
    const id = await acceptedJob(marcus, customer);
    expect((await onMyWay(id, other.token)).status).toBe(404);
    expect((await onMyWay(id, customer.token)).status).toBe(403);
    expect((await t.call({ method: 'POST', url: `/api/booking/${id}/on-my-way`, payload: { etaMinutes: 20 } })).status).toBe(401);
    const rows = await t.app.ctx.db.select().from(bookingEvents).where(and(eq(bookingEvents.bookingId, id), eq(bookingEvents.kind, 'on_the_way')));
    expect(rows).toEqual([]);
  });

  it('leaves with the professional who gave it: a job handed back shows nobody on the way', async () => {
    const marcus = await pro();
    const customer = await t.createUser();
    const id = await acceptedJob(marcus, customer);
    expect((await onMyWay(id, marcus.token)).status).toBe(200);
    expect((await t.call({ method: 'GET', url: `/api/booking/${id}`, token: customer.token })).body.data.onTheWay).not.toBeNull();
    const handedBack = await t.call({ method: 'POST', url: `/api/booking/${id}/cancel`, token: marcus.token, payload: { reason: 'My van broke down' } });
    expect(handedBack.status, JSON.stringify(handedBack.body)).toBe(200);
    const [row] = await t.app.ctx.db.select({ onTheWayAt: bookings.onTheWayAt, arrivalEta: bookings.arrivalEta }).from(bookings).where(eq(bookings.id, id));
    expect(row).toEqual({ onTheWayAt: null, arrivalEta: null });
    expect((await t.call({ method: 'GET', url: `/api/booking/${id}`, token: customer.token })).body.data.onTheWay).toBeNull();
  });

  it('takes an estimate of 5 to 180 whole minutes', async () => {
    const marcus = await pro();
    const id = await acceptedJob(marcus, await t.createUser());
    for (const eta of [4, 181, 12.5, '20', null]) {
      const res = await t.call({ method: 'POST', url: `/api/booking/${id}/on-my-way`, token: marcus.token, payload: eta === null ? {} : { etaMinutes: eta } });
      expect(res.status, String(eta)).toBe(400);
      expect(res.body.errors.etaMinutes).toBeTruthy();
    }
    expect((await onMyWay(id, marcus.token, 5)).status).toBe(200);
    expect((await onMyWay(id, marcus.token, 180)).status).toBe(200);
  });

  it('limits how often one job’s arrival time is updated', async () => {
    const marcus = await pro();
    const id = await acceptedJob(marcus, await t.createUser());
    for (let i = 0; i < 6; i++) expect((await onMyWay(id, marcus.token)).status).toBe(200);
    const seventh = await onMyWay(id, marcus.token);
    expect(seventh.status).toBe(429);
    // The refused one left nothing behind.
    const rows = await t.app.ctx.db.select().from(bookingEvents).where(and(eq(bookingEvents.bookingId, id), eq(bookingEvents.kind, 'on_the_way')));
    expect(rows).toHaveLength(6);
  });
});

async function phoneOf(userId: string) {
  const [row] = await t.app.ctx.db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  return row!.phone!;
}
