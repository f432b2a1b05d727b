import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../test/test-app';
import { blogPosts } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
});
afterAll(() => t.close());

describe('GET /api/blog/list', () => {
  it('pages through the published posts, newest first', async () => {
    const first = await t.call({ method: 'GET', url: '/api/blog/list?pageNo=1&size=3' });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toContain('public');
    expect(first.body.data).toMatchObject({ pages: 2, pageNo: 1, size: 3, total: 4 });
    expect(first.body.data.posts.map((p: { slug: string }) => p.slug)).toEqual(['winter-home-checklist-canada', 'spring-cleaning-room-by-room', 'moving-day-tips']);
    expect(first.body.data.posts[0]).not.toHaveProperty('body');
    const second = await t.call({ method: 'GET', url: '/api/blog/list?pageNo=2&size=3' });
    expect(second.body.data.posts.map((p: { slug: string }) => p.slug)).toEqual(['lawn-care-calendar']);
    const past = await t.call({ method: 'GET', url: '/api/blog/list?pageNo=3&size=3' });
    expect(past.body.data.posts).toEqual([]);
  });

  it('uses nine a page by default', async () => {
    const res = await t.call({ method: 'GET', url: '/api/blog/list' });
    expect(res.body.data).toMatchObject({ pageNo: 1, size: 9, pages: 1, total: 4 });
  });

  it('refuses bad paging with a message per field', async () => {
    const res = await t.call({ method: 'GET', url: '/api/blog/list?pageNo=0&size=500' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ pageNo: 'pageNo starts at 1', size: 'size must be between 1 and 50' });
    expect((await t.call({ method: 'GET', url: '/api/blog/list?pageNo=abc' })).body.errors).toEqual({ pageNo: 'pageNo must be a number' });
  });

  it('serves cover images under the blog path', async () => {
    const res = await t.call({ method: 'GET', url: '/api/blog/list' });
    const cover = res.body.data.posts[0].coverImage as Record<string, string>;
    expect(cover.medium).toMatch(/\/uploads\/blog\/medium\/[0-9a-f-]{36}\.webp$/);
    const medium = await t.app.inject({ method: 'GET', url: new URL(cover.medium!).pathname });
    expect(medium.statusCode).toBe(200);
    expect((await sharp(medium.rawPayload).metadata()).width).toBe(800);
    // Not under the top-level path: a blog image is only where its URL says.
    const wrongPlace = await t.app.inject({ method: 'GET', url: new URL(cover.medium!).pathname.replace('/blog', '') });
    expect(wrongPlace.headers['cache-control']).toBe('public, max-age=300');
  });
});

describe('GET /api/blog/{slug}', () => {
  it('returns one post with its Markdown body', async () => {
    const res = await t.call({ method: 'GET', url: '/api/blog/moving-day-tips' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ slug: 'moving-day-tips', title: 'Twelve Tips for a Calm Moving Day', author: 'Marcus Singh', publishedAt: expect.any(String) });
    expect(res.body.data.body).toContain('## Packing');
  });

  it('answers 404 for unknown, draft and scheduled posts', async () => {
    expect((await t.call({ method: 'GET', url: '/api/blog/no-such-post' })).body).toEqual({ success: false, message: 'Blog post not found' });
    await t.app.ctx.db.update(blogPosts).set({ publishedAt: null }).where(eq(blogPosts.slug, 'lawn-care-calendar'));
    await t.app.ctx.db.update(blogPosts).set({ publishedAt: sql`now() + interval '1 day'` }).where(eq(blogPosts.slug, 'moving-day-tips'));
    expect((await t.call({ method: 'GET', url: '/api/blog/lawn-care-calendar' })).status).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/blog/moving-day-tips' })).status).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/blog/list' })).body.data.total).toBe(2);
  });

  it('answers 404 for a blank slug', async () => {
    const res = await t.call({ method: 'GET', url: '/api/blog/%20%20' });
    expect([res.status, res.body.message]).toEqual([404, 'Blog post not found']);
  });
});
