// Whole-product load benchmark: the built API on PostgreSQL with 1M bookings, 10k providers and
// 100k customers, driven over HTTP by an open-loop generator with the product's mix — browse the
// catalogue 60%, list bookings 20%, create a booking 10%, accept an offered booking 5%, notifications
// 5% — at rising fixed arrival rates until p99 passes 200 ms; then the same rates against a bare
// Fastify route, the ceiling of this machine with this generator.
//
// Open loop: request i is due at start + i / rate whether or not earlier ones have answered, and its
// latency counts from that due time, so a server that falls behind shows its queue (no coordinated
// omission). The seeded database is kept between runs (bench/load-seed.mjs).
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { createHmac, randomUUID } from 'node:crypto';
import pg from 'pg';
import { startApi, startBare, waitForHttp } from './lib.mjs';
import { ensureSeeded, FSAS, SCALE } from './load-seed.mjs';

const RATES = (process.env.BENCH_LOAD_RATES ?? '100,200,300,400,500,650,800,1000,1250,1500,2000').split(',').map(Number);
const STEP_SECONDS = Number(process.env.BENCH_LOAD_STEP_SECONDS ?? 30);
const WARMUP_SECONDS = 5;
/** A step whose p99 passes this ends the climb. */
const STOP_P99_MS = 200;
const TIMEOUT_MS = 10_000;
const SECRET = 'bench-only-secret-0123456789-0123456789';
const BARE_PORT = 4331;

/** Share of each kind of request in the mix (they add up to 100). */
const MIX = [
  ['browse', 60],
  ['list', 20],
  ['create', 10],
  ['accept', 5],
  ['notifications', 5],
];

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);
/** CPU time of a process in seconds (user + system; /proc counts in 1/100 s). */
const cpuSeconds = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
/** Busy and total jiffies of the whole machine, to tell our load from everyone else's. */
const machineTicks = () => {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const total = ticks.reduce((a, b) => a + b, 0);
  return { busy: total - ticks[3] - ticks[4], total };
};

/** Deterministic random numbers (mulberry32), so two runs send the same requests. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * An access token as plugins/auth.ts signs it (HS256; issuer, audience, subject, role, token version
 * 0), made with a synchronous HMAC because 110k of them are signed up front.
 */
const b64url = (value) => Buffer.from(value).toString('base64url');
const JWT_HEADER = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
function sign(sub, role) {
  const iat = Math.floor(Date.now() / 1000);
  const body = `${JWT_HEADER}.${b64url(JSON.stringify({ role, tv: 0, sub, iss: 'hearth-api', aud: 'hearth', iat, exp: iat + 7200 }))}`;
  return `${body}.${createHmac('sha256', SECRET).update(body).digest('base64url')}`;
}

/** The database for this benchmark: BENCH_LOAD_DATABASE_URL, else hearth_bench_load on BENCH_DATABASE_URL's server (or the local one). */
export function databaseUrl() {
  if (process.env.BENCH_LOAD_DATABASE_URL) return process.env.BENCH_LOAD_DATABASE_URL;
  const url = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = '/hearth_bench_load';
  return url.toString();
}

/** Who and what the requests are about, read from the seeded database. */
export async function loadFixtures(url) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const people = (await db.query(`select kind, user_id from bench_load_people order by kind, n`)).rows;
    const services = (await db.query(`select id, slug, price_unit from services where active order by slug`)).rows;
    // Open future bookings (ids are random, so the first 8000 are a sample), each with up to two
    // providers it is offered to: the second to try gets the first-come 409.
    const offers = (
      await db.query(`
        with open as (select id, service_id, fsa from bookings where status = 'open' and starts_at > now() + interval '1 day' order by id limit 8000)
        select o.id as booking_id, m.user_id from open o
        cross join lateral (
          select sp.user_id from provider_areas pa
          join provider_services ps on ps.provider_id = pa.provider_id and ps.service_id = o.service_id
          join service_providers sp on sp.id = pa.provider_id
          join users u on u.id = sp.user_id and u.email like 'loadpro%'
          where pa.kind = 'fsa' and pa.value = o.fsa limit 2) m`)
    ).rows;
    return {
      customers: people.filter((p) => p.kind === 'customer').map((p) => p.user_id),
      providers: people.filter((p) => p.kind === 'provider').map((p) => p.user_id),
      services,
      offers,
    };
  } finally {
    await db.end();
  }
}

