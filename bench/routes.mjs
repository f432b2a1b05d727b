// Closed-loop throughput of single API routes against a bare Fastify route answering the same bytes,
// in the same sitting: wrk (one thread, 50 connections) against the built API on the load
// benchmark's database (1M bookings), alternating API and bare rounds so that whatever else the
// machine does weighs on both alike. The ratio is what counts: the per-request cost the API adds.
// Signed-in lists have no bare twin; their rows are absolute figures at 1M bookings.
//
// Needs wrk (`apt-get install wrk`): a load generator written in JavaScript would take the core the
// server needs. Settings: BENCH_ROUTES_SECONDS (per round, default 5), BENCH_ROUTES_ROUNDS (default 3),
// BENCH_ROUTES_CONNECTIONS (default 50).
import { execFileSync } from 'node:child_process';
import { startApi, startBare, waitForHttp } from './lib.mjs';
import { API_PORT, apiEnv, databaseUrl, loadFixtures, signTokens } from './load.mjs';
import { ensureSeeded } from './load-seed.mjs';

const SECONDS = Number(process.env.BENCH_ROUTES_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUTES_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_ROUTES_CONNECTIONS ?? 50);
const BARE_PORT = 4332;

function wrkPath() {
  try {
    return execFileSync('sh', ['-c', 'command -v wrk'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('bench routes needs wrk on the PATH (apt-get install -y wrk)');
  }
}

/** One wrk round: requests/s and latency percentiles in ms; throws on socket errors or non-2xx answers. */
function wrk(url, headers = {}) {
  const args = ['-t1', '--timeout', '10s', `-c${CONNECTIONS}`, `-d${SECONDS}s`, '--latency', ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]), url];
  const out = execFileSync(wrkPath(), args, { encoding: 'utf8' });
  if (/Non-2xx or 3xx responses|Socket errors/.test(out)) throw new Error(`wrk ${url}: errors\n${out}`);
  const ms = (label) => {
    const m = new RegExp(`^\\s+${label}%\\s+([\\d.]+)(us|ms|s)`, 'm').exec(out);
    if (!m) return NaN;
    return Number(m[1]) * { us: 0.001, ms: 1, s: 1000 }[m[2]];
  };
  return { rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)[1]), p50: ms(50), p99: ms(99) };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function routesBench() {
  wrkPath();
  const url = databaseUrl();
  await ensureSeeded(url, { port: API_PORT });
  const fixtures = await loadFixtures(url);
  const tokens = signTokens(fixtures);
  const slug = fixtures.services.find((s) => s.slug === 'standard-house-cleaning')?.slug ?? fixtures.services[0].slug;
  const api = startApi({ port: API_PORT, env: { ...apiEnv(url), LOG_LEVEL: process.env.BENCH_ROUTES_LOG_LEVEL ?? 'info' } });
  let bare;
  try {
    await waitForHttp(`${api.url}/api/health`, 120_000);
    const routes = [
      { name: 'GET /api/category/catelog', path: '/api/category/catelog' },
      { name: 'GET /api/service/:slug', path: `/api/service/${slug}` },
      { name: 'GET /api/health/live', path: '/api/health/live' },
    ];
    const bodies = {};
    for (const route of routes) bodies[route.path] = await (await fetch(`${api.url}${route.path}`)).text();
    // Signed-in lists on 1M bookings: the same few users each round, so these are warm-cache figures.
    const lists = [
      { name: 'GET /api/booking/mybookings (customer)', path: '/api/booking/mybookings?pageNo=1&size=10', token: tokens.customer(0) },
      { name: 'GET /api/service-provider/mybookings (provider)', path: '/api/service-provider/mybookings?pageNo=1&size=10', token: tokens.provider(0) },
      { name: 'GET /api/notification/list (customer)', path: '/api/notification/list?pageNo=1&size=5', token: tokens.customer(1) },
    ];
    // Every body is read before wrk runs: a keep-alive connection left idle through the rounds may be closed by then.
    const listBytes = [];
    for (const list of lists) listBytes.push(Buffer.byteLength(await (await fetch(`${api.url}${list.path}`, { headers: { authorization: `Bearer ${list.token}` } })).text()));
    bare = startBare({ port: BARE_PORT, bodies });
    await waitForHttp(`${bare.url}/api/health/live`);

    const rows = [];
    for (const route of routes) {
      const runs = { api: [], bare: [] };
      for (let round = 0; round < ROUNDS; round++) {
        runs.api.push(wrk(`${api.url}${route.path}`));
        runs.bare.push(wrk(`${bare.url}${route.path}`));
      }
      const apiRps = median(runs.api.map((r) => r.rps));
      const bareRps = median(runs.bare.map((r) => r.rps));
      rows.push({
        route: route.name,
        bytes: Buffer.byteLength(bodies[route.path]),
        'API req/s': apiRps.toFixed(0),
        'API p50/p99 ms': `${median(runs.api.map((r) => r.p50)).toFixed(2)} / ${median(runs.api.map((r) => r.p99)).toFixed(2)}`,
        'bare req/s': bareRps.toFixed(0),
        'API / bare': `${((apiRps / bareRps) * 100).toFixed(0)}%`,
      });
    }

    for (const [i, list] of lists.entries()) {
      const runs = [];
      for (let round = 0; round < ROUNDS; round++) runs.push(wrk(`${api.url}${list.path}`, { authorization: `Bearer ${list.token}` }));
      rows.push({
        route: list.name,
        bytes: listBytes[i],
        'API req/s': median(runs.map((r) => r.rps)).toFixed(0),
        'API p50/p99 ms': `${median(runs.map((r) => r.p50)).toFixed(2)} / ${median(runs.map((r) => r.p99)).toFixed(2)}`,
        'bare req/s': '',
        'API / bare': '',
      });
    }
    console.log(`routes: wrk -t1 -c${CONNECTIONS}, ${ROUNDS} rounds of ${SECONDS} s each, medians; API LOG_LEVEL ${process.env.BENCH_ROUTES_LOG_LEVEL ?? 'info'}`);
    return rows;
  } finally {
    await api.stop();
    await bare?.stop();
  }
}
