// Runs the API suite against embedded PGlite, then again against PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

function run(label, env) {
  console.log(`\n▶ API tests on ${label}`);
  const r = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

run('PGlite (embedded)', { HEARTH_TEST_DRIVER: 'pglite' });
if (process.env.TEST_DATABASE_URL) run(`PostgreSQL (${process.env.TEST_DATABASE_URL})`, { HEARTH_TEST_DRIVER: 'pg' });
else console.log('\nTEST_DATABASE_URL is not set: the PostgreSQL pass did not run (.ci/run sets it when a server answers).');
