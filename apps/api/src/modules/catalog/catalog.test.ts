import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { categories, services } from '../../db/schema';
import { invalidateCatalogue } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
});
afterAll(() => t.close());

async function setServiceActive(slug: string, active: boolean) {
  await t.app.ctx.db.update(services).set({ active }).where(eq(services.slug, slug));
  invalidateCatalogue(t.app.ctx.db);
}

describe('GET /api/category/list', () => {
  it('lists every category with its service cards, priced in cents', async () => {
    const res = await t.call({ method: 'GET', url: '/api/category/list' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age=60');
    const cleaning = res.body.data[0];
    expect(cleaning).toMatchObject({ name: 'Cleaning', slug: 'cleaning', description: expect.stringContaining('cleaners') });
    expect(cleaning.services[0]).toMatchObject({
      _id: expect.any(String),
      name: 'Standard House Cleaning',
      slug: 'standard-house-cleaning',
      startingPriceCents: 12900,
      durationMinutes: 180,
      requiresDescription: false,
      featured: true,
    });
    // No picture is seeded: the web shows the service's drawing until an admin uploads a photo.
    expect(cleaning.services[0].image).toBeNull();
    const office = cleaning.services.find((s: { slug: string }) => s.slug === 'office-cleaning');
    expect(office.requiresDescription).toBe(true);
  });

  it('answers a matching ETag with 304', async () => {
    const first = await t.call({ method: 'GET', url: '/api/category/list' });
    const again = await t.call({ method: 'GET', url: '/api/category/list', headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.status).toBe(304);
  });
});

describe('GET /api/category/{id}', () => {
  it('finds a category by id or slug', async () => {
    const list = await t.call({ method: 'GET', url: '/api/category/list' });
    const moving = list.body.data.find((c: { slug: string }) => c.slug === 'moving');
    const byId = await t.call({ method: 'GET', url: `/api/category/${moving._id}` });
    expect(byId.status).toBe(200);
    expect(byId.body.data).toEqual(moving);
    const bySlug = await t.call({ method: 'GET', url: '/api/category/moving' });
    expect(bySlug.body.data.services.map((s: { slug: string }) => s.slug)).toEqual(['moving-helpmovers', 'furniture-assembly']);
  });

  it('answers 404 for an unknown category', async () => {
    for (const id of ['pest-control', '00000000-0000-4000-8000-000000000000']) {
      const res = await t.call({ method: 'GET', url: `/api/category/${id}` });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: 'Category not found' });
    }
  });

  it('answers 404 for a blank category id or service slug', async () => {
    expect((await t.call({ method: 'GET', url: '/api/category/%20' })).body).toEqual({ success: false, message: 'Category not found' });
    expect((await t.call({ method: 'GET', url: '/api/service/%20' })).body).toEqual({ success: false, message: 'Service not found' });
  });
});

describe('GET /api/service/{slug}', () => {
  it('has what a service page shows: price, duration, what is included, FAQs and the category', async () => {
    const res = await t.call({ method: 'GET', url: '/api/service/moving-helpmovers' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toContain('public');
    expect(res.body.data).toMatchObject({
      name: 'Moving Help / Movers',
      startingPriceCents: 14900,
      durationMinutes: 60,
      priceUnit: 'hour',
      requiresDescription: true,
      category: { name: 'Moving', slug: 'moving' },
    });
    expect(res.body.data.whatIsIncluded).toContain('Two experienced movers');
    expect(res.body.data.faqs).toHaveLength(2);
    expect(res.body.data.faqs[0]).toEqual({ _id: expect.any(String), question: 'Is a truck included?', answer: expect.any(String) });
  });

  it('answers 404 for an unknown slug, without caching it', async () => {
    const res = await t.call({ method: 'GET', url: '/api/service/underwater-basket-weaving' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Service not found' });
    expect(res.headers['cache-control']).toBeUndefined();
  });
});

describe('inactive services and categories', () => {
  it('hides an inactive service everywhere', async () => {
    await setServiceActive('tv-mounting', false);
    try {
      const slugs = (body: { data: { services: { slug: string }[] }[] }) => body.data.flatMap((c) => c.services.map((s) => s.slug));
      expect(slugs((await t.call({ method: 'GET', url: '/api/category/list' })).body)).not.toContain('tv-mounting');
      expect(slugs((await t.call({ method: 'GET', url: '/api/category/catelog' })).body)).not.toContain('tv-mounting');
      const handyman = await t.call({ method: 'GET', url: '/api/category/handyman' });
      expect(handyman.body.data.services.map((s: { slug: string }) => s.slug)).toEqual(['handyman-services']);
      expect((await t.call({ method: 'GET', url: '/api/service/tv-mounting' })).status).toBe(404);
    } finally {
      await setServiceActive('tv-mounting', true);
    }
  });

  it('hides the services of an inactive category', async () => {
    await t.app.ctx.db.update(categories).set({ active: false }).where(eq(categories.slug, 'snow-removal'));
    invalidateCatalogue(t.app.ctx.db);
    try {
      expect((await t.call({ method: 'GET', url: '/api/category/snow-removal' })).status).toBe(404);
      expect((await t.call({ method: 'GET', url: '/api/service/walkway-salting' })).status).toBe(404);
      const list = await t.call({ method: 'GET', url: '/api/category/list' });
      expect(list.body.data.map((c: { slug: string }) => c.slug)).not.toContain('snow-removal');
    } finally {
      await t.app.ctx.db.update(categories).set({ active: true }).where(eq(categories.slug, 'snow-removal'));
      invalidateCatalogue(t.app.ctx.db);
    }
  });
});
