// Shared pieces of the benchmarks: start a server process, drive it with autocannon, print a table.
import { fork, spawn } from 'node:child_process';
import autocannon from 'autocannon';
import pg from 'pg';

export async function waitForHttp(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} not ready after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * The built API as a child process, as `npm start` and the Docker image run it (NODE_ENV=production:
 * React renders emails in its production build and answers are not checked against their
 * contracts); `nodeArgs` go to node itself (e.g. --cpu-prof). BENCH_API_ENTRY runs another build
 * (a copy of an older dist/main.js) for before-and-after figures in one sitting, and
 * BENCH_API_NODE_ENV=development measures it the way the benchmarks did before they set production.
 */
export function startApi({ port, env, nodeArgs = [] }) {
  const entry = process.env.BENCH_API_ENTRY ?? 'apps/api/dist/main.js';
  const child = spawn(process.execPath, [...nodeArgs, entry], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NODE_ENV: process.env.BENCH_API_NODE_ENV ?? 'production', PORT: String(port), LOG_LEVEL: 'warn', ...env } });
  return { child, url: `http://127.0.0.1:${port}`, stop: () => stop(child) };
}

/** A bare Fastify server: GET /bare answers `body`, or each path of `bodies` answers its own. */
export function startBare({ port, body, bodies }) {
  const env = { ...process.env, PORT: String(port), ...(bodies ? { BARE_BODIES: JSON.stringify(bodies) } : { BARE_BODY: body }) };
  const child = fork('bench/bare-server.mjs', { env, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return { child, url: `http://127.0.0.1:${port}`, stop: () => stop(child) };
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** Runs autocannon and returns requests/s and latency percentiles (ms); fails on any non-2xx. */
export async function load({ url, method = 'GET', headers, body, connections = 20, duration = 10 }) {
  const result = await autocannon({ url, method, headers, body, connections, duration });
  const errors = result.errors + result.timeouts + result.non2xx;
  if (errors > 0) throw new Error(`${method} ${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, total: result.requests.total };
}

export function table(rows) {
  const cols = Object.keys(rows[0]);
  const width = cols.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(width[i])).join(' | ')} |`;
  return [line(cols), line(width.map((w) => '-'.repeat(w))), ...rows.map((r) => line(cols.map((c) => r[c])))].join('\n');
}

/** A database of its own on the server at `serverUrl` (named after `label`), and a way to drop it. */
export async function createScratchDatabase(serverUrl, label) {
  const name = `hearth_bench_${label}_${process.pid}_${Date.now().toString(36)}`;
  const onServer = async (statement) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await onServer(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`drop database if exists ${name} with (force)`) };
}
