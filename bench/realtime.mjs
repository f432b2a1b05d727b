// Realtime benchmark (issue 4): one API instance holds 5,000 authenticated sockets while events
// for random users are raised through the API at a fixed rate, each raise fanning out to a few
// recipients; measures delivery latency (raise → socket), events per second, and the API's memory
// per socket.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { SignJWT } from 'jose';
import WebSocket from 'ws';
import { startApi, waitForHttp } from './lib.mjs';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 5000);
const RATE = Number(process.env.BENCH_EVENTS_PER_SECOND ?? 1000);
const SECONDS = 10;
const WARMUP_SECONDS = 2;
/** Recipients per raised event, as when a new booking alerts every matching provider at once. */
const FANOUT = Number(process.env.BENCH_FANOUT ?? 10);
const SECRET = 'bench-only-secret-0123456789-0123456789';
const PORT = 4310;

const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function seedUsers(dataDir, n) {
  // The API is stopped here, so the bench can write to the embedded database directly.
  const db = new PGlite(join(dataDir, 'pglite'));
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

const sign = (sub, role) =>
  new SignJWT({ role, tv: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject(sub).setIssuer('hearth-api').setAudience('hearth').setIssuedAt().setExpirationTime('2h').sign(new TextEncoder().encode(SECRET));

export async function realtimeBench() {
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-bench-rt-'));
  const env = { HEARTH_DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'true', JWT_SECRET: SECRET, OUTBOX_POLL_MS: '1000' };
  let api = startApi({ port: PORT, env });
  await waitForHttp(`${api.url}/api/health`); // migrations + demo admin
  await api.stop();
  const { userIds, adminId } = await seedUsers(dataDir, SOCKETS);
  api = startApi({ port: PORT, env });
  const sockets = [];
  try {
    await waitForHttp(`${api.url}/api/health`);
    const adminToken = await sign(adminId, 'admin');
    const rssBefore = rssKb(api.child.pid);

    const latencies = [];
    const opened = Date.now();
    for (let i = 0; i < userIds.length; i += 250) {
      await Promise.all(
        userIds.slice(i, i + 250).map(async (id) => {
          const token = await sign(id, 'customer');
          const ws = new WebSocket(`ws://127.0.0.1:${PORT}/ws?userId=${id}&token=${token}`);
          ws.on('message', (raw) => {
            const { sentAt, warmup } = JSON.parse(String(raw)).data;
            if (!warmup) latencies.push(Date.now() - sentAt);
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
    for (;;) {
      if (warmup && Date.now() - started >= WARMUP_SECONDS * 1000) {
        await Promise.all(inflight.splice(0));
        await new Promise((r) => setTimeout(r, 500));
        warmup = false;
        sent = 0;
        failed = 0;
        started = Date.now();
      }
      if (!warmup && Date.now() - started >= SECONDS * 1000) break;
      const due = Math.floor(((Date.now() - started) / 1000) * RATE);
      while (sent < due) {
        sent += FANOUT;
        const recipients = new Set();
        while (recipients.size < FANOUT) recipients.add(userIds[Math.floor(Math.random() * userIds.length)]);
        inflight.push(
          fetch(`${api.url}/api/dev/notify`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
            body: JSON.stringify({ userIds: [...recipients], event: 'NewBookingAlert', message: 'New Booking Available', data: { sentAt: Date.now(), warmup } }),
          }).then(
            (r) => {
              if (!r.ok) failed += FANOUT;
              return r.arrayBuffer();
            },
            () => (failed += FANOUT),
          ),
        );
      }
      await new Promise((r) => setTimeout(r, 5));
    }
    await Promise.all(inflight);
    const deadline = Date.now() + 10_000;
    while (latencies.length < sent - failed && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const elapsed = (Date.now() - started) / 1000;
    const sorted = [...latencies].sort((a, b) => a - b);
    return [
      {
        sockets: sockets.length,
        'open s': openSeconds.toFixed(1),
        'KiB/socket (API RSS)': ((rssAfter - rssBefore) / sockets.length).toFixed(1),
        'target ev/s': RATE,
        'recipients/raise': FANOUT,
        'delivered ev/s': (latencies.length / elapsed).toFixed(0),
        'p50 ms': percentile(sorted, 50),
        'p99 ms': percentile(sorted, 99),
        lost: sent - failed - latencies.length,
        'failed deliveries': failed,
      },
    ];
  } finally {
    for (const ws of sockets) ws.terminate();
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
