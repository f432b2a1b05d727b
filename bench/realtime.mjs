// Realtime benchmark: one API instance holds 5,000 authenticated sockets while events
// for random users are raised through the API at a fixed rate, each raise fanning out to a few
// recipients; measures delivery latency (raise → socket), events per second, the API's memory per
// socket, and where the CPU went (API, this load generator, the whole machine) while measuring.
// Embedded PGlite in a temporary folder by default; with BENCH_DATABASE_URL, a scratch database
// created on that PostgreSQL server and dropped afterwards, so every run starts from the same state.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { SignJWT } from 'jose';
import WebSocket from 'ws';
import { createScratchDatabase, startApi, waitForHttp } from './lib.mjs';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 5000);
const RATE = Number(process.env.BENCH_EVENTS_PER_SECOND ?? 1000);
/** A whole heartbeat round of the hub (30 s), so the measurement includes pinging every socket once. */
const SECONDS = 30;
const WARMUP_SECONDS = 2;
/** Recipients per raised event, as when a new booking alerts every matching provider at once. */
const FANOUT = Number(process.env.BENCH_FANOUT ?? 10);
const SECRET = 'bench-only-secret-0123456789-0123456789';
const PORT = 4310;

const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
/** CPU time of a process in seconds (user + system; /proc counts in 1/100 s). */
const cpuSeconds = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
/** Busy and total jiffies of the whole machine, to tell our load from everyone else's. */
const machineTicks = () => {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const total = ticks.reduce((a, b) => a + b, 0);
  return { busy: total - ticks[3] - ticks[4], total }; // idle and iowait are not busy
};


/** A connection for seeding: PostgreSQL, or the embedded database while the API is stopped. */
async function openSeedConnection({ databaseUrl, dataDir }) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return { query: (text, params) => client.query(text, params), close: () => client.end() };
  }
  const db = new PGlite(join(dataDir, 'pglite'));
  return { query: (text, params) => db.query(text, params), close: () => db.close() };
}

async function seedUsers(target, n) {
  const db = await openSeedConnection(target);
  const users = await db.query(
    `insert into users (email, password_hash, first_name, role)
     select 'bench' || g || '@bench.hearth.ca', 'not-a-login', 'Bench', 'customer' from generate_series(1, $1::int) g
     returning id`,
    [n],
  );
  const admin = await db.query(`select id from users where role = 'admin' limit 1`);
  await db.close();
  return { userIds: users.rows.map((r) => r.id), adminId: admin.rows[0].id };
}

/**
 * Raises go over a bounded pool of kept-alive connections, like an app server's: `fetch` costs this
 * process (which shares the cores with the API) about 4x the CPU per request, and when the API
 * stalls it opens a new connection per waiting request, whose dropped SYNs come back seconds later.
 */
function post(agent, url, token, body) {
  return new Promise((resolve) => {
    const headers = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: `Bearer ${token}` };
    const req = http.request(url, { method: 'POST', agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode >= 200 && res.statusCode < 300));
    });
    req.on('error', () => resolve(false));
    req.end(body);
  });
}

