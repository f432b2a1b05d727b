// Public pages benchmark: page views per second of the production web server (apps/web/server.mjs,
// Next.js behind the public pages' cache) with demo data, closed loop (autocannon, 50 connections):
// `/`, a service page and `/fr` as a visitor without a session, `/` once more as a browser asking for
// gzip, and `/` signed in as the demo customer (rendered per view, for contrast). The ceiling is a
// bare Node.js server answering the same bytes from memory, measured in rounds alternating with the page. Also
// prints the home page's HTML size and the share of it that is the inline RSC payload.
//
// Settings (all optional): BENCH_PAGES_API_PORT / BENCH_PAGES_WEB_PORT (default 4600 / 3600),
// BENCH_PAGES_DURATION (seconds per round, two rounds each, default 5), BENCH_PAGES_DIST_DIR (the build folder, relative
// to apps/web), BENCH_PAGES_SKIP_BUILD=1 (reuse the previous benchmark build; only when
// NEXT_PUBLIC_API_URL is unchanged).
import { execSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startStack } from '../scripts/stack.mjs';
import { waitForHttp } from './lib.mjs';

const API_PORT = Number(process.env.BENCH_PAGES_API_PORT ?? 4600);
const WEB_PORT = Number(process.env.BENCH_PAGES_WEB_PORT ?? 3600);
const BARE_PORT = WEB_PORT + 1;
const DURATION = Number(process.env.BENCH_PAGES_DURATION ?? 5);
const ROUNDS = 2;
const CONNECTIONS = 50;
/** A build of its own (relative to apps/web), so the benchmark never replaces the one `npm start` serves. */
const DIST_DIR = process.env.BENCH_PAGES_DIST_DIR || 'node_modules/.cache/hearth-bench-pages-next';
const SERVICE = '/services/standard-house-cleaning';
/** The demo customer, whose name the signed-in header shows. */
const CUSTOMER = { email: 'customer@demo.hearth.ca', password: 'Customer123!', fullname: 'Chloé Tremblay' };

/** One GET, the body as sent (still gzip when asked for). */
function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

/** next-auth's sign-in as its form does it: the CSRF token, then the credentials callback. */
async function signIn(webUrl, email, password) {
  const csrf = await get(`${webUrl}/api/auth/csrf`);
  const { csrfToken } = JSON.parse(csrf.body.toString());
  const pairs = (headers) => (headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]);
  const body = new URLSearchParams({ email, password, csrfToken, callbackUrl: webUrl, json: 'true' }).toString();
  const reply = await new Promise((resolve, reject) => {
    const req = request(`${webUrl}/api/auth/callback/credentials`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: pairs(csrf.headers).join('; ') },
    }, resolve);
    req.on('error', reject);
    req.end(body);
  });
  reply.resume();
  const session = pairs(reply.headers).filter((pair) => pair.startsWith('next-auth.session-token'));
  if (!session.length) throw new Error(`signing in as ${email} failed (${reply.statusCode})`);
  return session.join('; ');
}

/** The inline RSC payload's share of a page: the bytes of its `self.__next_f.push` scripts. */
function rscShare(html) {
  const scripts = [...html.matchAll(/<script[^>]*>self\.__next_f\.push\([\s\S]*?<\/script>/g)];
  return scripts.reduce((sum, m) => sum + Buffer.byteLength(m[0]), 0) / Buffer.byteLength(html);
}

/** A bare Node.js server in its own process answering every request with `body` and `headers`. */
async function startBare(body, headers) {
  const code = `
    process.once('message', ({ body, headers }) => {
      const bytes = Buffer.from(body, 'base64');
      const all = { ...headers, 'content-length': bytes.length };
      require('node:http').createServer((req, res) => { res.writeHead(200, all); res.end(bytes); }).listen(${BARE_PORT}, '127.0.0.1');
    });`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  child.send({ body: body.toString('base64'), headers });
  await waitForHttp(`http://127.0.0.1:${BARE_PORT}/`);
  return () => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill('SIGTERM'))));
}

const best = (a, b) => (a && a.rps >= b.rps ? a : b);

async function measure(url, headers) {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION });
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 };
}

export async function pagesBench() {
  const apiUrl = `http://localhost:${API_PORT}`;
  if (process.env.BENCH_PAGES_SKIP_BUILD !== '1') {
    rmSync(join('apps/web', DIST_DIR), { recursive: true, force: true });
    execSync('npm run build -w @hearth/web', { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NEXT_PUBLIC_API_URL: apiUrl, NEXT_DIST_DIR: DIST_DIR } });
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-bench-pages-'));
  const stack = startStack({
    apiPort: API_PORT,
    webPort: WEB_PORT,
    quiet: true,
    env: { HEARTH_DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'warn', NODE_ENV: 'production', DATABASE_URL: '', NEXT_DIST_DIR: DIST_DIR },
  });
  try {
    await stack.ready;
    const session = await signIn(stack.webUrl, CUSTOMER.email, CUSTOMER.password);
    const runs = [
      { page: '/', headers: {} },
      { page: SERVICE, headers: {} },
      { page: '/fr', headers: {} },
      { page: '/ (gzip)', path: '/', headers: { 'accept-encoding': 'gzip' } },
      { page: '/ (signed in)', path: '/', headers: { cookie: session }, signedIn: true },
    ];
    const rows = [];
    const bare = {};
    for (const run of runs) {
      const url = `${stack.webUrl}${run.path ?? run.page}`;
      // Warm the caches (data cache, compiled routes, the page cache) as a visitor after the first finds them.
      for (let i = 0; i < 3; i++) await get(url, run.headers);
      const sample = await get(url, run.headers);
      const cache = sample.headers['x-hearth-page-cache'] ?? 'none';
      if (run.signedIn ? cache !== 'none' || !sample.body.toString().includes(CUSTOMER.fullname) : cache !== 'hit') {
        throw new Error(`${run.page}: served with page cache "${cache}"${run.signedIn ? ', or without the signed-in header' : ''}`);
      }
      if (run.page === '/') console.log(`  home page: ${(sample.body.length / 1024).toFixed(1)} KB of HTML, ${(rscShare(sample.body.toString()) * 100).toFixed(0)}% of it the inline RSC payload`);
      // Rounds alternate between the two servers and each keeps its best: on a machine shared with
      // other work, a round that something else slowed down says little about either.
      let result = null;
      let stopBare = null;
      try {
        if (!run.signedIn) {
          const { 'content-type': type, 'content-encoding': encoding } = sample.headers;
          stopBare = await startBare(sample.body, { 'content-type': type, ...(encoding ? { 'content-encoding': encoding } : {}) });
        }
        for (let round = 0; round < ROUNDS; round++) {
          result = best(result, await measure(url, run.headers));
          if (stopBare) bare[run.page] = Math.max(bare[run.page] ?? 0, (await measure(`http://127.0.0.1:${BARE_PORT}/`, {})).rps);
        }
      } finally {
        await stopBare?.();
      }
      // The signed-in page is compared with the ceiling of the same page seen by a visitor.
      if (run.signedIn) bare[run.page] = bare['/'];
      rows.push({
        page: run.page,
        cache,
        'req/s': result.rps,
        'p50 ms': result.p50,
        'p99 ms': result.p99,
        bytes: sample.body.length,
        'bare req/s': bare[run.page],
        'ratio to bare': `${((100 * result.rps) / bare[run.page]).toFixed(0)}%`,
      });
    }
    return rows;
  } finally {
    stack.stop();
    await stack.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}
