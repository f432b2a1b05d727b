// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, request, type IncomingHttpHeaders, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPageCache, PAGE_MAX_STALE_MS, PAGE_TTL_MS, type RenderedPage } from './page-cache.mjs';

/** A page as Next.js renders it: its nonce on the scripts, in the RSC payload and in the policy. */
function renderedPage(nonce: string, text = 'Home'): RenderedPage {
  const body = `<!DOCTYPE html><html><head><script nonce="${nonce}">boot()</script></head><body><h1>${text}</h1>`
    + `<script nonce="${nonce}">self.__next_f.push([1,"{\\"nonce\\":\\"${nonce}\\"}"])</script></body></html>`;
  return {
    status: 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': `default-src 'self'; script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
      'x-frame-options': 'DENY',
      link: `</_next/static/media/inter.woff2>; rel=preload; as="font"; crossorigin=""; nonce="${nonce}"; type="font/woff2"`,
      // The proxy remembers the language of every page it serves.
      'set-cookie': ['NEXT_LOCALE=en; Path=/; Max-Age=31536000; SameSite=lax'],
      'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
      'transfer-encoding': 'chunked',
    },
    body: Buffer.from(body),
  };
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as the browser reads it (gunzipped when it came gzip). */
  html: string;
  rawBytes: number;
}

let server: Server | undefined;
afterEach(async () => {
  server?.close();
  server = undefined;
});

/** The cache in front of a stand-in for Next.js that answers every request it gets itself with 'from next'. */
async function start(render: Render, clock = { now: 0 }) {
  const log = { error: vi.fn() };
  const cache = createPageCache({ render, now: () => clock.now, log });
  const next = vi.fn((_url: string | undefined) => undefined);
  server = createServer((req, res) => {
    void cache.handle(req, res, () => {
      next(req.url);
      res.writeHead(200, { 'content-type': 'text/plain' }).end('from next');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<Answer>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, method, headers: { 'accept-encoding': 'identity', ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const html = (res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString();
          resolve({ status: res.statusCode ?? 0, headers: res.headers, html, rawBytes: raw.length });
        });
      });
      req.on('error', reject);
      req.end();
    });
  /** A GET whose body is read only when asked: until then the server cannot finish writing it. */
  const slowGet = (path: string) => {
    const response = new Promise<IncomingMessage>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, headers: { 'accept-encoding': 'identity' } }, (res) => {
        res.pause();
        resolve(res);
      });
      req.on('error', reject);
      req.end();
    });
    const read = async (): Promise<Answer> => {
      const res = await response;
      const chunks: Buffer[] = [];
      for await (const chunk of res) chunks.push(chunk as Buffer);
      const raw = Buffer.concat(chunks);
      return { status: res.statusCode ?? 0, headers: res.headers, html: raw.toString(), rawBytes: raw.length };
    };
    return { read };
  };
  return { get, slowGet, next, cache, log };
}

/** The nonce of the policy header, and every nonce the HTML carries. */
function nonces(answer: Answer) {
  const policy = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1];
  const inHtml = [...answer.html.matchAll(/nonce="([^"]+)"|\\"nonce\\":\\"([^\\]+)\\"/g)].map((m) => m[1] ?? m[2]);
  const inLink = /nonce="([^"]+)"/.exec(String(answer.headers.link))?.[1];
  return { policy, inHtml, inLink };
}

type Render = (request: { url: string; headers: Record<string, string> }) => Promise<RenderedPage>;

const renderer = () => {
  let count = 0;
  return vi.fn<Render>(async () => renderedPage(Buffer.from(`render number ${++count}`.padEnd(16, '.')).toString('base64')));
};

