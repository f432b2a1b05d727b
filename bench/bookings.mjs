// Bookings benchmark: seeds 10,000 and then 1,000,000 bookings across providers and
// postal areas, and measures at each size the p50/p99 of GET available-bookings (providers) and
// GET mybookings (customers) — the ratio shows whether the indexes hold — then booking creation per
// second and the accept race with 200 providers accepting one booking at once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { startApi, waitForHttp } from './lib.mjs';

const SIZES = (process.env.BENCH_BOOKING_SIZES ?? '10000,1000000').split(',').map(Number);
const PROVIDERS = 500;
const CUSTOMERS = 2000;
const RACERS = 200;
const SECONDS = 8;
const CONCURRENCY = 10;
const SECRET = 'bench-only-secret-0123456789-0123456789';
const PORT = 4320;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const sign = (sub, role) =>
  new SignJWT({ role, tv: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject(sub).setIssuer('hearth-api').setAudience('hearth').setIssuedAt().setExpirationTime('2h').sign(new TextEncoder().encode(SECRET));

/** 108 Toronto-style forward sortation areas: M1A … M9N. */
const FSAS = [];
for (let d = 1; d <= 9; d++) for (const l of 'ABCEGHJKLMNP') FSAS.push(`M${d}${l}`);

/** The embedded database (API stopped) or a fresh PostgreSQL database next to BENCH_DATABASE_URL. */
async function openDatabase(dataDir) {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    const { PGlite } = await import('@electric-sql/pglite');
    const open = () => new PGlite(join(dataDir, 'pglite'));
    return { env: { HEARTH_DATA_DIR: dataDir, DATABASE_URL: '' }, open: async () => wrapPglite(open()), drop: async () => undefined };
  }
  const { default: pg } = await import('pg');
  const name = `hearth_bench_bookings_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const benchUrl = new URL(url);
  benchUrl.pathname = `/${name}`;
  return {
    env: { HEARTH_DATA_DIR: dataDir, DATABASE_URL: benchUrl.toString() },
    open: async () => {
      const client = new pg.Client({ connectionString: benchUrl.toString() });
      await client.connect();
      return { query: (text, params) => client.query(text, params), close: () => client.end() };
    },
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
const wrapPglite = (db) => ({ query: (text, params) => db.query(text, params), close: () => db.close() });

async function seedPeople(db) {
  await db.query(
    `insert into users (email, password_hash, first_name, role, email_verified_at) select 'benchcust' || g || '@bench.hearth.ca', 'x', 'Cust', 'customer', now() from generate_series(1, $1::int) g`,
    [CUSTOMERS],
  );
  await db.query(
    `insert into users (email, password_hash, first_name, role, phone, phone_verified_at)
     select 'benchpro' || g || '@bench.hearth.ca', 'x', 'Pro', 'serviceprovider', '+1905' || lpad(g::text, 7, '0'), now() from generate_series(1, $1::int) g`,
    [PROVIDERS + RACERS],
  );
  await db.query(`insert into service_providers (user_id, verification_status) select id, 'approved' from users where email like 'benchpro%'`);
  // The first PROVIDERS work three services in three areas each; the RACERS all cover one far-north area.
  await db.query(`
    with sp as (select sp.id, row_number() over (order by u.email) as rn from service_providers sp join users u on u.id = sp.user_id where u.email like 'benchpro%'),
         s as (select id, row_number() over (order by slug) - 1 as idx from services)
    insert into provider_services (provider_id, service_id)
    select sp.id, s.id from sp join s on (sp.rn <= ${PROVIDERS} and s.idx % 7 = sp.rn % 7) or (sp.rn > ${PROVIDERS} and s.idx = 0)`);
  await db.query(
    `with sp as (select sp.id, row_number() over (order by u.email) as rn from service_providers sp join users u on u.id = sp.user_id where u.email like 'benchpro%')
     insert into provider_areas (provider_id, kind, value, label)
     select sp.id, 'fsa', a.value, a.value from sp
     cross join lateral (
       select ($1::text[])[((sp.rn * 3 + k) % ${FSAS.length}) + 1] as value from generate_series(0, 2) k where sp.rn <= ${PROVIDERS}
       union all select 'X0E' where sp.rn > ${PROVIDERS}) a`,
    [FSAS],
  );
}

/** Bookings g in (from, to]: 2% open in the next 60 days, 2% accepted ahead, 6% cancelled, the rest completed in the past two years. */
async function seedBookings(db, from, to) {
  for (let start = from; start < to; start += 100_000) {
    const end = Math.min(to, start + 100_000);
    await db.query(
      `with c as (select array_agg(id order by email) a from users where email like 'benchcust%'),
            s as (select array_agg(id order by slug) a, array_agg(starting_price_cents order by slug) p from services),
            p as (select array_agg(sp.id order by u.email) a from service_providers sp join users u on u.id = sp.user_id where u.email like 'benchpro%'),
            rows as (
              select g, c.a[(g % ${CUSTOMERS}) + 1] as customer, s.a[(g % array_length(s.a, 1)) + 1] as service, s.p[(g % array_length(s.a, 1)) + 1] as price,
                     p.a[(g % ${PROVIDERS}) + 1] as provider, ($3::text[])[((g * 7) % ${FSAS.length}) + 1] as fsa,
                     case when g % 100 < 2 then 'open' when g % 100 < 4 then 'accepted' when g % 100 < 10 then 'cancelled' else 'completed' end as status
              from generate_series($1::int + 1, $2::int) g, c, s, p)
       insert into bookings (customer_id, service_id, provider_id, status, idempotency_key, starts_at, ends_at, quantity, address, fsa, city_key, province,
                             phone, email, zipcode, unit_price_cents, subtotal_cents, discount_cents, tax_cents, total_cents, taxes, payout_cents, commission_cents,
                             payment_method_id, payment_status)
       select customer, service, case when status in ('accepted', 'completed') then provider end, status, 'seed-' || g,
              t.starts, t.starts + interval '2 hours', 1,
              jsonb_build_object('name', 'Bench', 'phonenumber', '416-555-0100', 'street', g || ' King St', 'city', 'Toronto', 'province', 'ON', 'country', 'Canada', 'postcode', fsa || ' 1A1'),
              fsa, 'toronto|ON', 'ON', '416-555-0100', 'bench@bench.hearth.ca', fsa || ' 1A1', price, price, 0, round(price * 0.13), price + round(price * 0.13),
              jsonb_build_array(jsonb_build_object('name', 'HST', 'rate', 13000, 'amount', round(price * 0.13))), price - round(price * 0.15), round(price * 0.15),
              'pm_card_visa', case when status = 'completed' then 'captured' when status = 'cancelled' then 'released' else 'authorized' end
       from rows, lateral (select case when status in ('open', 'accepted')
                                       then date_trunc('hour', now()) + make_interval(days => 1 + (g % 60), hours => 8 + (g % 9))
                                       else now() - make_interval(days => 1 + (g % 700)) end as starts) t`,
      [start, end, FSAS],
    );
  }
  await db.query('analyze');
}

/** Runs `request(i)` from CONCURRENCY workers for SECONDS; returns requests/s and latency percentiles. */
async function measure(request, seconds = SECONDS) {
  const latencies = [];
  let failures = 0;
  const stopAt = Date.now() + seconds * 1000;
  let i = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < stopAt) {
        const t0 = performance.now();
        const res = await request(i++);
        await res.arrayBuffer();
        if (!res.ok) failures++;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  if (failures) throw new Error(`${failures} of ${latencies.length} requests failed`);
  const sorted = latencies.sort((a, b) => a - b);
  return { rps: (latencies.length / seconds).toFixed(0), p50: percentile(sorted, 50).toFixed(1), p99: percentile(sorted, 99).toFixed(1) };
}

export async function bookingsBench() {
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-bench-bookings-'));
  const database = await openDatabase(dataDir);
  const env = { ...database.env, SEED_DEMO: 'true', JWT_SECRET: SECRET, RATE_LIMIT_BOOKINGS_PER_MINUTE: '1000000', BOOKING_SWEEP_MS: '3600000' };
  let api = startApi({ port: PORT, env });
  await waitForHttp(`${api.url}/api/health`); // migrations + catalogue
  await api.stop();
  const rows = [];
  try {
    let db = await database.open();
    await seedPeople(db);
    const customers = (await db.query(`select id from users where email like 'benchcust%' order by email`)).rows.map((r) => r.id);
    const providers = (await db.query(`select u.id from users u where email like 'benchpro%' order by email`)).rows.map((r) => r.id);
    const services = (await db.query(`select id from services order by slug`)).rows.map((r) => r.id);
    await db.close();
    const customerTokens = await Promise.all(customers.slice(0, 200).map((id) => sign(id, 'customer')));
    const providerTokens = await Promise.all(providers.slice(0, PROVIDERS).map((id) => sign(id, 'serviceprovider')));
    const racerTokens = await Promise.all(providers.slice(PROVIDERS).map((id) => sign(id, 'serviceprovider')));

    let seeded = 0;
    for (const size of SIZES) {
      db = await database.open();
      const t0 = Date.now();
      await seedBookings(db, seeded, size);
      const seedSeconds = ((Date.now() - t0) / 1000).toFixed(0);
      await db.close();
      seeded = size;
      api = startApi({ port: PORT, env });
      await waitForHttp(`${api.url}/api/health`);
      const get = (path, token) => fetch(`${api.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
      await measure((i) => get('/api/booking/available-bookings?pageNo=1&size=10', providerTokens[i % providerTokens.length]), 2); // warm-up
      const available = await measure((i) => get('/api/booking/available-bookings?pageNo=1&size=10', providerTokens[i % providerTokens.length]));
      const mine = await measure((i) => get('/api/booking/mybookings?pageNo=1&size=10', customerTokens[i % customerTokens.length]));
      const count = await measure((i) => get('/api/booking/available-bookings-count', providerTokens[i % providerTokens.length]));
      rows.push({ bookings: size.toLocaleString('en-CA'), 'seed s': seedSeconds, route: 'GET available-bookings', 'req/s': available.rps, 'p50 ms': available.p50, 'p99 ms': available.p99 });
      rows.push({ bookings: size.toLocaleString('en-CA'), 'seed s': '', route: 'GET available-bookings-count', 'req/s': count.rps, 'p50 ms': count.p50, 'p99 ms': count.p99 });
      rows.push({ bookings: size.toLocaleString('en-CA'), 'seed s': '', route: 'GET mybookings', 'req/s': mine.rps, 'p50 ms': mine.p50, 'p99 ms': mine.p99 });

      if (size === SIZES[SIZES.length - 1]) {
        // Creation: each request is a full booking with a payment hold on the local gateway.
        const day = (i) => new Date(Date.now() + (3 + (i % 50)) * 86_400_000).toISOString().slice(0, 10);
        const create = await measure((i) =>
          fetch(`${api.url}/api/booking`, {
            method: 'POST',
            headers: { authorization: `Bearer ${customerTokens[i % customerTokens.length]}`, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
            body: JSON.stringify({
              serviceId: services[i % services.length] === services[0] ? services[1] : services[i % services.length],
              // 15:00 UTC is 10:00 or 11:00 in Toronto, inside business hours all year.
              scheduledAt: `${day(i)}T15:00:00Z`,
              address: { name: 'Bench', phonenumber: '416-555-0100', street: '1 King St', city: 'Toronto', province: 'ON', country: 'Canada', postcode: `${FSAS[i % FSAS.length]} 1A1` },
              note: 'Benchmark booking with enough detail for services that need a description.',
              phonenumber: '416-555-0100',
              email: 'bench@bench.hearth.ca',
              zipcode: `${FSAS[i % FSAS.length]} 1A1`,
              paymentMethodId: 'pm_card_visa',
            }),
          }),
        );
        rows.push({ bookings: size.toLocaleString('en-CA'), 'seed s': '', route: 'POST booking (create + authorise)', 'req/s': create.rps, 'p50 ms': create.p50, 'p99 ms': create.p99 });

        // The race: one booking in the racers' area, all of them accepting at the same moment.
        const created = await fetch(`${api.url}/api/booking`, {
          method: 'POST',
          headers: { authorization: `Bearer ${customerTokens[0]}`, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body: JSON.stringify({
            serviceId: services[0],
            scheduledAt: `${day(7)}T17:00:00Z`, // 10:00 or 11:00 in Yellowknife
            address: { name: 'Bench', phonenumber: '867-555-0100', street: '1 Franklin Ave', city: 'Yellowknife', province: 'NT', country: 'Canada', postcode: 'X0E 0A1' },
            note: 'Race',
            phonenumber: '867-555-0100',
            email: 'bench@bench.hearth.ca',
            zipcode: 'X0E 0A1',
            paymentMethodId: 'pm_card_visa',
          }),
        }).then((r) => r.json());
        if (!created.success) throw new Error(`race booking: ${JSON.stringify(created)}`);
        const t1 = performance.now();
        const answers = await Promise.all(
          racerTokens.map(async (token) => {
            const a = performance.now();
            const res = await fetch(`${api.url}/api/booking/${created.data._id}/accept`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
            await res.arrayBuffer();
            return { status: res.status, ms: performance.now() - a };
          }),
        );
        const all = ((performance.now() - t1) / 1).toFixed(0);
        const sorted = answers.map((a) => a.ms).sort((a, b) => a - b);
        const won = answers.filter((a) => a.status === 200).length;
        const lost = answers.filter((a) => a.status === 409).length;
        rows.push({
          bookings: size.toLocaleString('en-CA'),
          'seed s': '',
          route: `accept race, ${RACERS} providers: ${won} × 200, ${lost} × 409, all answered in ${all} ms`,
          'req/s': '',
          'p50 ms': percentile(sorted, 50).toFixed(1),
          'p99 ms': percentile(sorted, 99).toFixed(1),
        });
        if (won !== 1 || lost !== RACERS - 1) throw new Error(`accept race: ${won} winners, ${lost} refused`);
      }
      await api.stop();
    }
    return rows;
  } finally {
    await api.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
