// Helpers for fault tests: private PostgreSQL and Redis servers that a test may stop and start at
// will, API processes from the built bundle (apps/api/dist/main.js), and small HTTP/WebSocket clients.
// Everything started here is stopped when the test process exits, even after a failed assertion.
//
// Stable API (faults/cluster.test.mjs imports it):
//   startPostgres({ port })      → { url, stop(mode), start(), remove() }   throwaway cluster, trust auth
//   seedDemo(pg, { apiPort })    loads the demo data (cached as a dump after the first time)
//   startRedis({ port })         → { url, stop(), start() }                   no persistence
//   startApi({ port, env, ... }) → { url, port, logs(), kill(signal), stop(), restart(), exited }
//   waitFor(check, { timeoutMs, label })   polls an async check until it returns a truthy value
//   api(baseUrl)                 → (method, path, { token, body, headers, timeoutMs }) → { status, body, headers, ms }
//   openSocket(baseUrl, { userId, token }) → { messages, waitFor(event, pred, ms), close() }  (token sent as a subprotocol)
//   signUpCustomer(call, name) (email verified) / login(call, email, password) / slot(daysAhead, hourUtc) / bookingBody(serviceId, over)
//   psql(url, sql)               → rows of a query as arrays of strings (checks the database directly)
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createConnection } from 'node:net';
import WebSocket from 'ws';

export const ROOT = resolve(import.meta.dirname, '..');
export const PG_BIN = '/usr/lib/postgresql/15/bin';
export const API_MAIN = join(ROOT, 'apps/api/dist/main.js');

const cleanups = new Set();
/** Stops everything still running when the test process ends (synchronously: no await at exit). */
process.on('exit', () => {
  for (const fn of cleanups) {
    try {
      fn();
    } catch {
      // best effort at exit: the process is going away
    }
  }
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` (async, returns truthy when done) until it succeeds or the time runs out. */
export async function waitFor(check, { timeoutMs = 30_000, intervalMs = 200, label = 'condition' } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (err) {
      lastError = err;
    }
    if (Date.now() > deadline) throw new Error(`${label} not reached within ${timeoutMs / 1000}s${lastError ? `: ${lastError.message}` : ''}`);
    await sleep(intervalMs);
  }
}

function runSync(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { encoding: 'utf8', ...opts });
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${res.status}): ${res.stderr || res.stdout}`);
  return res.stdout;
}

const asPostgres = (cmd, args) => ['runuser', ['-u', 'postgres', '--', cmd, ...args]];