describe('the page cache', () => {
  it('renders a public page once and serves the next views from memory', async () => {
    const render = renderer();
    const { get, next } = await start(render);
    const first = await get('/services/standard-house-cleaning');
    const second = await get('/services/standard-house-cleaning');
    expect(first.headers['x-hearth-page-cache']).toBe('miss');
    expect(second.headers['x-hearth-page-cache']).toBe('hit');
    expect(second.html).toContain('<h1>Home</h1>');
    expect(second.headers['x-frame-options']).toBe('DENY');
    expect(second.headers['set-cookie']).toEqual(['NEXT_LOCALE=en; Path=/; Max-Age=31536000; SameSite=lax']);
    expect(render).toHaveBeenCalledTimes(1);
    expect(next).not.toHaveBeenCalled();
  });

  it('gives every response a fresh nonce, the same in its policy and everywhere in its HTML', async () => {
    const { get } = await start(renderer());
    const answers = [await get('/'), await get('/'), await get('/', { 'accept-encoding': 'gzip, deflate, br' })];
    const seen = answers.map((answer) => {
      const { policy, inHtml, inLink } = nonces(answer);
      expect(policy).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(inHtml).toEqual([policy, policy, policy]);
      expect(inLink).toBe(policy);
      expect(answer.html).not.toContain(Buffer.from('render number 1.').toString('base64'));
      return policy;
    });
    expect(new Set(seen).size).toBe(3);
  });

  it('keeps each response’s own nonce while others are sent before it is read', async () => {
    // Larger than the socket buffers: the first response is still being written while the others
    // are stamped from the same stored copy.
    const big = 'Standard House Cleaning '.repeat(400_000);
    const { get, slowGet } = await start(async () => renderedPage(randomBytes(16).toString('base64'), big));
    await get('/');
    const slow = slowGet('/');
    const others = await Promise.all(Array.from({ length: 6 }, (_, i) => get('/', i % 2 ? { 'accept-encoding': 'gzip' } : {})));
    const answers = [await slow.read(), ...others];
    for (const answer of answers) {
      const { policy, inHtml } = nonces(answer);
      expect(inHtml).toEqual([policy, policy, policy]);
    }
    expect(new Set(answers.map((answer) => nonces(answer).policy)).size).toBe(7);
  });

  it('sends gzip to browsers that accept it, the same page as the plain copy', async () => {
    const { get } = await start(renderer());
    const plain = await get('/blog');
    const gzip = await get('/blog', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(gzip.headers['content-length'])).toBe(gzip.rawBytes);
    const policy = nonces(gzip).policy!;
    expect(gzip.html).toBe(plain.html.replaceAll(nonces(plain).policy!, policy));
  });

  it('leaves signed-in visitors, other pages and client navigations to Next.js', async () => {
    const render = renderer();
    const { get, next } = await start(render);
    expect((await get('/', { cookie: 'NEXT_LOCALE=en; next-auth.session-token=abc' })).html).toBe('from next');
    expect((await get('/fr/services', { cookie: '__Secure-next-auth.session-token.0=abc' })).html).toBe('from next');
    expect((await get('/profile')).html).toBe('from next');
    expect((await get('/services/standard-house-cleaning/book')).html).toBe('from next');
    expect((await get('/services', { rsc: '1' })).html).toBe('from next');
    expect((await get('/services?_rsc=abc')).html).toBe('from next');
    expect((await get('/', {}, 'POST')).html).toBe('from next');
    expect(render).not.toHaveBeenCalled();
    expect(next).toHaveBeenCalledTimes(7);
  });

  it('keeps each language choice apart and renders without the visitor’s other cookies', async () => {
    const render = renderer();
    const { get } = await start(render);
    await get('/', { 'accept-language': 'fr-CA,fr;q=0.9', cookie: 'theme=dark' });
    await get('/', { cookie: 'NEXT_LOCALE=fr' });
    await get('/');
    await get('/fr');
    expect(render).toHaveBeenCalledTimes(4);
    expect(render.mock.calls.map(([r]) => [r.url, r.headers['accept-language'], r.headers.cookie])).toEqual([
      ['/', 'fr-CA,fr;q=0.9', undefined],
      ['/', undefined, 'NEXT_LOCALE=fr'],
      ['/', undefined, undefined],
      ['/fr', undefined, undefined],
    ]);
  });

  it('does not store what is not a plain page: a redirect, a 404, a page setting a cookie', async () => {
    const answers: RenderedPage[] = [
      { status: 307, headers: { location: '/fr' }, body: Buffer.alloc(0) },
      { ...renderedPage('nonce-of-a-404'), status: 404 },
      { ...renderedPage('nonce-of-a-cookie'), headers: { ...renderedPage('nonce-of-a-cookie').headers, 'set-cookie': ['visitor=abc'] } },
    ];
    const render = vi.fn(async () => answers.shift()!);
    const { get, next } = await start(render);
    for (const path of ['/', '/blog/gone', '/fr']) {
      expect((await get(path)).html).toBe('from next');
      // Within the copy's lifetime Next.js answers it without being asked twice.
      expect((await get(path)).html).toBe('from next');
    }
    expect(render).toHaveBeenCalledTimes(3);
    expect(next).toHaveBeenCalledTimes(6);
  });

  it('re-renders in the background after its lifetime, and never serves a copy past the longest staleness', async () => {
    const clock = { now: 0 };
    let text = 'First';
    const render = vi.fn(async () => renderedPage(randomBytes(16).toString('base64'), text));
    const { get } = await start(render, clock);
    await get('/faqs');
    text = 'Second';
    clock.now = PAGE_TTL_MS - 1;
    expect((await get('/faqs')).headers['x-hearth-page-cache']).toBe('hit');
    clock.now = PAGE_TTL_MS;
    const stale = await get('/faqs');
    expect(stale.headers['x-hearth-page-cache']).toBe('stale');
    expect(stale.html).toContain('First');
    await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(2));
    await vi.waitFor(async () => expect((await get('/faqs')).html).toContain('Second'));

    text = 'Third';
    clock.now += PAGE_MAX_STALE_MS;
    const late = await get('/faqs');
    expect(late.headers['x-hearth-page-cache']).toBe('miss');
    expect(late.html).toContain('Third');
  });

  it('renders a page once for visitors arriving together', async () => {
    let finish: (page: RenderedPage) => void = () => {};
    const render = vi.fn(() => new Promise<RenderedPage>((resolve) => (finish = resolve)));
    const { get } = await start(render);
    const views = [get('/whyus'), get('/whyus'), get('/whyus')];
    await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(1));
    finish(renderedPage(randomBytes(16).toString('base64')));
    const answers = await Promise.all(views);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => nonces(a).policy)).size).toBe(3);
  });

  it('lets Next.js answer when a render fails, and forgets every copy when told', async () => {
    const render = vi.fn(async () => renderedPage(randomBytes(16).toString('base64')));
    const { get, cache, log } = await start(render);
    render.mockRejectedValueOnce(new Error('connection refused'));
    expect((await get('/contactus')).html).toBe('from next');
    expect(log.error).toHaveBeenCalled();
    await get('/contactus');
    expect((await get('/contactus')).headers['x-hearth-page-cache']).toBe('hit');
    cache.purge();
    expect((await get('/contactus')).headers['x-hearth-page-cache']).toBe('miss');
  });

  it('answers HEAD with the headers only', async () => {
    const { get } = await start(renderer());
    const head = await get('/termofuse', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.html).toBe('');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
  });
});