/** Builds request i of the mix: { kind, method, path, token?, body?, headers? }. */
export function mixer(fixtures, tokens, seed) {
  const rnd = random(seed);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const offers = [...fixtures.offers].sort(() => rnd() - 0.5);
  let nextOffer = 0;
  const bookable = fixtures.services.filter((s) => s.price_unit !== 'hour');
  const weights = [];
  for (const [kind, share] of MIX) for (let i = 0; i < share; i++) weights.push(kind);

  const customer = () => {
    const i = Math.floor(rnd() * fixtures.customers.length);
    return { token: tokens.customer(i) };
  };
  const provider = () => {
    const i = Math.floor(rnd() * fixtures.providers.length);
    return { token: tokens.provider(i) };
  };

  return () => {
    const kind = pick(weights);
    const r = rnd();
    switch (kind) {
      case 'browse': {
        // The API calls behind the catalogue page and a service page (the service and its reviews).
        const slug = pick(fixtures.services).slug;
        if (r < 0.25) return { kind, path: '/api/category/catelog' };
        if (r < 0.4) return { kind, path: '/api/category/list' };
        if (r < 0.75) return { kind, path: `/api/service/${slug}` };
        return { kind, path: `/api/review/service/${slug}` };
      }
      case 'list':
        if (r < 0.5) return { kind, path: '/api/booking/mybookings?pageNo=1&size=10', ...customer() };
        if (r < 0.8) return { kind, path: '/api/service-provider/mybookings?pageNo=1&size=10', ...provider() };
        return { kind, path: '/api/service-provider/mybookings?status=completed&pageNo=1&size=10', ...provider() };
      case 'create': {
        const service = pick(bookable);
        const fsa = pick(FSAS);
        const day = new Date(Date.now() + (3 + Math.floor(rnd() * 70)) * 86_400_000).toISOString().slice(0, 10);
        const hour = 14 + Math.floor(rnd() * 6); // 14:00–19:00 UTC: 9:00–15:00 in Toronto all year
        return {
          kind,
          method: 'POST',
          path: '/api/booking',
          ...customer(),
          headers: { 'idempotency-key': randomUUID() },
          body: JSON.stringify({
            serviceId: service.id,
            scheduledAt: `${day}T${hour}:00:00Z`,
            address: { name: 'Load', phonenumber: '416-555-0100', street: '1 King St', city: 'Toronto', province: 'ON', country: 'Canada', postcode: `${fsa} 1A1` },
            note: 'Load benchmark booking with enough detail for services that need a description.',
            phonenumber: '416-555-0100',
            email: 'load@bench.hearth.ca',
            zipcode: `${fsa} 1A1`,
            paymentMethodId: 'pm_card_visa',
          }),
        };
      }
      case 'accept': {
        const offer = offers[nextOffer++ % offers.length];
        return { kind, method: 'POST', path: `/api/booking/${offer.booking_id}/accept`, token: tokens.byUserId(offer.user_id) };
      }
      default:
        return r < 0.5
          ? { kind, path: '/api/notification/unread-count', ...(r < 0.25 ? customer() : provider()) }
          : { kind, path: '/api/notification/list?pageNo=1&size=5', ...(r < 0.75 ? customer() : provider()) };
    }
  };
}

/** Sends one request over the shared keep-alive agent; resolves with the status (0 for a socket error or timeout). */
export function send(agent, base, req) {
  return new Promise((resolve) => {
    const headers = { ...req.headers };
    if (req.token) headers.authorization = `Bearer ${req.token}`;
    if (req.body) headers['content-type'] = 'application/json';
    const r = http.request(`${base}${req.path}`, { method: req.method ?? 'GET', agent, headers, timeout: TIMEOUT_MS }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => resolve(res.statusCode));
      res.on('error', () => resolve(0));
    });
    r.on('timeout', () => r.destroy(new Error('timeout')));
    r.on('error', () => resolve(0));
    r.end(req.body);
  });
}

/**
 * Sends `rate` requests a second for `seconds`, each at its due time; latency counts from the due time.
 * Returns the step's figures; `pid` is the server process whose CPU and memory are reported.
 */