function portAnswers(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Fails at once when something (a leftover from an earlier run, another engineer) holds the port. */
async function assertPortFree(port, what) {
  if (await portAnswers(port)) throw new Error(`port ${port} for ${what} is already in use; stop whatever holds it`);
}

/**
 * A throwaway PostgreSQL 15 cluster in a temp dir, run as the postgres OS user (initdb refuses root),
 * on 127.0.0.1:`port` with trust auth and database `hearth`. fsync is off: the tests kill the server
 * on purpose, never the machine, and WAL handed to the OS survives a killed server. synchronous_commit
 * stays on: with it off, a commit is acknowledged before its WAL leaves PostgreSQL, so an immediate
 * stop loses bookings the API already confirmed (the restart test caught exactly that). Fault ports
 * stay below 32768, where Linux's ephemeral range starts: above it, any client connection may be
 * holding the port at that moment.
 */
export async function startPostgres({ port = 25432 } = {}) {
  await assertPortFree(port, 'PostgreSQL');
  const dir = mkdtempSync(join(tmpdir(), 'hearth-faults-pg-'));
  chownSync(dir, Number(runSync('id', ['-u', 'postgres']).trim()), Number(runSync('id', ['-g', 'postgres']).trim()));
  const data = join(dir, 'data');
  runSync(...asPostgres(`${PG_BIN}/initdb`, ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']));
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c full_page_writes=off -c max_connections=100`;
  let running = false;
  const pgCtl = (args) => runSync(...asPostgres(`${PG_BIN}/pg_ctl`, ['-D', data, ...args]));
  const server = {
    url: `postgres://postgres@127.0.0.1:${port}/hearth`,
    port,
    dir,
    /** Starts (again) and waits until it accepts connections. */
    async start() {
      try {
        pgCtl(['-o', options, '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start']);
      } catch (err) {
        // pg_ctl only says "examine the log output"; the log is deleted with the dir, so show it here.
        const log = existsSync(join(dir, 'server.log')) ? readFileSync(join(dir, 'server.log'), 'utf8').slice(-2000) : '(no server log)';
        throw new Error(`${err.message}\nserver.log:\n${log}`);
      }
      running = true;
    },
    /** `immediate` kills the server without a checkpoint (like a crash); `fast` disconnects clients and shuts down cleanly. */
    async stop(mode = 'fast') {
      if (!running) return;
      pgCtl(['-m', mode, '-w', '-t', '60', 'stop']);
      running = false;
    },
    /** Stops it and deletes its files. */
    async remove() {
      await server.stop('immediate').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
      cleanups.delete(cleanup);
    },
  };
  const cleanup = () => {
    if (running) spawnSync(...asPostgres(`${PG_BIN}/pg_ctl`, ['-D', data, '-m', 'immediate', '-w', 'stop']));
    rmSync(dir, { recursive: true, force: true });
  };
  cleanups.add(cleanup);
  await server.start();
  runSync('psql', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', 'postgres', '-qc', 'create database hearth']);
  return server;
}

/**
 * Loads the demo data (SEED_DEMO=true: catalogue, demo customer, approved demo provider) into the
 * server's `hearth` database. Seeding through the API takes ~25 s here (image variants), so the first
 * call per API build dumps the result and later calls restore the dump (~1 s). The dump lives in
 * FAULTS_CACHE_DIR (faults/run.mjs sets and removes it) or in a temp dir removed at exit.
 */
export async function seedDemo(pg, { apiPort = 4399 } = {}) {
  const dump = join(cacheDir(), `seed-${createHash('sha256').update(readFileSync(API_MAIN)).digest('hex').slice(0, 16)}.sql`);
  if (!existsSync(dump)) {
    const seeder = await startApi({ port: apiPort, databaseUrl: pg.url, env: { SEED_DEMO: 'true' }, readyTimeoutMs: 120_000 });
    await seeder.stop();
    runSync('pg_dump', ['--no-owner', '--no-privileges', '-f', `${dump}.partial`, pg.url]);
    renameSync(`${dump}.partial`, dump);
    return;
  }
  runSync('psql', [pg.url, '-Xq', '-v', 'ON_ERROR_STOP=1', '-f', dump]);
}

let privateCacheDir;
function cacheDir() {
  if (process.env.FAULTS_CACHE_DIR) return process.env.FAULTS_CACHE_DIR;
  if (!privateCacheDir) {
    privateCacheDir = mkdtempSync(join(tmpdir(), 'hearth-faults-cache-'));
    cleanups.add(() => rmSync(privateCacheDir, { recursive: true, force: true }));
  }
  return privateCacheDir;
}

/** Runs one SQL statement with psql and returns its rows as arrays of strings. */
export function psql(url, query) {
  const out = runSync('psql', [url, '-XAtq', '-F', '\t', '-v', 'ON_ERROR_STOP=1', '-c', query]);
  return out
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => l.split('\t'));
}

/** A private redis-server without persistence on 127.0.0.1:`port`. */
export async function startRedis({ port = 6390 } = {}) {
  await assertPortFree(port, 'Redis');
  let child = null;
  const server = {
    url: `redis://127.0.0.1:${port}`,
    port,
    async start() {
      child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      const started = child;
      started.once('exit', () => {
        if (child === started) child = null;
      });
      await waitFor(() => portAnswers(port), { timeoutMs: 10_000, label: `redis-server on ${port}` });
    },
    /** Kills it (SIGKILL: clients see their connections drop, as when Redis crashes). */
    async stop() {
      if (!child) return;
      const exiting = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exiting;
    },
  };
  cleanups.add(() => child?.kill('SIGKILL'));
  await server.start();
  return server;
}

/**
 * An API process from the built bundle, in its own process group, listening on 127.0.0.1:`port`.
 * `env` is added to test defaults (HEARTH_ENV=test, LOG_LEVEL=warn, fast outbox). Resolves once
 * /api/health answers 200. Its output is kept (`logs()`) to explain a failure.
 */
export async function startApi({ port, databaseUrl, env = {}, readyTimeoutMs = 60_000 }) {
  if (!existsSync(API_MAIN)) throw new Error(`${API_MAIN} is missing: build the API first (npm run build -w @hearth/api)`);
  await assertPortFree(port, 'the API');
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-faults-api-'));
  let output = '';
  let child = null;
  let exited = null;
  const instance = {
    url,
    port,
    get pid() {
      return child?.pid;
    },
    logs: () => output,
    /** Resolves with the exit code (or signal) of the current process. */
    get exited() {
      return exited;
    },
    async start() {
      child = spawn(process.execPath, [API_MAIN], {
        cwd: ROOT,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          PATH: process.env.PATH,
          HEARTH_ENV: 'test',
          LOG_LEVEL: 'warn',
          HOST: '127.0.0.1',
          PORT: String(port),
          PUBLIC_API_URL: url,
          HEARTH_DATA_DIR: dataDir,
          OUTBOX_POLL_MS: '100',
          PASSWORD_HASH_MEMORY_KIB: '1024',
          PASSWORD_HASH_ITERATIONS: '1',
          RATE_LIMIT_AUTH_PER_MINUTE: '1000',
          RATE_LIMIT_BOOKINGS_PER_MINUTE: '10000',
          ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
          ...env,
        },
      });
      const current = child;
      const keep = (chunk) => {
        output += chunk;
        if (output.length > 200_000) output = output.slice(-100_000);
      };
      current.stdout.on('data', keep);
      current.stderr.on('data', keep);
      exited = new Promise((r) => current.once('exit', (code, signal) => r(code ?? signal)));
      const died = exited.then((code) => {
        throw new Error(`API on ${port} exited (${code}) while starting:\n${output.slice(-4000)}`);
      });
      const healthy = waitFor(
        async () => {
          const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
          return res.ok;
        },
        { timeoutMs: readyTimeoutMs, label: `API on ${port} healthy` },
      );
      await Promise.race([healthy, died]);
      died.catch(() => undefined);
    },
    /** Sends `signal` to the whole process group and waits for the process to exit. */
    async kill(signal = 'SIGKILL') {
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      try {
        process.kill(-child.pid, signal);
      } catch {
        return; // already gone
      }
      await exited;
    },
    async stop() {
      await instance.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
    /** True while the process has not exited. */
    alive: () => Boolean(child) && child.exitCode === null && child.signalCode === null,
  };
  cleanups.add(() => {
    if (instance.alive()) process.kill(-child.pid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });
  await instance.start();
  return instance;
}

/**
 * A JSON client for one API: `call(method, path, { token, body, headers, timeoutMs })`.
 * Network failures (refused, reset, timed out) resolve to `{ status: 0, error }` instead of throwing,
 * so a burst can record which requests got no answer.
 */
export function api(baseUrl) {
  return async function call(method, path, { token, body, headers = {}, timeoutMs = 15_000 } = {}) {
    const started = Date.now();
    try {
      const res = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
        body: body !== undefined ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await res.text();
      let parsed;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = text;
      }
      return { status: res.status, body: parsed, headers: res.headers, ms: Date.now() - started };
    } catch (err) {
      return { status: 0, error: err.cause?.code ?? err.name ?? String(err), body: null, headers: new Headers(), ms: Date.now() - started };
    }
  };
}

/** Throws with the response in the message unless the status is the expected one. */
export function expectStatus(res, status, what) {
  if (res.status !== status) throw new Error(`${what}: expected ${status}, got ${res.status} ${JSON.stringify(res.body ?? res.error)}`);
  return res.body;
}

let emailCounter = 0;
/**
 * Signs up a new customer through the API and opens the emailed verification link (bookings need a
 * verified email); returns { id, token, email, password }.
 */
export async function signUpCustomer(call, firstName = 'Fault') {
  const email = `${firstName.toLowerCase()}-${process.pid}-${Date.now()}-${++emailCounter}@faults.hearth.test`;
  const password = 'fault-tolerant-9';
  expectStatus(await call('POST', '/api/auth/signup', { body: { firstName, lastName: 'Tester', email, password, repassword: password } }), 201, `sign up ${email}`);
  const verifyToken = await waitFor(
    async () => {
      const mail = (await call('GET', '/api/dev/outbox')).body?.find((m) => m.to === email && m.subject === 'Verify your email for Hearth');
      return mail?.body.match(/\/verify-email\/([A-Za-z0-9_-]+)/)?.[1];
    },
    { label: `verification email to ${email}` },
  );
  expectStatus(await call('GET', `/api/auth/verify-email/${verifyToken}`), 200, `verify ${email}`);
  return { ...(await login(call, email, password)), email, password };
}

export async function login(call, email, password) {
  const body = expectStatus(await call('POST', '/api/auth/login', { body: { email, password } }), 200, `log in ${email}`);
  return { id: body.data.user._id, token: body.data.token };
}

/** The demo accounts SEED_DEMO=true creates (apps/api/src/db/seed/demo.ts). */
export const DEMO = {
  customer: { email: 'customer@demo.hearth.ca', password: 'Customer123!' },
  provider: { email: 'provider@demo.hearth.ca', password: 'Provider123!' },
};

/**
 * A bookable start `daysAhead` days from now at `hourUtc`:00 UTC. 13–21 UTC is 08:00–16:00 in
 * Toronto in winter and 09:00–17:00 in summer, inside the bookable 08:00–18:00 window either way.
 */
export function slot(daysAhead = 3, hourUtc = 15) {
  const d = new Date(Date.now() + daysAhead * 86_400_000);
  d.setUTCHours(hourUtc, 0, 0, 0);
  return d.toISOString();
}

/** A valid POST /api/booking body in the demo provider's area (M5V), paid with the local test Visa. */
export function bookingBody(serviceId, over = {}) {
  return {
    serviceId,
    scheduledAt: slot(),
    quantity: 1,
    address: { name: 'Maya Roy', phonenumber: '416-555-0142', street: '12 Front St W', city: 'Toronto', province: 'ON', country: 'Canada', postcode: 'M5V 2T6' },
    note: 'Fault test booking.',
    phonenumber: '416-555-0142',
    email: 'maya@example.ca',
    zipcode: 'M5V 2T6',
    paymentMethodId: 'pm_card_visa',
    ...over,
  };
}

/** Looks up a catalogue service by its slug through the public API. */
export async function serviceId(call, slug = 'standard-house-cleaning') {
  const res = await call('GET', `/api/service/${slug}`);
  const id = res.body?.data?._id ?? res.body?.data?.service?._id;
  if (!id) throw new Error(`no service ${slug}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  return id;
}

/** An authenticated realtime socket (`/ws?userId=`, the token as the `hearth` subprotocol's companion, as browsers send it) that records `{ event, data }` messages. */
export function openSocket(baseUrl, { userId, token }) {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws?${new URLSearchParams({ userId })}`, ['hearth', token]);
  const messages = [];
  socket.on('message', (raw) => messages.push(JSON.parse(String(raw))));
  const closed = new Promise((r) => socket.once('close', (code) => r(code)));
  return new Promise((resolve, reject) => {
    socket.once('unexpected-response', (_req, res) => reject(new Error(`WebSocket upgrade refused: ${res.statusCode}`)));
    socket.once('error', reject);
    socket.once('open', () =>
      resolve({
        messages,
        closed,
        close: () => socket.close(),
        /** Waits for a message of `event` whose data passes `match`. */
        waitFor: (event, match = () => true, timeoutMs = 10_000) =>
          waitFor(() => messages.find((m) => m.event === event && match(m.data)), { timeoutMs, intervalMs: 50, label: `${event} on the socket` }),
      }),
    );
  });
}