const sign = (sub, role) =>
  new SignJWT({ role, tv: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject(sub).setIssuer('hearth-api').setAudience('hearth').setIssuedAt().setExpirationTime('2h').sign(new TextEncoder().encode(SECRET));

export async function realtimeBench({ databaseUrl = process.env.BENCH_DATABASE_URL } = {}) {
  const load1m = loadavg()[0]; // before we add our own
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-bench-rt-'));
  const scratch = databaseUrl ? await createScratchDatabase(databaseUrl, 'rt') : null;
  // Every socket comes from this machine's one address: lift the per-address cap past the socket count.
  const env = { HEARTH_DATA_DIR: dataDir, DATABASE_URL: scratch?.url ?? '', SEED_DEMO: 'true', JWT_SECRET: SECRET, OUTBOX_POLL_MS: '1000', WS_MAX_CONNECTIONS_PER_ADDRESS: String(SOCKETS) };
  let api = startApi({ port: PORT, env });
  const sockets = [];
  const raiseAgent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  try {
    await waitForHttp(`${api.url}/api/health`); // migrations + demo admin
    await api.stop();
    const { userIds, adminId } = await seedUsers({ databaseUrl: scratch?.url, dataDir }, SOCKETS);
    api = startApi({ port: PORT, env });
    await waitForHttp(`${api.url}/api/health`);
    const adminToken = await sign(adminId, 'admin');
    const rssBefore = rssKb(api.child.pid);

    const latencies = [];
    const received = new Set(); // raise × recipient, to count duplicates (delivery is at least once)
    let duplicates = 0;
    const opened = Date.now();
    for (let i = 0; i < userIds.length; i += 250) {
      await Promise.all(
        userIds.slice(i, i + 250).map(async (id) => {
          const token = await sign(id, 'customer');
          const ws = new WebSocket(`ws://127.0.0.1:${PORT}/ws?userId=${id}`, ['hearth', token]); // as browsers send the token
          ws.on('message', (raw) => {
            const { sentAt, warmup, raise } = JSON.parse(String(raw)).data;
            if (warmup) return;
            const key = `${raise}/${id}`;
            if (received.has(key)) return void duplicates++;
            received.add(key);
            latencies.push(Date.now() - sentAt);
          });
          await new Promise((resolve, reject) => {
            ws.once('open', resolve);
            ws.once('error', reject);
          });
          sockets.push(ws);
        }),
      );
    }
    const openSeconds = (Date.now() - opened) / 1000;
    await new Promise((r) => setTimeout(r, 1000));
    const rssAfter = rssKb(api.child.pid);

    // Raise RATE events per second through the API: WARMUP seconds unmeasured (JIT, pools), then SECONDS measured.
    let sent = 0;
    let failed = 0;
    let started = Date.now();
    const inflight = [];
    let warmup = true;
    const loopDelay = monitorEventLoopDelay({ resolution: 5 });
    let cpuBefore;
    for (;;) {
      if (warmup && Date.now() - started >= WARMUP_SECONDS * 1000) {
        await Promise.all(inflight.splice(0));
        await new Promise((r) => setTimeout(r, 500));
        warmup = false;
        sent = 0;
        failed = 0;
        started = Date.now();
        cpuBefore = { api: cpuSeconds(api.child.pid), bench: process.cpuUsage(), machine: machineTicks() };
        loopDelay.enable();
      }
      if (!warmup && Date.now() - started >= SECONDS * 1000) break;
      const due = Math.floor(((Date.now() - started) / 1000) * RATE);
      while (sent < due) {
        sent += FANOUT;
        const recipients = new Set();
        while (recipients.size < FANOUT) recipients.add(userIds[Math.floor(Math.random() * userIds.length)]);
        const body = JSON.stringify({ userIds: [...recipients], event: 'NewBookingAlert', message: 'New Booking Available', data: { sentAt: Date.now(), warmup, raise: sent } });
        inflight.push(
          post(raiseAgent, `${api.url}/api/dev/notify`, adminToken, body).then((ok) => {
            if (!ok) failed += FANOUT;
          }),
        );
      }
      await new Promise((r) => setTimeout(r, 5));
    }
    await Promise.all(inflight);
    const raisedFor = (Date.now() - started) / 1000;
    const cpu = { api: cpuSeconds(api.child.pid) - cpuBefore.api, bench: process.cpuUsage(cpuBefore.bench), machine: machineTicks() };
    loopDelay.disable();
    const deadline = Date.now() + 10_000;
    while (latencies.length < sent - failed && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const elapsed = (Date.now() - started) / 1000;
    const sorted = [...latencies].sort((a, b) => a - b);
    const pct = (part) => `${((part / raisedFor) * 100).toFixed(0)}%`;
    return [
      {
        database: scratch ? 'PostgreSQL' : 'PGlite',
        'load 1m': load1m.toFixed(2),
        sockets: sockets.length,
        'open s': openSeconds.toFixed(1),
        'KiB/socket (API RSS)': ((rssAfter - rssBefore) / sockets.length).toFixed(1),
        'target ev/s': RATE,
        'recipients/raise': FANOUT,
        'delivered ev/s': (latencies.length / elapsed).toFixed(0),
        'p50 ms': percentile(sorted, 50),
        'p99 ms': percentile(sorted, 99),
        'max ms': sorted.at(-1),
        lost: sent - failed - latencies.length,
        duplicates,
        'failed deliveries': failed,
        // One core = 100%; the machine column is every process on every core (2 cores = 200%).
        'API CPU': pct(cpu.api),
        'bench CPU': pct((cpu.bench.user + cpu.bench.system) / 1e6),
        'machine CPU': `${(((cpu.machine.busy - cpuBefore.machine.busy) / (cpu.machine.total - cpuBefore.machine.total)) * 100 * cpus().length).toFixed(0)}%`,
        'bench loop lag p99 ms': (loopDelay.percentile(99) / 1e6).toFixed(0),
      },
    ];
  } finally {
    raiseAgent.destroy();
    for (const ws of sockets) ws.terminate();
    await api.stop();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
