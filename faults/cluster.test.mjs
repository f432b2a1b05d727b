// The multi-instance setup of `npm run start:cluster` under test: two API processes from the built
// bundle sharing a PostgreSQL database (created on the shared server, dropped afterwards), a private
// Redis and one files folder, behind nginx with the same config (deploy/nginx.conf.template) the
// cluster script and deploy/compose.yaml use.
//
// The web upstream is a small stand-in server here: building the Next.js app for nginx's origin takes
// minutes on a loaded CI machine, and what this test owns is nginx's routing between the web app and
// the API. `npm run start:cluster` runs the real web app behind the same config.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { api, bookingBody, DEMO, expectStatus, login, openSocket, psql, seedDemo, serviceId, sleep, slot, startApi, startRedis, waitFor } from './lib.mjs';
import { NGINX, writeNginxConfig } from '../scripts/cluster.mjs';

const PORTS = { nginx: 8180, apiA: 4181, apiB: 4182, seeder: 4183, web: 3180, redis: 6400 };
const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = `hearth_cluster_${process.pid}`;
const site = `http://127.0.0.1:${PORTS.nginx}`;
const upstreamA = `127.0.0.1:${PORTS.apiA}`;
const upstreamB = `127.0.0.1:${PORTS.apiB}`;

const onServer = (sql) => psql(SERVER_URL, sql);
const dbUrl = (() => {
  const url = new URL(SERVER_URL);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
})();

let redis, a, b, web, nginx, nginxConfig, filesDir;
let nginxLog = '';
const stopNginx = () => nginx && nginx.exitCode === null && nginx.signalCode === null && process.kill(-nginx.pid, 'SIGKILL');
process.on('exit', stopNginx);

before(async () => {
  onServer(`create database ${DB_NAME}`);
  redis = await startRedis({ port: PORTS.redis });
  await seedDemo({ url: dbUrl }, { apiPort: PORTS.seeder });
  filesDir = mkdtempSync(join(tmpdir(), 'hearth-cluster-files-'));
  const env = {
    REDIS_URL: redis.url,
    // One folder for both instances, standing for shared storage (S3 in production).
    HEARTH_DATA_DIR: filesDir,
    TRUST_PROXY: 'loopback',
    WEB_URL: site,
    PUBLIC_API_URL: site,
    CORS_ORIGINS: site,
    SHUTDOWN_DRAIN_MS: '3000',
  };
  [a, b] = await Promise.all([startApi({ port: PORTS.apiA, databaseUrl: dbUrl, env }), startApi({ port: PORTS.apiB, databaseUrl: dbUrl, env })]);

  web = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html', 'x-web-stand-in': req.url });
    res.end('<!doctype html><title>Hearth</title>');
  });
  await new Promise((r) => web.listen(PORTS.web, '127.0.0.1', r));

  nginxConfig = writeNginxConfig({ listen: `127.0.0.1:${PORTS.nginx}`, apiServers: [upstreamA, upstreamB], webServer: `127.0.0.1:${PORTS.web}` });
  nginx = spawn(NGINX, nginxConfig.args, { detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  nginx.stderr.on('data', (chunk) => (nginxLog += chunk));
  const died = new Promise((_, reject) => nginx.once('exit', (code) => reject(new Error(`nginx exited (${code}):\n${nginxLog}`))));
  await Promise.race([waitFor(async () => (await fetch(`${site}/api/health/live`)).ok, { timeoutMs: 15_000, label: 'nginx answering' }), died]);
});

after(async () => {
  stopNginx();
  nginxConfig?.remove();
  await Promise.all([a?.stop(), b?.stop()]);
  web?.close();
  await redis?.stop();
  onServer(`drop database if exists ${DB_NAME} with (force)`);
  if (filesDir) rmSync(filesDir, { recursive: true, force: true });
});

const callA = () => api(a.url);
const callB = () => api(b.url);
const viaNginx = api(site);
const newBooking = (call, token, over = {}) => call('POST', '/api/booking', { token, headers: { 'idempotency-key': randomUUID() }, body: bookingBody(sid, over) });
let sid;

