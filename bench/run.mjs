// `npm run bench`: builds the API and runs every benchmark, printing one table per benchmark.
// `npm run bench -- realtime lighthouse` runs only the named ones.
// Against PostgreSQL when BENCH_DATABASE_URL is set, otherwise the embedded PGlite (the load benchmark always uses PostgreSQL).
import { execSync } from 'node:child_process';
import { cpus } from 'node:os';
import { table } from './lib.mjs';
import { foundationBench } from './foundation.mjs';
import { realtimeBench } from './realtime.mjs';
import { lighthouseBench } from './lighthouse.mjs';
import { bookingsBench } from './bookings.mjs';
import { loadBench } from './load.mjs';
import { embeddedMemoryBench } from './embedded-memory.mjs';
import { routesBench } from './routes.mjs';
import { pagesBench } from './pages.mjs';

const databaseUrl = process.env.BENCH_DATABASE_URL;
const database = databaseUrl ? `PostgreSQL (${databaseUrl})` : 'embedded PGlite';

/** Name → title and runner, in the order `npm run bench` runs them. */
const BENCHES = {
  foundation: { title: 'Foundation: login and catalogue', run: () => foundationBench({ databaseUrl }) },
  realtime: { title: `Realtime: sockets held on one API instance, events raised through the API, ${database}`, run: () => realtimeBench() },
  bookings: { title: `Bookings: 10k then 1M bookings, ${database}`, run: () => bookingsBench() },
  load: {
    title: 'Whole product under load: open-loop mix (browse 60%, list bookings 20%, create 10%, accept 5%, notifications 5%) at rising rates on PostgreSQL with 1M bookings, 10k providers, 100k customers; then a bare Fastify route at the same rates',
    run: () => loadBench(),
  },
  routes: {
    title: 'Single API routes, closed loop (wrk, 50 connections), against a bare Fastify route answering the same bytes, in alternating rounds; signed-in lists on PostgreSQL with 1M bookings',
    run: () => routesBench(),
  },
  pages: {
    title: 'Public pages: views/s closed loop (autocannon, 50 connections) against a production build with demo data, visitors from the page cache and one signed-in page, next to a bare Node.js server answering the same bytes',
    run: () => pagesBench(),
  },
  memory: {
    title: 'Memory: resident size of the API process with demo data, at ready and after idle; embedded PGlite, and PostgreSQL when BENCH_DATABASE_URL is set',
    run: () => embeddedMemoryBench(),
  },
  lighthouse: { title: 'Public site: Lighthouse, mobile settings (simulated slow 4G, 4x CPU), production build with demo data', run: () => lighthouseBench() },
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in BENCHES));
if (unknown.length) {
  console.error(`Unknown benchmark ${unknown.join(', ')}; choose from ${Object.keys(BENCHES).join(', ')}`);
  process.exit(2);
}

execSync('npm run build -w @hearth/api', { stdio: 'inherit' });
console.log(`\nDatabase: ${database} (the load benchmark: PostgreSQL always); ${cpus().length} cores`);
for (const [name, bench] of Object.entries(BENCHES)) {
  if (wanted.length && !wanted.includes(name)) continue;
  console.log(`\n${bench.title}`);
  console.log(table(await bench.run()));
}
