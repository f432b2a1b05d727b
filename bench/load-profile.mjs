// Where the load benchmark's time goes, route by route: `node bench/load-profile.mjs [requests]`
// sends the mix's requests one at a time to the API on the seeded load database (bench/load.mjs
// seeds it) and prints each route's latency and the API's CPU per request. One at a time, the
// figures hold even on a busy machine better than the open-loop climb does. BENCH_LOAD_CPU_PROF=dir
// also writes a V8 CPU profile of the API there.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { table, startApi, waitForHttp } from './lib.mjs';
import { API_PORT, apiEnv, databaseUrl, loadFixtures, mixer, send, signTokens } from './load.mjs';

const REQUESTS = Number(process.argv[2] ?? 3000);
const cpuSeconds = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
/** '/api/booking/3f…/accept?x=1' → '/api/booking/:id/accept'. */
const route = (req) => `${req.method ?? 'GET'} ${req.path.replace(/[0-9a-f-]{36}/g, ':id').replace(/\/api\/(service|review\/service)\/[^?]+/, '/api/$1/:slug')}`;

const url = databaseUrl();
const fixtures = await loadFixtures(url);
const next = mixer(fixtures, signTokens(fixtures), 2);
const profileDir = process.env.BENCH_LOAD_CPU_PROF;
const api = startApi({ port: API_PORT, env: apiEnv(url), nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [] });
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
try {
  await waitForHttp(`${api.url}/api/health`, 120_000);
  for (let i = 0; i < 200; i++) await send(agent, api.url, next()); // warm-up
  const routes = new Map();
  for (let i = 0; i < REQUESTS; i++) {
    const req = next();
    const cpu0 = cpuSeconds(api.child.pid);
    const t0 = performance.now();
    const status = await send(agent, api.url, req);
    const ms = performance.now() - t0;
    const r = routes.get(route(req)) ?? { latencies: [], cpu: 0, statuses: {} };
    routes.set(route(req), r);
    r.latencies.push(ms);
    r.cpu += cpuSeconds(api.child.pid) - cpu0;
    r.statuses[status] = (r.statuses[status] ?? 0) + 1;
  }
  const rows = [...routes]
    .map(([name, r]) => {
      const sorted = r.latencies.sort((a, b) => a - b);
      return {
        route: name,
        requests: sorted.length,
        statuses: Object.entries(r.statuses)
          .map(([s, n]) => `${s}×${n}`)
          .join(' '),
        'p50 ms': percentile(sorted, 50).toFixed(1),
        'p99 ms': percentile(sorted, 99).toFixed(1),
        'API CPU ms/req': ((r.cpu * 1000) / sorted.length).toFixed(2),
      };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
  console.log(table(rows));
} finally {
  agent.destroy();
  await api.stop();
}