test('a booking created through one instance is accepted through the other; the events cross instances', async () => {
  sid = await serviceId(callA());
  const customer = await login(callA(), DEMO.customer.email, DEMO.customer.password);
  const provider = await login(callB(), DEMO.provider.email, DEMO.provider.password);
  const socketOf = (who) => ({ userId: who.id, token: who.token });
  const customerOnA = await openSocket(a.url, socketOf(customer));
  const providerOnA = await openSocket(a.url, socketOf(provider));
  const providerViaNginx = await openSocket(site, socketOf(provider));
  try {
    // Created through A, accepted through B: the acceptance (raised on B) reaches the customer's socket on A.
    const first = expectStatus(await newBooking(callA(), customer.token, { scheduledAt: slot(8) }), 201, 'booking through A').data;
    expectStatus(await callB()('POST', `/api/booking/${first._id}/accept`, { token: provider.token }), 200, 'accept through B');
    await customerOnA.waitFor('AcceptBooking', (d) => d.bookingId === first._id);
    assert.equal(expectStatus(await callA()('GET', `/api/booking/${first._id}`, { token: customer.token }), 200, 'read through A').data.status, 'accepted');

    // Created through B: the alert (raised on B) reaches the provider's sockets on A and through nginx.
    const second = expectStatus(await newBooking(callB(), customer.token, { scheduledAt: slot(9) }), 201, 'booking through B').data;
    await providerOnA.waitFor('NewBookingAlert', (d) => d.bookingId === second._id);
    await providerViaNginx.waitFor('NewBookingAlert', (d) => d.bookingId === second._id);

    // And the same through nginx, whichever instances answer.
    const viaLb = await login(viaNginx, DEMO.customer.email, DEMO.customer.password);
    const third = expectStatus(await newBooking(viaNginx, viaLb.token, { scheduledAt: slot(11) }), 201, 'booking through nginx').data;
    expectStatus(await viaNginx('POST', `/api/booking/${third._id}/accept`, { token: provider.token }), 200, 'accept through nginx');
    assert.equal(expectStatus(await viaNginx('GET', `/api/booking/${third._id}`, { token: customer.token }), 200, 'read through nginx').data.status, 'accepted');
  } finally {
    for (const s of [customerOnA, providerOnA, providerViaNginx]) s.close();
  }
});

test('nginx spreads API requests over both instances and sends pages to the web app', async () => {
  const answeredBy = new Set();
  for (let i = 0; i < 10; i++) {
    const res = await viaNginx('GET', '/api/health/ready');
    assert.equal(res.status, 200, JSON.stringify(res.body));
    answeredBy.add(res.headers.get('x-hearth-upstream'));
  }
  assert.deepEqual([...answeredBy].sort(), [upstreamA, upstreamB]);

  for (const path of ['/', '/services/standard-house-cleaning', '/_next/static/chunks/app.js', '/api/auth/session', '/api/auth/callback/credentials']) {
    const res = await viaNginx('GET', path);
    assert.equal(res.headers.get('x-web-stand-in'), path, `${path} should reach the web app`);
  }
  // The API's own /api/auth/* routes, /uploads/ and /ws go to the API (it sends a request id).
  const loginRes = await viaNginx('POST', '/api/auth/login', { body: { email: 'nobody@faults.hearth.test', password: 'wrong-password' } });
  assert.equal(loginRes.status, 401);
  assert.ok(loginRes.headers.get('x-request-id'));
  // The business-details form (five documents of up to 10 MiB) passes nginx's body limit and its
  // buffering to disk; the API answers it (here: not signed in).
  const form = await fetch(`${site}/api/service-provider`, { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: Buffer.alloc(30 * 1024 * 1024) });
  assert.equal(form.status, 401, await form.text());
  const missing = await viaNginx('GET', '/uploads/no-such-variant/nothing-here.webp');
  assert.equal(missing.status, 404);
  assert.ok(missing.headers.get('x-request-id'), '/uploads/ should reach the API');
});

