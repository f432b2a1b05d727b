// Fault: Redis (the realtime bus and the shared rate-limit counters of two API instances) dies and
// comes back. No request may fail or hang because of it, sockets keep getting events raised on their
// own instance, and events cross between instances again by themselves once Redis is back.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { api, bookingBody, DEMO, expectStatus, login, openSocket, seedDemo, serviceId, signUpCustomer, slot, startApi, startPostgres, startRedis, waitFor } from './lib.mjs';

/** A request that waited on a dead Redis would take seconds; a healthy one here takes well under this. */
const MAX_ANSWER_MS = 3000;

let pg;
let redis;
let a;
let b;
before(async () => {
  pg = await startPostgres({ port: 25434 });
  await seedDemo(pg);
  redis = await startRedis({ port: 6390 });
  const env = { REDIS_URL: redis.url };
  [a, b] = await Promise.all([startApi({ port: 4321, databaseUrl: pg.url, env }), startApi({ port: 4322, databaseUrl: pg.url, env })]);
});
after(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await redis?.stop();
  await pg?.remove();
});

test('with Redis down requests succeed and realtime works per instance; across instances it resumes when Redis is back', async () => {
  const callA = api(a.url);
  const callB = api(b.url);
  const customer = await signUpCustomer(callA, 'Realtime');
  const pro = await login(callA, DEMO.provider.email, DEMO.provider.password);
  const cleaning = await serviceId(callA);
  // The demo provider watches on both instances; every booking in M5V alerts them.
  const onA = await openSocket(a.url, { userId: pro.id, token: pro.token });
  const onB = await openSocket(b.url, { userId: pro.id, token: pro.token });
  let day = 20; // clear of the demo provider's accepted job (day 4), which would keep the alert from them
  const book = async (call, label) => {
    const res = await call('POST', '/api/booking', {
      token: customer.token,
      body: bookingBody(cleaning, { scheduledAt: slot(day++, 15) }),
      headers: { 'idempotency-key': `fault-redis-${label}-${Date.now()}` },
    });
    assert.equal(res.status, 201, `${label}: ${JSON.stringify(res.body ?? res.error)}`);
    assert.ok(res.ms < MAX_ANSWER_MS, `${label}: answered in ${res.ms} ms`);
    return res.body.data._id;
  };
  const alerted = (id) => (data) => data.bookingId === id;
  const alertsFor = (socket, id) => socket.messages.filter((m) => m.event === 'NewBookingAlert' && m.data.bookingId === id).length;

  // Redis up: an event raised on A reaches the socket on B.
  const before = await book(callA, 'redis-up');
  await onA.waitFor('NewBookingAlert', alerted(before));
  await onB.waitFor('NewBookingAlert', alerted(before));

  await redis.stop();

  // Requests on either instance, including the rate-limited ones whose counters live in Redis.
  const onlyA = await book(callA, 'redis-down-a');
  const onlyB = await book(callB, 'redis-down-b');
  for (const [call, name] of [
    [callA, 'A'],
    [callB, 'B'],
  ]) {
    const res = await call('POST', '/api/auth/login', { body: { email: DEMO.customer.email, password: DEMO.customer.password } });
    expectStatus(res, 200, `log in on ${name} with Redis down`);
    assert.ok(res.ms < MAX_ANSWER_MS, `log in on ${name} answered in ${res.ms} ms`);
    const list = await call('GET', '/api/booking/mybookings?pageNo=1&size=5', { token: customer.token });
    expectStatus(list, 200, `list bookings on ${name} with Redis down`);
  }
  // Each instance still delivers its own events.
  await onA.waitFor('NewBookingAlert', alerted(onlyA));
  await onB.waitFor('NewBookingAlert', alerted(onlyB));

  await redis.start();

  // Across instances again, without restarting anything: a booking on A reaches B (ioredis
  // reconnects and subscribes again with a backoff of up to 2 s).
  const resumed = await waitFor(
    async () => {
      const id = await book(callA, 'redis-back');
      await onB.waitFor('NewBookingAlert', alerted(id), 3000);
      return id;
    },
    { timeoutMs: 30_000, intervalMs: 0, label: 'an event raised on A reaching a socket on B after Redis restarted' },
  );
  await onA.waitFor('NewBookingAlert', alerted(resumed));
  const last = await book(callB, 'redis-back-b');
  await onA.waitFor('NewBookingAlert', alerted(last));
  await onB.waitFor('NewBookingAlert', alerted(last));

  // Each event reached each socket once: the fallback does not repeat itself once Redis is back.
  for (const id of [before, onlyA, resumed, last]) assert.equal(alertsFor(onA, id), 1, `alerts for ${id} on A`);
  for (const id of [before, onlyB, resumed, last]) assert.equal(alertsFor(onB, id), 1, `alerts for ${id} on B`);
  assert.ok(a.alive() && b.alive(), 'both instances stayed up');
  onA.close();
  onB.close();
});
