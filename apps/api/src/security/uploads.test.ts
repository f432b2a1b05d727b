// Hostile files on every upload route: polyglots, wrong magic bytes, SVG with script, empty and
// oversize files, traversal and header-breaking names. Public images must come back re-encoded;
// private files as attachments under a clean name with nosniff; nothing lands outside storage.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../test/test-app';
import { multipartBody, type Part } from '../test/multipart';
import { MESSAGE_ATTACHMENT_MAX_BYTES } from '@hearth/shared/account';
import { seedCatalogue } from '../db/seed/demo';
import { bookingBody, newKey, provider, serviceBySlug, type ProviderFixture } from '../test/booking-fixtures';

const MAX_IMAGE = 64 * 1024;
const SCRIPT = '<html><body><script>window.__xss=1;alert(1)</script></body></html>';

let t: TestApp;
let admin: { token: string };
let customer: { token: string };
let pro: ProviderFixture;
let serviceId: string;
let blogId: string;
let bookingId: string;
let png: Buffer;
let gif: Buffer;

interface File {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** Every upload route, with how to send one file to it. */
const routes: { name: string; kind: 'image' | 'private-image' | 'document'; max: number; send: (f: File) => Promise<{ status: number; body: Record<string, unknown> }> }[] = [
  { name: 'profile picture', kind: 'image', max: MAX_IMAGE, send: (f) => upload('POST', '/api/user/profile-pic', customer.token, [{ name: 'image', ...f }]) },
  { name: 'admin service image', kind: 'image', max: MAX_IMAGE, send: (f) => upload('POST', `/api/admin/catalogue/services/${serviceId}/image`, admin.token, [{ name: 'image', ...f }]) },
  { name: 'blog cover', kind: 'image', max: MAX_IMAGE, send: (f) => upload('POST', `/api/admin/content/blog/${blogId}/cover`, admin.token, [{ name: 'image', ...f }]) },
  {
    name: 'help screenshot',
    kind: 'private-image',
    max: MAX_IMAGE,
    send: (f) => upload('POST', '/api/support', undefined, [{ name: 'subject', value: 'Upload' }, { name: 'description', value: 'See the screenshot' }, { name: 'upload', ...f }]),
  },
  { name: 'booking message attachment', kind: 'document', max: MESSAGE_ATTACHMENT_MAX_BYTES, send: (f) => upload('POST', `/api/booking/${bookingId}/messages`, customer.token, [{ name: 'text', value: 'file' }, { name: 'files', ...f }]) },
  {
    name: 'chat file',
    kind: 'document',
    // The chat has its own 5 MB cap per file, whatever the document limit says.
    max: 5 * 1024 * 1024,
    send: (f) => upload('POST', '/api/chat/webhook', undefined, [{ name: 'action', value: 'sendMessage' }, { name: 'sessionId', value: randomUUID() }, { name: 'chatInput', value: 'a file' }, { name: 'files', ...f }]),
  },
];

async function upload(method: 'POST', url: string, token: string | undefined, parts: Part[]) {
  return t.call({ method, url, token, ...multipartBody(parts) });
}

/** Every file under the test's data folder, relative to it. */
function storedFiles(dir = t.app.ctx.config.dataDir!): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile())
    .map((d) => relative(t.app.ctx.config.dataDir!, join(d.parentPath, d.name)));
}

