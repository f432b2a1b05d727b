// `npm run start:cluster`: Hearth as it runs on several machines, on this one. Two API instances
// share PostgreSQL, Redis (realtime events, rate limits) and one files folder, behind nginx as the
// load balancer (deploy/nginx.conf.template, the config deploy/compose.yaml uses too), with the web
// app behind the same nginx, so the browser sees one origin. docs/scaling.md explains the parts.
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { clearWebDataCache, processGroup, run, waitFor } from './stack.mjs';

export const NGINX = '/usr/sbin/nginx';
const NGINX_TEMPLATE = resolve(import.meta.dirname, '../deploy/nginx.conf.template');

/** deploy/nginx.conf.template with its ${HEARTH_*} placeholders filled in; a missing value is an error. */
export function renderNginxSite(values) {
  return readFileSync(NGINX_TEMPLATE, 'utf8').replace(/\$\{(HEARTH_\w+)\}/g, (_, name) => {
    if (values[name] === undefined) throw new Error(`deploy/nginx.conf.template needs a value for ${name}`);
    return String(values[name]);
  });
}

/**
 * Writes a complete nginx config into a fresh temp prefix — the site from the template, wrapped with
 * its own pid file, error log and temp folders — so nginx runs in the foreground without root-only
 * paths. Returns the prefix and the arguments to start nginx with; `remove()` deletes the prefix.
 */
export function writeNginxConfig({ listen, apiServers, webServer }) {
  if (apiServers.length !== 2) throw new Error(`the load balancer config has two API servers, got ${apiServers.length}`);
  const dir = mkdtempSync(join(tmpdir(), 'hearth-nginx-'));
  // Started as root, nginx runs its workers as nobody; they buffer large bodies in here.
  chmodSync(dir, 0o755);
  writeFileSync(join(dir, 'hearth.conf'), renderNginxSite({ HEARTH_LISTEN: listen, HEARTH_API_1: apiServers[0], HEARTH_API_2: apiServers[1], HEARTH_WEB: webServer }));
  const temp = (name) => `${name}_temp_path ${join(dir, name)};`;
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      'error_log stderr warn;',
      'events { worker_connections 1024; }',
      'http {',
      '    access_log off;',
      `    ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
      `    include ${join(dir, 'hearth.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  // -e: the compiled-in error log (/var/log/nginx) is opened before the config is read.
  return { dir, args: ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr'], remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Creates the database named in `url` on its server when it does not exist yet. */
export async function ensureDatabase(url) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^\w+$/.test(name)) throw new Error(`DATABASE_URL must name a database (letters, digits, _), got "${name}"`);
  const serverUrl = new URL(url);
  serverUrl.pathname = '/postgres';
  const client = new pg.Client({ connectionString: serverUrl.toString() });
  try {
    await client.connect();
  } catch (err) {
    throw new Error(`PostgreSQL at ${serverUrl.host} does not answer (${err.message}); start it or set DATABASE_URL`);
  }
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      await client.query(`create database ${name}`).catch((err) => {
        if (err.code !== '42P04') throw err; // created meanwhile by someone else
      });
      console.log(`created database ${name}`);
    }
  } finally {
    await client.end();
  }
}