async function step({ base, rate, seconds, next, pid, agent }) {
  const latencies = [];
  const byKind = new Map();
  const statuses = new Map();
  let errors = 0;
  let expected409 = 0;
  let completedInWindow = 0;
  let maxRss = rssMb(pid);
  const interval = 1000 / rate;
  const cpu0 = cpuSeconds(pid);
  const machine0 = machineTicks();
  const gen0 = process.cpuUsage();
  const start = performance.now();
  const end = start + seconds * 1000;
  const inFlight = new Set();
  let sent = 0;
  let nextRssAt = start + 1000;

  while (performance.now() < end) {
    const now = performance.now();
    const due = Math.min(Math.floor((now - start) / interval) + 1, rate * seconds);
    for (; sent < due; sent++) {
      const scheduled = start + sent * interval;
      const req = next();
      const done = send(agent, base, req).then((status) => {
        const finished = performance.now();
        const ms = finished - scheduled;
        latencies.push(ms);
        if (finished <= end) completedInWindow++;
        let kind = byKind.get(req.kind);
        if (!kind) byKind.set(req.kind, (kind = []));
        kind.push(ms);
        statuses.set(`${req.kind} ${status}`, (statuses.get(`${req.kind} ${status}`) ?? 0) + 1);
        if (status === 409 && req.kind === 'accept') expected409++;
        else if (status < 200 || status > 299) errors++;
        inFlight.delete(done);
      });
      inFlight.add(done);
    }
    if (now >= nextRssAt) {
      maxRss = Math.max(maxRss, rssMb(pid));
      nextRssAt += 1000;
    }
    await new Promise((r) => setTimeout(r, 1));
  }
  const wall = (performance.now() - start) / 1000;
  const cpu = cpuSeconds(pid) - cpu0;
  const machine1 = machineTicks();
  const gen = process.cpuUsage(gen0);
  await Promise.all(inFlight); // the stragglers still count (their latency is the queue)
  const sorted = latencies.sort((a, b) => a - b);
  return {
    rate,
    achieved: completedInWindow / wall,
    sent,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? NaN,
    errors,
    expected409,
    serverCpu: (cpu / wall) * 100,
    cpuPerRequest: (cpu * 1000) / Math.max(1, completedInWindow),
    serverRss: maxRss,
    machineCpu: ((machine1.busy - machine0.busy) / (machine1.total - machine0.total)) * 100,
    generatorCpu: ((gen.user + gen.system) / 1e6 / wall) * 100,
    load: loadavg()[0],
    byKind: Object.fromEntries([...byKind].map(([k, v]) => [k, v.sort((a, b) => a - b)])),
    statuses: Object.fromEntries(statuses),
  };
}

/** Climbs the rates until p99 passes STOP_P99_MS (or runs exactly `rates` when given). */
async function climb({ base, pid, next, rates, label }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });
  const results = [];
  try {
    await step({ base, rate: rates[0], seconds: WARMUP_SECONDS, next, pid, agent }); // JIT, pools, caches
    for (const rate of rates) {
      const r = await step({ base, rate, seconds: STEP_SECONDS, next, pid, agent });
      results.push(r);
      const kinds = Object.entries(r.byKind)
        .map(([k, v]) => `${k} p50/p99 ${percentile(v, 50).toFixed(0)}/${percentile(v, 99).toFixed(0)}`)
        .join(', ');
      const odd = Object.entries(r.statuses).filter(([k]) => !/ 2\d\d$/.test(k) && k !== 'accept 409');
      console.log(
        `load: ${label} ${rate}/s → ${r.achieved.toFixed(0)}/s p99 ${r.p99.toFixed(1)} ms (${kinds}); server CPU ${r.serverCpu.toFixed(0)}%, machine ${r.machineCpu.toFixed(0)}%, generator ${r.generatorCpu.toFixed(0)}%, load ${r.load.toFixed(2)}${odd.length ? `; unexpected: ${odd.map(([k, n]) => `${k} ×${n}`).join(', ')}` : ''}`,
      );
      if (r.p99 > STOP_P99_MS) break;
      await new Promise((resolve) => setTimeout(resolve, 1000)); // let the sockets and the server settle
    }
  } finally {
    agent.destroy();
  }
  return results;
}

/** The highest rate whose step kept p99 under the bound with no errors, and every slower step too. */
function sustained(results, boundMs) {
  let best = null;
  for (const r of results) {
    if (r.p99 >= boundMs || r.errors > 0) break;
    best = r.rate;
  }
  return best === null ? 'none' : `${best} req/s`;
}