/** Public image URLs (…/uploads/…) anywhere in a response, as paths the app serves. */
function imagePaths(json: unknown): string[] {
  if (typeof json === 'string') return /\/uploads\/.+\.webp$/.test(json) ? [new URL(json, 'http://x').pathname] : [];
  if (json && typeof json === 'object') return Object.values(json).flatMap(imagePaths);
  return [];
}

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_MAX_IMAGE_BYTES: String(MAX_IMAGE), RATE_LIMIT_FORMS_PER_HOUR: '1000', RATE_LIMIT_CHAT_PER_MINUTE: '1000', RATE_LIMIT_UPLOADS_PER_MINUTE: '1000' });
  await seedCatalogue(t.app.ctx);
  serviceId = (await serviceBySlug(t, 'standard-house-cleaning')).id;
  pro = await provider(t, { serviceIds: [serviceId], areas: ['M5V'] });
  admin = await t.createUser({ role: 'admin' });
  customer = await t.createUser();
  const post = await t.call({ method: 'POST', url: '/api/admin/content/blog', token: admin.token, payload: { title: 'Covers', slug: `covers-${Date.now()}`, excerpt: 'Cover test', body: 'Body', author: 'Hearth' } });
  expect(post.status, JSON.stringify(post.body)).toBe(201);
  blogId = post.body.data._id;
  const booked = await t.call({ method: 'POST', url: '/api/booking', token: customer.token, payload: bookingBody(serviceId), headers: { 'idempotency-key': newKey() } });
  bookingId = booked.body.data._id;
  expect((await t.call({ method: 'POST', url: `/api/booking/${bookingId}/accept`, token: pro.token })).status).toBe(200);
  png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#c2410c' } }).png().toBuffer();
  gif = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#0f766e' } }).gif().toBuffer();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe.each(routes)('$name', (route) => {
  it('re-encodes or refuses polyglot images, so the script never comes back', async () => {
    for (const [filename, contentType, content] of [
      ['photo.gif', 'image/gif', Buffer.concat([gif, Buffer.from(SCRIPT)])],
      ['photo.png', 'image/png', Buffer.concat([png, Buffer.from(SCRIPT)])],
      ['notes.pdf', 'application/pdf', Buffer.from(`%PDF-1.4\n${SCRIPT}\n%%EOF\n`)],
    ] as const) {
      const res = await route.send({ filename, contentType, content });
      if (res.status >= 400) {
        expect(res.status, JSON.stringify(res.body)).toBe(415);
        continue;
      }
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
      if (route.name === 'booking message attachment') {
        // Kept as sent (a document), but only ever as a download of its checked type that the browser may not sniff.
        const download = await t.app.inject({ method: 'GET', url: findAttachment(res.body).url, headers: { authorization: `Bearer ${customer.token}` } });
        expect(download.headers['content-type']).toBe(contentType);
        expect(download.headers['x-content-type-options']).toBe('nosniff');
        expect(String(download.headers['content-disposition'])).toMatch(/^attachment; /);
      }
      if (route.kind === 'image') {
        const paths = imagePaths(res.body);
        expect(paths.length, 'the response names the stored image').toBeGreaterThan(0);
        for (const path of paths) {
          const served = await t.app.inject({ method: 'GET', url: path });
          expect(served.headers['content-type']).toBe('image/webp');
          expect(served.headers['x-content-type-options']).toBe('nosniff');
          expect(served.rawPayload.includes('<script')).toBe(false);
          expect(served.rawPayload.equals(content)).toBe(false);
        }
      }
    }
  });

  it('refuses SVG with script, HTML under an image name, and bytes that contradict a document name (415)', async () => {
    const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script><rect width="10" height="10"/></svg>`);
    for (const file of [
      { filename: 'logo.svg', contentType: 'image/svg+xml', content: svg },
      { filename: 'logo.png', contentType: 'image/png', content: svg },
      { filename: 'page.png', contentType: 'image/png', content: Buffer.from(SCRIPT) },
      // Public images are judged by their bytes alone and stored as server-made WebP; documents keep their type, so name and bytes must agree.
      ...(route.kind === 'document'
        ? [
            { filename: 'photo.jpg', contentType: 'image/jpeg', content: png },
            { filename: 'notes.pdf', contentType: 'application/pdf', content: Buffer.from('just text, no PDF here') },
          ]
        : []),
    ]) {
      const res = await route.send(file);
      expect(res.status, `${file.filename}: ${JSON.stringify(res.body)}`).toBe(415);
      expect(res.body).toMatchObject({ success: false, message: expect.stringMatching(/\w/) });
    }
  });

  it('refuses an empty file with a 4xx that says why', async () => {
    const res = await route.send({ filename: 'empty.png', contentType: 'image/png', content: Buffer.alloc(0) });
    expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.message).toMatch(/\w/);
  });

  it('refuses an oversize file with 413 and stores nothing', async () => {
    const before = storedFiles();
    const big = Buffer.concat([png, Buffer.alloc(route.max + 1024)]);
    const res = await route.send({ filename: 'big.png', contentType: 'image/png', content: big });
    expect(res.status, JSON.stringify(res.body)).toBe(413);
    expect(res.body.message).toMatch(/too large|at most/i);
    expect(storedFiles()).toEqual(before);
  });

  it('ignores hostile file names: stored under server-made names only, inside storage', async () => {
    const names = ['../../etc/passwd.png', '..\\..\\x.png', '%2e%2e%2fx.png', 'a\u0000b.png', `${'x'.repeat(400)}.png`, "q'uote;name=evil.png", 'gpj.\u202eexe.png'];
    for (const filename of names) {
      const res = await route.send({ filename, contentType: 'image/png', content: png });
      expect(res.status, `${JSON.stringify(filename)}: ${JSON.stringify(res.body).slice(0, 300)}`).toBeLessThan(300);
      if (route.kind === 'document') {
        // The attachment keeps a cleaned display name; its download is an attachment that cannot be sniffed.
        const attachment = findAttachment(res.body);
        const download = await t.app.inject({ method: 'GET', url: attachment.url, headers: { authorization: `Bearer ${customer.token}` } });
        if (route.name === 'booking message attachment') {
          expect(download.statusCode).toBe(200);
          expect(download.headers['x-content-type-options']).toBe('nosniff');
          expect(download.headers['content-type']).toBe('image/png');
          const disposition = String(download.headers['content-disposition']);
          expect(disposition).toMatch(/^attachment; filename="[\w.\- ()]*"; filename\*=UTF-8''[\w.\-()%!'*~]*$/);
        }
      }
    }
    for (const file of storedFiles()) {
      expect(file, 'every stored file is under files/ with a server-made name').toMatch(/^files\/[\w/-]+\/[\w-]*[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.\w+$/);
    }
    expect(existsSync(join(t.app.ctx.config.dataDir!, '..', 'etc', 'passwd.png'))).toBe(false);
  });
});

describe('picture bombs and bursts', () => {
  it('refuses a small file that would decode to 49 megapixels from its header alone, naming the limit, and stores nothing', async () => {
    // 7000 × 7000 of one colour compresses to a few hundred KB but decodes to ~150 MB.
    const bomb = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#000' } }).png({ compressionLevel: 9 }).toBuffer();
    const tight = await createTestApp({ RATE_LIMIT_UPLOADS_PER_MINUTE: '1000' });
    const send = (url: string, token: string) => tight.call({ method: 'POST', url, token, ...multipartBody([{ name: 'image', filename: 'bomb.png', contentType: 'image/png', content: bomb }]) });
    try {
      const [tightAdmin, tightCustomer] = [await tight.createUser({ role: 'admin' }), await tight.createUser()];
      await seedCatalogue(tight.app.ctx);
      const tightService = (await serviceBySlug(tight, 'standard-house-cleaning')).id;
      const post = await tight.call({ method: 'POST', url: '/api/admin/content/blog', token: tightAdmin.token, payload: { title: 'Bomb', slug: `bomb-${Date.now()}`, excerpt: 'Bomb', body: 'Body', author: 'Hearth' } });
      const before = readdirSync(tight.app.ctx.config.dataDir!, { recursive: true });
      for (const [url, token, limit] of [
        ['/api/user/profile-pic', tightCustomer.token, 16],
        [`/api/admin/catalogue/services/${tightService}/image`, tightAdmin.token, 25],
        [`/api/admin/content/blog/${post.body.data._id}/cover`, tightAdmin.token, 25],
      ] as const) {
        const started = performance.now();
        const res = await send(url, token);
        const ms = performance.now() - started;
        expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(413);
        expect(res.body.message).toBe(`This picture is 7000 × 7000 pixels (49.0 megapixels). Pictures can be at most ${limit} megapixels; please upload a smaller one.`);
        expect(res.body.errors).toEqual({ image: res.body.message });
        // Reading the header takes milliseconds; decoding 49 megapixels (six times, as before) takes seconds.
        expect(ms, `${url} answered in ${Math.round(ms)} ms`).toBeLessThan(1000);
      }
      expect(readdirSync(tight.app.ctx.config.dataDir!, { recursive: true })).toEqual(before);
    } finally {
      await tight.close();
    }
  }, 60_000);

  it('keeps the six variants, each at its width, from one upload', async () => {
    const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#15803d' } }).jpeg().toBuffer();
    const res = await upload('POST', '/api/user/profile-pic', customer.token, [{ name: 'image', filename: 'photo.jpg', contentType: 'image/jpeg', content: photo }]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const widths: Record<string, number> = {};
    for (const path of imagePaths(res.body)) {
      const served = await t.app.inject({ method: 'GET', url: path });
      expect(served.headers['content-type']).toBe('image/webp');
      widths[path.split('/').at(-2)!] = (await sharp(served.rawPayload).metadata()).width!;
    }
    expect(widths).toEqual({ blur: 24, exsmall: 96, thumbnail: 200, small: 400, medium: 800, large: 1600 });
  });

  it('limits each signed-in user to RATE_LIMIT_UPLOADS_PER_MINUTE pictures a minute on every picture route, whatever their address', async () => {
    const tight = await createTestApp({ RATE_LIMIT_UPLOADS_PER_MINUTE: '2' });
    try {
      const [first, second] = [await tight.createUser({ role: 'admin' }), await tight.createUser({ role: 'admin' })];
      await seedCatalogue(tight.app.ctx);
      const tightService = (await serviceBySlug(tight, 'standard-house-cleaning')).id;
      const post = await tight.call({ method: 'POST', url: '/api/admin/content/blog', token: first.token, payload: { title: 'Limit', slug: `limit-${Date.now()}`, excerpt: 'Limit', body: 'Body', author: 'Hearth' } });
      for (const url of ['/api/user/profile-pic', `/api/admin/catalogue/services/${tightService}/image`, `/api/admin/content/blog/${post.body.data._id}/cover`]) {
        const send = (token: string) => tight.call({ method: 'POST', url, token, ...multipartBody([{ name: 'image', filename: 'p.png', contentType: 'image/png', content: png }]) });
        const statuses = [await send(first.token), await send(first.token), await send(first.token)];
        expect(statuses.map((r) => r.status), url).toEqual([200, 200, 429]);
        expect(statuses[2]!.body.message).toMatch(/^Too many requests\. Please try again in/);
        // Same address, another account: its own allowance.
        expect((await send(second.token)).status, url).toBe(200);
      }
    } finally {
      await tight.close();
    }
  }, 60_000);

  it('processes one picture at a time and answers 503 with Retry-After once UPLOAD_IMAGE_QUEUE_MAX are waiting', async () => {
    const busy = await createTestApp({ RATE_LIMIT_UPLOADS_PER_MINUTE: '1000', UPLOAD_IMAGE_QUEUE_MAX: '1' });
    try {
      const uploader = await busy.createUser();
      const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#7c3aed' } }).png().toBuffer();
      const form = multipartBody([{ name: 'image', filename: 'photo.png', contentType: 'image/png', content: photo }]);
      const results = await Promise.all(Array.from({ length: 4 }, () => busy.call({ method: 'POST', url: '/api/user/profile-pic', token: uploader.token, ...form })));
      const statuses = results.map((r) => r.status).sort();
      // One processed at once, one waiting its turn; the others are asked to come back.
      expect(statuses).toEqual([200, 200, 503, 503]);
      for (const refused of results.filter((r) => r.status === 503)) {
        expect(refused.headers['retry-after']).toBe('5');
        expect(refused.body.message).toBe('We are processing a lot of pictures right now. Please try again in a few seconds.');
      }
    } finally {
      await busy.close();
    }
  }, 60_000);

});

/** The attachment a message (or chat reply) came back with. */
function findAttachment(body: Record<string, unknown>): { url: string } {
  const attachments = (body.data as { attachments?: { url: string }[] } | undefined)?.attachments;
  return attachments?.[0] ?? { url: '/api/none' };
}