async function main() {
  const port = Number(process.env.CLUSTER_PORT ?? 8080);
  const apiPorts = (process.env.CLUSTER_API_PORTS ?? '4001,4002').split(',').map(Number);
  if (apiPorts.length !== 2 || !apiPorts.every((p) => Number.isInteger(p) && p > 0)) throw new Error('CLUSTER_API_PORTS must be two ports, e.g. 4001,4002');
  const webPort = Number(process.env.CLUSTER_WEB_PORT ?? 3080);
  const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/hearth';
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  // One folder for both instances, as if it were shared storage (production uses S3: docs/scaling.md).
  const dataDir = resolve(process.env.HEARTH_DATA_DIR || 'data/cluster');
  const distDir = process.env.NEXT_DIST_DIR || '.next-cluster';
  const siteUrl = `http://localhost:${port}`;

  await ensureDatabase(databaseUrl);
  mkdirSync(dataDir, { recursive: true });
  // CLUSTER_REUSE_BUILD=true skips both builds (the web build must have been made for this port).
  if (process.env.CLUSTER_REUSE_BUILD !== 'true') {
    await run('npm', ['run', 'build', '-w', '@hearth/api']);
    // NEXT_PUBLIC_* are baked into the browser bundle; its own folder leaves `npm start`'s build alone.
    await run('npm', ['run', 'build', '-w', '@hearth/web'], { env: { ...process.env, NEXT_PUBLIC_API_URL: siteUrl, NEXT_DIST_DIR: distDir } });
  }

  const group = processGroup();
  const nginx = writeNginxConfig({ listen: port, apiServers: apiPorts.map((p) => `127.0.0.1:${p}`), webServer: `127.0.0.1:${webPort}` });
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, group.stop);

  const apiEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    HEARTH_DATA_DIR: dataDir,
    // Requests arrive from nginx on this machine: believe its X-Forwarded-For, so rate limits count real clients.
    TRUST_PROXY: 'loopback',
    WEB_URL: siteUrl,
    PUBLIC_API_URL: siteUrl,
    CORS_ORIGINS: `${siteUrl},http://127.0.0.1:${port}`,
  };
  let seedOutput = '';
  const started = (async () => {
    group.spawn(NGINX, nginx.args, { stdio: 'inherit' });
    for (const [i, apiPort] of apiPorts.entries()) {
      // The first instance migrates and loads the demo data; the second starts on the result.
      const first = i === 0;
      const api = group.spawn(process.execPath, ['apps/api/dist/main.js'], {
        stdio: ['ignore', first ? 'pipe' : 'inherit', 'inherit'],
        env: { ...apiEnv, PORT: String(apiPort), SEED_DEMO: first ? (process.env.SEED_DEMO ?? 'true') : 'false' },
      });
      // Keep the first instance's output to repeat its demo-account list at the end.
      api.stdout?.on('data', (chunk) => {
        process.stdout.write(chunk);
        if (seedOutput.length < 100_000) seedOutput += chunk;
      });
      await waitFor(`http://127.0.0.1:${apiPort}/api/health/ready`, { label: `API instance ${i + 1}` });
    }
    clearWebDataCache(distDir);
    group.spawn(process.execPath, ['server.mjs', '-p', String(webPort)], {
      cwd: 'apps/web',
      stdio: 'inherit',
      // The web server's own API calls go through nginx too, so they survive an instance going away.
      // Visitors reach it through nginx, which puts their address in X-Forwarded-For.
      env: { ...process.env, NODE_ENV: 'production', NEXT_DIST_DIR: distDir, NEXTAUTH_URL: siteUrl, API_INTERNAL_URL: siteUrl, WEB_TRUSTED_PROXY_HOPS: '1' },
    });
    await waitFor(`http://127.0.0.1:${webPort}`, { label: 'web app' });
    await waitFor(siteUrl, { label: 'web app through nginx' });
  })();

  try {
    await group.whileRunning(started);
    const accounts = /Demo accounts[^\n]*\n(?:[ \t]+\S[^\n]*\n)+/.exec(seedOutput)?.[0] ?? '';
    console.log(
      [
        '',
        'Hearth cluster is running:',
        `  site (nginx)   ${siteUrl}   ← open this one`,
        `  API instances  ${apiPorts.map((p) => `http://localhost:${p}`).join(', ')}   (readiness: /api/health/ready)`,
        `  web app        http://localhost:${webPort}`,
        `  PostgreSQL     ${databaseUrl}`,
        `  Redis          ${redisUrl}`,
        `  files          ${dataDir}`,
        `  dev mailbox    ${siteUrl}/dev/mailbox`,
        '',
        accounts,
        'Press Ctrl+C to stop.',
        '',
      ].join('\n'),
    );
  } catch (err) {
    console.error(err.message);
    group.stop();
  }
  process.exitCode = await group.exited;
  await group.allExited();
  nginx.remove();
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