test('a picture uploaded through one instance is served by the other (one shared files store)', async () => {
  const customer = await login(callA(), DEMO.customer.email, DEMO.customer.password);
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c2410c' } }).png().toBuffer();
  const form = new FormData();
  form.append('image', new Blob([png], { type: 'image/png' }), 'me.png');
  const res = await fetch(`${a.url}/api/user/profile-pic`, { method: 'POST', headers: { authorization: `Bearer ${customer.token}` }, body: form });
  const text = await res.text();
  assert.equal(res.status, 200, text);
  const path = /\/uploads\/[^"]+/.exec(text)?.[0];
  assert.ok(path, `no /uploads/ URL in ${text}`);
  // A missing picture is answered with a placeholder banner (200, short cache): compare the bytes.
  const original = Buffer.from(await (await fetch(`${a.url}${path}`)).arrayBuffer());
  for (const base of [b.url, site]) {
    const image = await fetch(`${base}${path}`);
    assert.equal(image.status, 200, `${base}${path}`);
    assert.match(image.headers.get('cache-control'), /immutable/, `${base}${path} served the placeholder`);
    assert.ok(Buffer.from(await image.arrayBuffer()).equals(original), `${base}${path} differs from what A serves`);
  }
});

test('killing an instance mid-stream loses no acknowledged write, and the stream carries on through the other', async (t) => {
  const customer = await login(viaNginx, DEMO.customer.email, DEMO.customer.password);
  const writes = [];
  const reads = [];
  let killedAt = null;
  let stop = false;
  let n = 0;
  const writer = async () => {
    while (!stop) {
      const key = randomUUID();
      const startedAt = Date.now();
      const res = await viaNginx('POST', '/api/booking', { token: customer.token, headers: { 'idempotency-key': key }, body: bookingBody(sid, { scheduledAt: slot(10 + (n++ % 40)) }) });
      writes.push({ key, startedAt, status: res.status, id: res.body?.data?._id, upstream: res.headers.get('x-hearth-upstream'), error: res.error ?? res.body?.message });
    }
  };
  const reader = async () => {
    while (!stop) {
      const startedAt = Date.now();
      const res = await viaNginx('GET', '/api/booking/mybookings?pageNo=1&size=5', { token: customer.token });
      reads.push({ startedAt, status: res.status, upstream: res.headers.get('x-hearth-upstream') });
    }
  };
  const workers = [writer(), writer(), writer(), writer(), reader(), reader()];
  try {
    // Kill A once it has acknowledged some writes, then keep going past nginx's fail_timeout (5 s),
    // when it tries the dead instance again.
    await waitFor(() => writes.filter((w) => w.upstream === upstreamA && w.status === 201).length >= 5, { timeoutMs: 60_000, label: 'writes acknowledged by A' });
    await a.kill('SIGKILL');
    killedAt = Date.now();
    await sleep(7000);
  } finally {
    stop = true;
    await Promise.all(workers);
  }

  const acknowledged = writes.filter((w) => w.status >= 200 && w.status < 300);
  const afterKill = (r) => r.startedAt > killedAt + 250; // the kernel closed A's sockets; nginx has seen it
  const lost = writes.filter((w) => !(w.status >= 200 && w.status < 300));
  const summary = `${writes.length} writes (${lost.length} unanswered), ${reads.length} reads; failures: ${JSON.stringify(lost.slice(0, 5))}`;
  t.diagnostic(summary);
  assert.ok(acknowledged.filter(afterKill).length >= 5, `the stream went on after the kill: ${summary}`);
  assert.ok(writes.some((w) => w.upstream === upstreamA && w.status === 201), summary);

  // Every acknowledged booking is in the database, exactly once.
  const stored = new Map(psql(dbUrl, `select idempotency_key, id from bookings where idempotency_key in (${writes.map((w) => `'${w.key}'`).join(',')})`));
  for (const w of acknowledged) assert.equal(stored.get(w.key), w.id, `acknowledged booking ${w.id} (${w.upstream}) is missing: ${summary}`);

  // Only requests in flight on A when it died went unanswered (nginx never resends a POST an
  // instance had received); everything that started after the kill succeeded, through B.
  for (const w of lost) assert.ok(w.startedAt <= killedAt && [0, 502].includes(w.status), `unexpected failure ${JSON.stringify(w)}: ${summary}`);
  assert.ok(lost.length <= 4, summary);
  for (const w of writes.filter(afterKill)) assert.ok(w.upstream.endsWith(upstreamB), `after the kill ${JSON.stringify(w)}`);
  // Reads are idempotent: nginx retried those that were on A, so none failed.
  assert.deepEqual(reads.filter((r) => r.status !== 200), [], summary);

  // The client retries an unanswered write with its Idempotency-Key: it is then stored once.
  for (const w of lost) {
    const retry = await viaNginx('POST', '/api/booking', { token: customer.token, headers: { 'idempotency-key': w.key }, body: bookingBody(sid, { scheduledAt: slot(60) }) });
    assert.ok([200, 201].includes(retry.status), `retry of ${w.key}: ${retry.status} ${JSON.stringify(retry.body)}`);
  }
  const counts = psql(dbUrl, `select count(*), count(distinct idempotency_key) from bookings where idempotency_key in (${writes.map((w) => `'${w.key}'`).join(',')})`)[0];
  assert.deepEqual(counts, [String(acknowledged.length + lost.length), String(acknowledged.length + lost.length)]);
});

test('readiness follows the database: a survivor reports it down, and ready again once it is back', async () => {
  const ready = () => api(b.url)('GET', '/api/health/ready');
  onServer(`alter database ${DB_NAME} with allow_connections false`);
  try {
    onServer(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${DB_NAME}'`);
    const down = await waitFor(
      async () => {
        const res = await ready();
        return res.status === 503 && res;
      },
      { timeoutMs: 20_000, label: 'readiness 503' },
    );
    assert.equal(down.body.message, 'Not ready: database down, migrations unknown');
    assert.equal((await api(b.url)('GET', '/api/health/live')).status, 200, 'liveness does not depend on the database');
  } finally {
    onServer(`alter database ${DB_NAME} with allow_connections true`);
  }
  await waitFor(async () => (await ready()).status === 200, { timeoutMs: 20_000, label: 'ready again' });
});

test('SIGTERM: not ready at once while still serving, sockets are told the server is going away, clean exit', async () => {
  const customer = await login(callB(), DEMO.customer.email, DEMO.customer.password);
  const socket = await openSocket(b.url, { userId: customer.id, token: customer.token });
  process.kill(-b.pid, 'SIGTERM');
  // During the drain (SHUTDOWN_DRAIN_MS=3000) the instance says it is not ready but still serves.
  const ready = await waitFor(
    async () => {
      const res = await callB()('GET', '/api/health/ready');
      return res.status === 503 && res;
    },
    { timeoutMs: 2000, intervalMs: 50, label: 'not ready after SIGTERM' },
  );
  assert.equal(ready.body.message, 'Not ready: shutdown in progress');
  assert.equal((await callB()('GET', '/api/booking/mybookings?pageNo=1&size=5', { token: customer.token })).status, 200);
  assert.equal(await socket.closed, 1001);
  assert.equal(await b.exited, 0);
});
