// The web app's production server (`npm start -w @hearth/web`, scripts/stack.mjs, the Docker image):
// Next.js's own request handler, as `next start` runs it, behind the page cache
// (server/page-cache.mjs), which serves the public pages to visitors without a session from memory.
// Usage: node server.mjs [-p port] [-H hostname]; PORT works too. PAGE_CACHE=off serves every
// request through Next.js, as `next start` would.
import { randomBytes } from 'node:crypto';
import { Agent, createServer, request } from 'node:http';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';

// Before Next.js loads: it reads NODE_ENV when its modules are first imported.
process.env.NODE_ENV ??= 'production';
const { default: next } = await import('next');
const { createPageCache } = await import('./server/page-cache.mjs');
// Which crawlers Next.js renders metadata differently for (the page cache keeps their copies apart).
const { getBotType } = createRequire(import.meta.url)('next/dist/shared/lib/router/utils/is-bot');

const { values: args } = parseArgs({ options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } } });
const port = Number(args.port ?? process.env.PORT ?? 3000);
const hostname = args.hostname;

const server = createServer();
const app = next({ dev: false, dir: import.meta.dirname, port, hostname, httpServer: server });
await app.prepare();
const handle = app.getRequestHandler();

// The cache renders a page by asking this very server for it, with a header only this process
// knows, which sends that request straight to Next.js.
const FILL_HEADER = 'x-hearth-page-cache-fill';
const fillToken = randomBytes(16).toString('hex');
const loopback = new Agent({ keepAlive: true, maxSockets: 8 });
const RENDER_TIMEOUT_MS = 30_000;

function renderHere({ url, headers }) {
  const { address } = server.address();
  const host = address === '::' || address === '0.0.0.0' ? '127.0.0.1' : address;
  return new Promise((resolve, reject) => {
    const req = request({ host, port, path: url, method: 'GET', agent: loopback, timeout: RENDER_TIMEOUT_MS, headers: { ...headers, [FILL_HEADER]: fillToken } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`no answer within ${RENDER_TIMEOUT_MS / 1000}s`)));
    req.on('error', reject);
    req.end();
  });
}

const cache = process.env.PAGE_CACHE === 'off' ? null : createPageCache({ render: renderHere, botType: getBotType });
// An admin's catalogue or content change (features/admin/refresh-public-data.ts) empties it.
globalThis[Symbol.for('hearth.page-cache')] = cache;

function answer(req, res) {
  return handle(req, res).catch((error) => {
    console.error(`Answering ${req.method} ${req.url} failed`, error);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  });
}

server.on('request', (req, res) => {
  if (!cache || req.headers[FILL_HEADER] === fillToken) {
    delete req.headers[FILL_HEADER];
    return answer(req, res);
  }
  cache.handle(req, res, () => answer(req, res)).catch((error) => {
    console.error(`Page cache: answering ${req.url} failed`, error);
    if (!res.headersSent) answer(req, res);
    else res.end();
  });
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  // In a container the server is process 1, which has no default signal handlers.
  process.on(signal, () => {
    server.close();
    void app.close().finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}

server.listen(port, hostname, () => {
  console.log(`Hearth web on http://${hostname ?? 'localhost'}:${port}${cache ? ' (public pages cached)' : ''}`);
});
