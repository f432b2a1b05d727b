// The load benchmark's database: 100k customers, 10k approved providers (three services' worth of the
// catalogue each, three Toronto postal areas each), 1M bookings, 300k reviews and ~1.2M notifications, written with
// set-based SQL while the secondary indexes are dropped, then indexed once. The database is kept
// between runs and reseeded only when the migrations or this data shape change (or it got stale).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { startApi, waitForHttp } from './lib.mjs';

export const SCALE = { customers: 100_000, providers: 10_000, bookings: 1_000_000 };
/** Bump when the seeded data changes shape. */
const SHAPE_VERSION = 3;
/** Seeded open and accepted jobs lie 1–60 days ahead; after this long too many have gone by. */
const MAX_AGE_DAYS = 7;
const MIGRATIONS = 'apps/api/src/db/migrations';

/** 108 Toronto-style forward sortation areas: M1A … M9N. */
export const FSAS = [];
for (let d = 1; d <= 9; d++) for (const l of 'ABCEGHJKLMNP') FSAS.push(`M${d}${l}`);

function seedVersion() {
  const hash = createHash('sha256').update(JSON.stringify({ SHAPE_VERSION, SCALE }));
  for (const file of readdirSync(MIGRATIONS).filter((f) => f.endsWith('.sql')).sort()) hash.update(file).update(readFileSync(`${MIGRATIONS}/${file}`));
  return hash.digest('hex').slice(0, 16);
}

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Why the database must be (re)seeded, or null when it can be used as it is. */
async function staleReason(url, version) {
  try {
    return await withClient(url, async (db) => {
      const { rows } = await db.query(`select version, seeded_at, extract(epoch from now() - seeded_at) / 86400 as age_days from bench_load_meta`);
      if (!rows[0]) return 'no seed record';
      if (rows[0].version !== version) return `migrations or data shape changed (${rows[0].version} → ${version})`;
      if (rows[0].age_days > MAX_AGE_DAYS) return `seeded ${Math.floor(rows[0].age_days)} days ago`;
      return null;
    });
  } catch (err) {
    return `not usable (${err.code === '3D000' ? 'no database' : err.message})`;
  }
}