const row = (server, r) => ({
  server,
  'target/s': r.rate,
  'achieved/s': r.achieved.toFixed(0),
  'p50 ms': r.p50.toFixed(1),
  'p95 ms': r.p95.toFixed(1),
  'p99 ms': r.p99.toFixed(1),
  'max ms': r.max.toFixed(0),
  errors: r.errors,
  'accept 409s': server === 'bare' ? '' : r.expected409,
  'server CPU %': r.serverCpu.toFixed(0),
  'CPU ms/req': r.cpuPerRequest.toFixed(2),
  'server RSS MB': r.serverRss.toFixed(0),
  'machine CPU %': r.machineCpu.toFixed(0),
  load: r.load.toFixed(2),
});

/** Every user's token, signed up front so that signing costs the generator nothing while measuring. */
export function signTokens(fixtures) {
  const byUser = new Map();
  for (const id of fixtures.customers) byUser.set(id, sign(id, 'customer'));
  for (const id of fixtures.providers) byUser.set(id, sign(id, 'serviceprovider'));
  return {
    customer: (i) => byUser.get(fixtures.customers[i]),
    provider: (i) => byUser.get(fixtures.providers[i]),
    byUserId: (id) => byUser.get(id),
  };
}

/** The API's settings for the benchmark: the bench's JWT secret, the booking limit per IP lifted, no sweeper while measuring. */
export const apiEnv = (url) => ({
  DATABASE_URL: url,
  SEED_DEMO: 'false',
  JWT_SECRET: SECRET,
  RATE_LIMIT_BOOKINGS_PER_MINUTE: '100000000',
  BOOKING_SWEEP_MS: '3600000',
  LOG_LEVEL: 'warn',
});
export const API_PORT = 4330;

export async function loadBench() {
  const url = databaseUrl();
  const seed = await ensureSeeded(url, { port: API_PORT });
  const fixtures = await loadFixtures(url);
  const t0 = performance.now();
  const tokens = signTokens(fixtures);
  console.log(`load: ${fixtures.customers.length + fixtures.providers.length} tokens signed in ${((performance.now() - t0) / 1000).toFixed(1)} s; ${fixtures.offers.length} offers to accept`);
  const env = apiEnv(url);
  const api = startApi({ port: API_PORT, env, nodeArgs: (process.env.BENCH_API_NODE_ARGS ?? '').split(/\s+/).filter(Boolean) });
  let apiResults;
  let catalogue;
  try {
    await waitForHttp(`${api.url}/api/health`, 120_000);
    catalogue = await (await fetch(`${api.url}/api/category/catelog`)).text();
    apiResults = await climb({ base: api.url, pid: api.child.pid, next: mixer(fixtures, tokens, 1), rates: RATES, label: 'mix' });
  } finally {
    await api.stop();
  }

  // The same rates against a bare route answering the catalogue's JSON: what this generator and machine allow.
  const bare = startBare({ port: BARE_PORT, body: catalogue });
  let bareResults;
  try {
    await waitForHttp(`${bare.url}/bare`);
    bareResults = await climb({ base: bare.url, pid: bare.child.pid, next: () => ({ kind: 'bare', path: '/bare' }), rates: apiResults.map((r) => r.rate), label: 'bare' });
  } finally {
    await bare.stop();
  }

  const mixLabel = MIX.map(([k, s]) => `${k} ${s}%`).join(', ');
  console.log(`load: mix = ${mixLabel}; ${SCALE.bookings.toLocaleString('en-CA')} bookings, ${SCALE.providers.toLocaleString('en-CA')} providers, ${SCALE.customers.toLocaleString('en-CA')} customers; ${cpus().length} cores`);
  console.log(seed.reused ? 'load: database reused (seeded before)' : `load: seeding took ${seed.seconds.toFixed(0)} s`);
  const summary = (bound) => ({
    server: `highest sustained, p99 < ${bound} ms, no errors`,
    'target/s': '',
    'achieved/s': `API ${sustained(apiResults, bound)}; bare ${sustained(bareResults, bound)}`,
  });
  const rows = [...apiResults.map((r) => row('API mix', r)), ...bareResults.map((r) => row('bare', r))];
  const blank = Object.fromEntries(Object.keys(rows[0]).map((k) => [k, '']));
  return [...rows, { ...blank, ...summary(50) }, { ...blank, ...summary(200) }];
}
