// Starts the built API and web app as child processes, waits until both answer, and stops both
// together. Used by `npm start` and the Playwright runner.
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';

export async function waitFor(url, { timeoutMs = 90_000, label = url } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${label} did not become ready within ${timeoutMs / 1000}s (${url})`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

/**
 * Servers that live and die together: each child in its own process group (a server that forks
 * would leave its child behind holding the port after a plain kill), and when one exits the
 * others are stopped. `exited` resolves with the first exit code.
 */
export function processGroup() {
  const children = [];
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const c of children) {
      try {
        process.kill(-c.pid, 'SIGTERM');
      } catch {
        // the group is already gone
      }
    }
  };
  let onExit;
  const exited = new Promise((resolve) => (onExit = resolve));
  return {
    stop,
    exited,
    get stopping() {
      return stopping;
    },
    spawn(cmd, args, opts) {
      if (stopping) throw new Error(`stopped before ${cmd} started`);
      const c = spawn(cmd, args, { ...opts, detached: true });
      children.push(c);
      c.on('exit', (code) => {
        stop();
        onExit(code ?? 1);
      });
      return c;
    },
    /** Resolves once every server has exited (after `stop`, they finish their own shutdown). */
    allExited() {
      return Promise.all(children.map((c) => (c.exitCode !== null || c.signalCode !== null ? null : new Promise((r) => c.once('exit', r)))));
    },
    /** `started`, or a failure as soon as any server dies while starting (a port in use, bad config). */
    whileRunning(started) {
      return Promise.race([started, exited.then((code) => Promise.reject(new Error(`a server exited with code ${code} while starting`)))]);
    },
  };
}

export function startStack({ apiPort, webPort, env = {}, quiet = false }) {
  const apiUrl = `http://localhost:${apiPort}`;
  const webUrl = `http://localhost:${webPort}`;
  const common = { ...process.env, ...env };
  const stdio = quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit';
  const group = processGroup();
  group.spawn(process.execPath, ['apps/api/dist/main.js'], {
    stdio,
    env: { PORT: String(apiPort), WEB_URL: webUrl, PUBLIC_API_URL: apiUrl, ...common },
  });
  // The web app renders from the API, so it starts once the API answers.
  const started = waitFor(`${apiUrl}/api/health`, { label: 'API' }).then(() => {
    if (group.stopping) throw new Error('stopped before the API was ready');
    clearWebDataCache(common.NEXT_DIST_DIR);
    spawnWeb(group, { webPort, apiUrl, env: common, stdio });
    return waitFor(webUrl, { label: 'web app' });
  });
  return { apiUrl, webUrl, ready: group.whileRunning(started), stop: group.stop, exited: group.exited };
}

function spawnWeb(group, { webPort, apiUrl, env, stdio }) {
  const webUrl = `http://localhost:${webPort}`;
  // Next.js behind the public pages' cache (apps/web/server.mjs), as `npm start -w @hearth/web` runs it.
  group.spawn(process.execPath, ['server.mjs', '-p', String(webPort)], { cwd: 'apps/web', stdio, env: { NEXTAUTH_URL: webUrl, API_INTERNAL_URL: apiUrl, ...env } });
  return webUrl;
}

/**
 * One more web server on the built app, against a running API, with settings of its own (the
 * web app reads its chat settings when it starts, so one build serves several configurations).
 */
export function startWeb({ webPort, apiUrl, env = {} }) {
  const group = processGroup();
  const webUrl = spawnWeb(group, { webPort, apiUrl, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  const ready = group.whileRunning(waitFor(webUrl, { label: 'web app' }));
  const stop = async () => {
    group.stop();
    await group.allExited();
  };
  return { webUrl, ready, stop };
}

/**
 * Pages cache API answers (ids included) on disk; the API may have a different database now (a
 * deleted ./data, a fresh test database), so the web app starts with an empty data cache.
 */
export function clearWebDataCache(distDir) {
  rmSync(`apps/web/${distDir || '.next'}/cache/fetch-cache`, { recursive: true, force: true });
}

export function run(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const p = spawn(cmd, args, { stdio: 'inherit', ...opts });
    p.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}`))));
  });
}
