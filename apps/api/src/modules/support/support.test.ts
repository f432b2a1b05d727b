import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipartBody, type Part } from '../../test/multipart';
import { supportTickets } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_MAX_IMAGE_BYTES: String(200 * 1024), RATE_LIMIT_FORMS_PER_HOUR: '1000' });
});
afterAll(() => t.close());

const screenshot = () => sharp({ create: { width: 1280, height: 800, channels: 3, background: '#f1f5f9' } }).png().toBuffer();
const form = (parts: Part[]) => multipartBody(parts);
const text = (subject: string, description: string): Part[] => [
  { name: 'subject', value: subject },
  { name: 'description', value: description },
];

describe('POST /api/support', () => {
  it('stores the request with a re-encoded screenshot in private storage', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/support',
      ...form([{ name: 'upload', filename: 'screen.png', contentType: 'image/png', content: await screenshot() }, ...text('Cannot pay', 'The card form spins forever.')]),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, data: { _id: expect.any(String) } });
    const [row] = await t.app.ctx.db.select().from(supportTickets).where(eq(supportTickets.id, res.body.data._id));
    expect(row).toMatchObject({ subject: 'Cannot pay', description: 'The card form spins forever.', status: 'open', userId: null });
    expect(row!.screenshotKey).toMatch(/^private\/support\/[0-9a-f-]{36}\.webp$/);
    const stored = await t.app.ctx.storage.get(row!.screenshotKey);
    expect((await sharp(stored!.body).metadata()).format).toBe('webp');
    // Never reachable through the public image routes.
    const name = row!.screenshotKey.split('/').pop();
    const publicTry = await t.app.inject({ method: 'GET', url: `/uploads/large/${name}` });
    expect(publicTry.headers['cache-control']).toBe('public, max-age=300'); // the default banner, not the file
  });

  it('records the signed-in sender', async () => {
    const u = await t.createUser();
    const res = await t.call({
      method: 'POST',
      url: '/api/support',
      token: u.token,
      ...form([...text('Wrong address', 'My booking shows an old address.'), { name: 'upload', filename: 's.jpg', contentType: 'image/jpeg', content: await sharp(await screenshot()).jpeg().toBuffer() }]),
    });
    expect(res.status).toBe(201);
    const [row] = await t.app.ctx.db.select().from(supportTickets).where(eq(supportTickets.id, res.body.data._id));
    expect(row!.userId).toBe(u.id);
  });

  it('names every missing field', async () => {
    const res = await t.call({ method: 'POST', url: '/api/support', ...form(text(' ', '')) });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ subject: 'Subject is required', description: 'Description is required', upload: 'Screenshot is required' });
  });

  it('judges the screenshot by its content, not its name', async () => {
    const fake = { name: 'upload', filename: 'screen.png', contentType: 'image/png', content: Buffer.from('just some text pretending to be a png') };
    const res = await t.call({ method: 'POST', url: '/api/support', ...form([...text('Bug', 'Broken'), fake]) });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ message: 'Upload a PNG, JPEG, GIF or WebP image', errors: { upload: 'Upload a PNG, JPEG, GIF or WebP image' } });
    expect(await t.app.ctx.db.select().from(supportTickets).where(eq(supportTickets.subject, 'Bug'))).toHaveLength(0);
  });

  it('refuses screenshots over the size limit with 413', async () => {
    const big = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).png().toBuffer();
    expect(big.length).toBeGreaterThan(200 * 1024);
    const res = await t.call({ method: 'POST', url: '/api/support', ...form([...text('Big', 'Huge'), { name: 'upload', filename: 'big.png', contentType: 'image/png', content: big }]) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ success: false, message: 'The file is too large' });
  });

  it('wants multipart', async () => {
    const res = await t.call({ method: 'POST', url: '/api/support', payload: { subject: 'x', description: 'y' } });
    expect(res.status).toBe(415);
  });

  it('is rate limited per client', async () => {
    const limited = await createTestApp({ RATE_LIMIT_FORMS_PER_HOUR: '1' });
    try {
      const send = () => limited.call({ method: 'POST', url: '/api/support', ...form(text('a', 'b')) });
      expect((await send()).status).toBe(400);
      expect((await send()).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
