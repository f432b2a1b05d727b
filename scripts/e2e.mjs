// `npm run test:e2e`: builds everything, starts the stack on spare ports with a fresh embedded
// database and demo data, runs the Playwright journeys in the OS Chromium, then stops the stack.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run, startStack } from './stack.mjs';

const CHROMIUM = '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  console.error(`Playwright journeys need the OS Chromium at ${CHROMIUM}: run 'apt-get install -y chromium' (.ci/run does).`);
  process.exit(1);
}

// Spare ports, overridable so two checkouts can run their journeys side by side.
const apiPort = Number(process.env.E2E_API_PORT ?? 4100);
const webPort = Number(process.env.E2E_WEB_PORT ?? 3100);
const dataDir = mkdtempSync(join(tmpdir(), 'hearth-e2e-'));
const apiUrl = `http://localhost:${apiPort}`;
// Another site's page that embeds n8n's own chat client talking to our assistant (n8n-chat.spec.ts).
const partnerOrigin = `http://127.0.0.1:${Number(process.env.E2E_PARTNER_PORT ?? 3300)}`;
// The local push service the field-tool journey starts (the browsers' own are out of reach here).
const pushStubPort = Number(process.env.E2E_PUSH_STUB_PORT ?? 3400);
// Every journey signs in from the same address: lift the per-address sign-in limit (the journey
// that tests the limit itself reads it from the environment).
const authPerMinute = '200';

// E2E_REUSE_BUILD=true skips the build while iterating on a journey (same ports as the last build).
if (process.env.E2E_REUSE_BUILD !== 'true') await run('npm', ['run', 'build'], { env: { ...process.env, NEXT_PUBLIC_API_URL: apiUrl } });
const stack = startStack({
  apiPort,
  webPort,
  quiet: true,
  env: { HEARTH_DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'warn', NODE_ENV: 'production', DATABASE_URL: '', RATE_LIMIT_AUTH_PER_MINUTE: authPerMinute, CHAT_ALLOWED_ORIGINS: partnerOrigin, PUSH_EXTRA_ENDPOINT_ORIGINS: `http://127.0.0.1:${pushStubPort}` },
});
let code = 1;
try {
  await stack.ready;
  await run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    env: { ...process.env, PLAYWRIGHT_BASE_URL: stack.webUrl, API_URL: stack.apiUrl, RATE_LIMIT_AUTH_PER_MINUTE: authPerMinute, PARTNER_ORIGIN: partnerOrigin, E2E_PUSH_STUB_PORT: String(pushStubPort) },
  });
  code = 0;
} catch (err) {
  console.error(err.message);
} finally {
  stack.stop();
  await stack.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