/** Makes sure `url` holds the seeded database; returns how long seeding took now (0 when reused). */
export async function ensureSeeded(url, { port }) {
  const version = seedVersion();
  const reason = await staleReason(url, version);
  if (!reason) {
    console.log(`load: reusing the seeded database ${new URL(url).pathname.slice(1)} (seed ${version})`);
    return { seconds: 0, reused: true };
  }
  console.log(`load: seeding ${new URL(url).pathname.slice(1)}: ${reason}`);
  const t0 = Date.now();
  const name = new URL(url).pathname.slice(1);
  const server = new URL(url);
  server.pathname = '/postgres';
  await withClient(server.toString(), async (db) => {
    await db.query(`drop database if exists ${name} with (force)`);
    await db.query(`create database ${name}`);
  });
  // Migrations and the catalogue, as the API creates them.
  const api = startApi({ port, env: { DATABASE_URL: url, SEED_DEMO: 'true', BOOKING_SWEEP_MS: '3600000' } });
  try {
    await waitForHttp(`${api.url}/api/health`, 120_000);
  } finally {
    await api.stop();
  }
  await withClient(url, async (db) => {
    await db.query('set maintenance_work_mem = 262144'); // 256 MB (in kB) for the index builds
    await seedPeople(db);
    console.log(`load: people seeded after ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    await withoutIndexes(db, ['bookings', 'notifications', 'reviews'], async () => {
      await seedBookings(db);
      console.log(`load: bookings seeded after ${((Date.now() - t0) / 1000).toFixed(0)} s`);
      await seedReviews(db);
      await seedNotifications(db);
    });
    await db.query('vacuum analyze');
    const seconds = (Date.now() - t0) / 1000;
    await db.query(`create table bench_load_meta (version text not null, seeded_at timestamptz not null default now(), seed_seconds real not null)`);
    await db.query(`insert into bench_load_meta (version, seed_seconds) values ($1, $2)`, [version, seconds]);
  });
  const seconds = (Date.now() - t0) / 1000;
  console.log(`load: seeded in ${seconds.toFixed(0)} s`);
  return { seconds, reused: false };
}

/** Drops the tables' secondary indexes, runs `fill`, and builds them again once. */
async function withoutIndexes(db, tables, fill) {
  const { rows } = await db.query(
    `select i.indexname, i.indexdef from pg_indexes i
     where i.schemaname = 'public' and i.tablename = any($1)
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [tables],
  );
  for (const r of rows) await db.query(`drop index ${r.indexname}`);
  await fill();
  for (const r of rows) await db.query(r.indexdef);
}

async function seedPeople(db) {
  await db.query(
    `insert into users (email, password_hash, first_name, last_name, role, email_verified_at)
     select 'loadcust' || g || '@bench.hearth.ca', 'x', 'Cust', 'Load' || g, 'customer', now() from generate_series(1, $1::int) g`,
    [SCALE.customers],
  );
  await db.query(
    `insert into users (email, password_hash, first_name, last_name, role, phone, phone_verified_at)
     select 'loadpro' || g || '@bench.hearth.ca', 'x', 'Pro', 'Load' || g, 'serviceprovider', '+1905' || lpad(g::text, 7, '0'), now()
     from generate_series(1, $1::int) g`,
    [SCALE.providers],
  );
  await db.query(`create table bench_load_people (kind text not null, n int not null, user_id uuid not null, provider_id uuid, primary key (kind, n))`);
  await db.query(`insert into bench_load_people (kind, n, user_id) select 'customer', substring(email from 9 for position('@' in email) - 9)::int, id from users where email like 'loadcust%'`);
  await db.query(`insert into service_providers (user_id, verification_status, province, city) select id, 'approved', 'ON', 'Toronto' from users where email like 'loadpro%'`);
  await db.query(
    `insert into bench_load_people (kind, n, user_id, provider_id)
     select 'provider', substring(u.email from 8 for position('@' in u.email) - 8)::int, u.id, sp.id from users u join service_providers sp on sp.user_id = u.id where u.email like 'loadpro%'`,
  );
  // Provider n offers every seventh service (by slug) starting at n % 7, in three areas around n.
  await db.query(`
    with s as (select id, row_number() over (order by slug) - 1 as idx from services where active)
    insert into provider_services (provider_id, service_id)
    select p.provider_id, s.id from bench_load_people p join s on s.idx % 7 = p.n % 7 where p.kind = 'provider'`);
  await db.query(
    `insert into provider_areas (provider_id, kind, value, label)
     select p.provider_id, 'fsa', ($1::text[])[((p.n * 3 + k) % ${FSAS.length}) + 1], ($1::text[])[((p.n * 3 + k) % ${FSAS.length}) + 1]
     from bench_load_people p cross join generate_series(0, 2) k where p.kind = 'provider'`,
    [FSAS],
  );
  await db.query('analyze');
}

/**
 * Bookings g = 1…1M: 2% open in the next 60 days, 2% accepted ahead, 6% cancelled, the rest
 * completed in the past two years; customer g % 100k, provider g % 10k (for the assigned ones).
 */
async function seedBookings(db) {
  const step = 200_000;
  for (let start = 0; start < SCALE.bookings; start += step) {
    await db.query(
      `with s as (select array_agg(id order by slug) a, array_agg(starting_price_cents order by slug) p from services where active),
            rows as (
              select g, s.a[(g % array_length(s.a, 1)) + 1] as service, s.p[(g % array_length(s.a, 1)) + 1] as price,
                     ($3::text[])[((g * 7) % ${FSAS.length}) + 1] as fsa,
                     case when g % 100 < 2 then 'open' when g % 100 < 4 then 'accepted' when g % 100 < 10 then 'cancelled' else 'completed' end as status
              from generate_series($1::int + 1, $2::int) g, s)
       insert into bookings (customer_id, service_id, provider_id, status, idempotency_key, starts_at, ends_at, quantity, address, fsa, city_key, province,
                             phone, email, zipcode, unit_price_cents, subtotal_cents, discount_cents, tax_cents, total_cents, taxes, payout_cents, commission_cents,
                             payment_method_id, payment_status, accepted_at, completed_at, cancelled_at)
       select c.user_id, service, case when status in ('accepted', 'completed') then p.provider_id end, status, 'seed-' || g,
              t.starts, t.starts + interval '2 hours', 1,
              jsonb_build_object('name', 'Load', 'phonenumber', '416-555-0100', 'street', g || ' King St', 'city', 'Toronto', 'province', 'ON', 'country', 'Canada', 'postcode', fsa || ' 1A1'),
              fsa, 'toronto|ON', 'ON', '416-555-0100', 'load@bench.hearth.ca', fsa || ' 1A1', price, price, 0, round(price * 0.13), price + round(price * 0.13),
              jsonb_build_array(jsonb_build_object('name', 'HST', 'rate', 13000, 'amount', round(price * 0.13))), price - round(price * 0.15), round(price * 0.15),
              'pm_card_visa', case when status = 'completed' then 'captured' when status = 'cancelled' then 'released' else 'authorized' end,
              case when status in ('accepted', 'completed') then t.starts - interval '3 days' end,
              case when status = 'completed' then t.starts + interval '2 hours' end,
              case when status = 'cancelled' then t.starts - interval '1 day' end
       from rows
       join bench_load_people c on c.kind = 'customer' and c.n = (g % ${SCALE.customers}) + 1
       join bench_load_people p on p.kind = 'provider' and p.n = (g % ${SCALE.providers}) + 1,
       lateral (select case when status in ('open', 'accepted')
                            then date_trunc('hour', now()) + make_interval(days => 1 + (g % 60), hours => 8 + (g % 9))
                            else now() - make_interval(days => 1 + (g % 700), hours => g % 9) end as starts) t`,
      [start, Math.min(SCALE.bookings, start + step), FSAS],
    );
  }
}

/**
 * A third of the completed jobs reviewed (about 6,000 reviews a service), so a service page's rating
 * summary and recent reviews read as much as they would on a busy marketplace.
 */
async function seedReviews(db) {
  await db.query(`
    insert into reviews (booking_id, customer_id, provider_id, service_id, rating, review, created_at)
    select b.id, b.customer_id, b.provider_id, b.service_id, 3 + abs(hashtext(b.id::text)) % 3,
           (array['Arrived on time and did a thorough job.', 'Friendly, careful and quick. Would book again.', 'Good work; a few spots missed but fixed at once.'])[1 + abs(hashtext(b.id::text)) % 3],
           b.completed_at + interval '1 day'
    from bookings b
    -- the seeded jobs only: the demo's completed bookings come with reviews of their own
    where b.status = 'completed' and b.idempotency_key like 'seed-%' and abs(hashtext(b.id::text)) % 3 = 0`);
}

/** 20 per provider and 10 per customer over the past 90 days, a fifth of them unread. */
async function seedNotifications(db) {
  await db.query(`
    insert into notifications (user_id, event, message, data, read_at, created_at)
    select p.user_id, case when p.kind = 'provider' then 'NewBookingAlert' else 'AcceptBooking' end,
           case when p.kind = 'provider' then 'New booking available: Standard House Cleaning on Sat 28 Nov, 10:00 in M5V'
                else 'Pro accepted your booking: Standard House Cleaning on Sat 28 Nov, 10:00' end,
           '{}'::jsonb, case when k % 5 = 0 then null else now() - make_interval(days => k) end, now() - make_interval(days => k * 4, mins => p.n % 1440)
    from bench_load_people p cross join generate_series(1, case when p.kind = 'provider' then 20 else 10 end) k`);
}
