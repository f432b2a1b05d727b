// Foundation benchmark: login throughput and p99 at the production argon2 cost, and the
// catalogue route against a bare Fastify route returning the same JSON, in one run on this machine.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load, startApi, startBare, waitForHttp } from './lib.mjs';

export async function foundationBench({ databaseUrl }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-bench-'));
  const api = startApi({
    port: 4300,
    env: { HEARTH_DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', SEED_DEMO: 'true', RATE_LIMIT_AUTH_PER_MINUTE: '100000000' },
  });
  let bare;
  try {
    await waitForHttp(`${api.url}/api/health`);
    const catalogue = await (await fetch(`${api.url}/api/category/catelog`)).text();
    bare = startBare({ port: 4301, body: catalogue });
    await waitForHttp(`${bare.url}/bare`);

    const login = await load({
      url: `${api.url}/api/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'customer@demo.hearth.ca', password: 'Customer123!' }),
      connections: 8,
      duration: 10,
    });
    const cat = await load({ url: `${api.url}/api/category/catelog`, connections: 32, duration: 10 });
    const ceiling = await load({ url: `${bare.url}/bare`, connections: 32, duration: 10 });
    return [
      { route: 'POST /api/auth/login (argon2id 19 MiB, t=2)', 'req/s': login.rps.toFixed(0), 'p50 ms': login.p50, 'p99 ms': login.p99, 'vs bare': '' },
      { route: 'GET /api/category/catelog', 'req/s': cat.rps.toFixed(0), 'p50 ms': cat.p50, 'p99 ms': cat.p99, 'vs bare': `${((cat.rps / ceiling.rps) * 100).toFixed(0)}%` },
      { route: 'bare Fastify, same JSON', 'req/s': ceiling.rps.toFixed(0), 'p50 ms': ceiling.p50, 'p99 ms': ceiling.p99, 'vs bare': '100%' },
    ];
  } finally {
    await bare?.stop();
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
