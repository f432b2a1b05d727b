// Memory benchmark: the API's resident memory (VmRSS from /proc, so Linux only) once it answers with the demo
// data, again after it has sat idle, and its peak (VmHWM). The embedded PGlite is measured on its first start
// (creates the database and seeds the demo data) and on a restart over the same folder; with BENCH_DATABASE_URL,
// also on a scratch PostgreSQL database beside it, where the database's memory is the server's, not the API's.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase, startApi, waitForHttp } from './lib.mjs';

const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 20);
const PORT = 4340;

/** kB figures of /proc/<pid>/status, in MB. */
function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field) => Math.round(Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))[1]) / 1024);
  return { rss: mb('VmRSS'), peak: mb('VmHWM') };
}

async function measureStart(database, start, env) {
  const t0 = Date.now();
  const api = startApi({ port: PORT, env: { SEED_DEMO: 'true', ...env } });
  try {
    const exited = new Promise((_, fail) => api.child.once('exit', (code) => fail(new Error(`the API exited (code ${code}) before answering`))));
    exited.catch(() => undefined); // it also exits when stopped below
    await Promise.race([waitForHttp(`${api.url}/api/health`, 120_000), exited]);
    const ready = ((Date.now() - t0) / 1000).toFixed(1);
    const atReady = memory(api.child.pid);
    await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
    const idle = memory(api.child.pid);
    return { database, start, 'ready s': ready, 'RSS ready MB': atReady.rss, [`RSS after ${IDLE_SECONDS} s idle MB`]: idle.rss, 'peak MB': idle.peak };
  } finally {
    await api.stop();
  }
}


export async function embeddedMemoryBench() {
  const rows = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-bench-mem-'));
  try {
    const env = { HEARTH_DATA_DIR: dataDir, DATABASE_URL: '' };
    rows.push(await measureStart('embedded PGlite', 'first (create + seed)', env));
    rows.push(await measureStart('embedded PGlite', 'restart', env));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (process.env.BENCH_DATABASE_URL) {
    const scratch = await createScratchDatabase(process.env.BENCH_DATABASE_URL, 'mem');
    const pgDataDir = mkdtempSync(join(tmpdir(), 'hearth-bench-mem-'));
    try {
      rows.push(await measureStart('PostgreSQL (API process only)', 'first (migrate + seed)', { HEARTH_DATA_DIR: pgDataDir, DATABASE_URL: scratch.url }));
    } finally {
      await scratch.drop();
      rmSync(pgDataDir, { recursive: true, force: true });
    }
  }
  return rows;
}
