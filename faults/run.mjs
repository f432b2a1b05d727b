// `npm run test:faults`: builds the API, then runs every faults/*.test.mjs one file at a time
// (they start and kill real PostgreSQL, Redis, nginx and API processes on fixed private ports).
import { spawnSync } from 'node:child_process';
import { accessSync, constants, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PG_BIN, ROOT } from './lib.mjs';

const NEEDED = [
  `${PG_BIN}/initdb`,
  `${PG_BIN}/pg_ctl`,
  `${PG_BIN}/postgres`,
  'psql',
  'pg_dump',
  'runuser',
  'redis-server',
  'nginx',
];

function onPath(cmd) {
  const dirs = cmd.includes('/') ? [''] : (process.env.PATH ?? '').split(':').concat('/usr/sbin', '/sbin');
  return dirs.some((dir) => {
    try {
      accessSync(dir ? join(dir, cmd) : cmd, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

const missing = NEEDED.filter((cmd) => !onPath(cmd));
if (missing.length) {
  console.error(`faults: cannot run, missing ${missing.join(', ')} (PostgreSQL 15 server binaries, redis-server and nginx are required)`);
  process.exit(1);
}
if (process.getuid?.() !== 0) {
  console.error('faults: must run as root (the private PostgreSQL runs as the postgres OS user via runuser)');
  process.exit(1);
}

const started = Date.now();
const build = spawnSync('npm', ['run', 'build', '-w', '@hearth/api'], { cwd: ROOT, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const files = readdirSync(join(ROOT, 'faults'))
  .filter((f) => f.endsWith('.test.mjs'))
  .sort()
  .map((f) => join('faults', f));
if (!files.length) {
  console.error('faults: no faults/*.test.mjs found');
  process.exit(1);
}

// Shared by the test files: the seeded demo database dump (see seedDemo in lib.mjs).
const cacheDir = mkdtempSync(join(tmpdir(), 'hearth-faults-cache-'));
// A hung test fails after 5 minutes (its after() hooks still stop its servers) instead of holding CI.
const tests = spawnSync(process.execPath, ['--test', '--test-concurrency=1', '--test-timeout=300000', ...files], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, FAULTS_CACHE_DIR: cacheDir },
});
rmSync(cacheDir, { recursive: true, force: true });
console.log(`faults: ${files.length} files in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(tests.status ?? 1);
