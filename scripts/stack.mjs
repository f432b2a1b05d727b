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

export function startStack({ apiPort, webPort, env = {}, quiet = false }) {
  const apiUrl = `http://localhost:${apiPort}`;
  const webUrl = `http://localhost:${webPort}`;
  const common = { ...process.env, ...env };
  const stdio = quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit';
  // Each server gets its own process group: `next start` forks a server process that a plain
  // kill would leave behind holding the port.
  const api = spawn(process.execPath, ['apps/api/dist/main.js'], {
    stdio,
    detached: true,
    env: { PORT: String(apiPort), WEB_URL: webUrl, PUBLIC_API_URL: apiUrl, ...common },
  });
  const children = [api];
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
  const watch = (c) =>
    c.on('exit', (code) => {
      stop();
      onExit(code ?? 1);
    });
  watch(api);
  // The web app renders from the API, so it starts once the API answers.
  const started = waitFor(`${apiUrl}/api/health`, { label: 'API' }).then(() => {
    if (stopping) throw new Error('stopped before the API was ready');
    // Pages cache API answers (ids included) on disk; the API may have a different database now
    // (a deleted ./data, a fresh test database), so the web app starts with an empty data cache.
    rmSync('apps/web/.next/cache/fetch-cache', { recursive: true, force: true });
    const web = spawn('npx', ['next', 'start', '-p', String(webPort)], {
      cwd: 'apps/web',
      stdio,
      detached: true,
      env: { NEXTAUTH_URL: webUrl, API_INTERNAL_URL: apiUrl, ...common },
    });
    children.push(web);
    watch(web);
    return waitFor(webUrl, { label: 'web app' });
  });
  // A server that dies while starting (a port in use, bad config) fails the start at once.
  const ready = Promise.race([started, exited.then((code) => Promise.reject(new Error(`a server exited with code ${code} while starting`)))]);
  return { apiUrl, webUrl, ready, stop, exited };
}

export function run(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const p = spawn(cmd, args, { stdio: 'inherit', ...opts });
    p.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}`))));
  });
}
