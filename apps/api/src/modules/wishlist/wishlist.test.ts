import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedCatalogue } from '../../db/seed/demo';
import { services } from '../../db/schema';
import { serviceBySlug } from '../../test/booking-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.app.ctx);
});
afterAll(() => t.close());

describe('wishlist', () => {
  it('saves services once, lists them newest first with their cards, and removes them', async () => {
    const c = await t.createUser();
    const cleaning = await serviceBySlug(t, 'standard-house-cleaning');
    const lawn = await serviceBySlug(t, 'lawn-maintenance');
    const save = (id: string) => t.call({ method: 'PUT', url: `/api/user/wishlist/${id}`, token: c.token });
    expect((await save(cleaning.id)).body.message).toBe('Saved to your wishlist');
    const [again] = await Promise.all([save(cleaning.id), save(cleaning.id)]);
    expect(again.status).toBe(200); // a double tap is not an error
    await save(lawn.id);

    const list = await t.call({ method: 'GET', url: '/api/user/wishlist', token: c.token });
    expect(list.body.data).toMatchObject({ total: 2, pageNo: 1, size: 12, pages: 1 });
    expect(list.body.data.items.map((i: { service: { slug: string } }) => i.service.slug)).toEqual(['lawn-maintenance', 'standard-house-cleaning']);
    expect(list.body.data.items[0].service).toMatchObject({ name: lawn.name, startingPriceCents: lawn.startingPriceCents });
    expect((await t.call({ method: 'GET', url: '/api/user/wishlist/ids', token: c.token })).body.data.sort()).toEqual([cleaning.id, lawn.id].sort());

    const paged = await t.call({ method: 'GET', url: '/api/user/wishlist?pageNo=2&size=1', token: c.token });
    expect(paged.body.data).toMatchObject({ pageNo: 2, pages: 2, items: [{ service: { slug: 'standard-house-cleaning' } }] });

    expect((await t.call({ method: 'DELETE', url: `/api/user/wishlist/${lawn.id}`, token: c.token })).body.message).toBe('Removed from your wishlist');
    expect((await t.call({ method: 'DELETE', url: `/api/user/wishlist/${lawn.id}`, token: c.token })).status).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/user/wishlist/ids', token: c.token })).body.data).toEqual([cleaning.id]);
  });

  it('hides a service taken out of the catalogue and refuses unknown ones', async () => {
    const c = await t.createUser();
    const moving = await serviceBySlug(t, 'moving-helpmovers');
    await t.call({ method: 'PUT', url: `/api/user/wishlist/${moving.id}`, token: c.token });
    await t.app.ctx.db.update(services).set({ active: false }).where(eq(services.id, moving.id));
    expect((await t.call({ method: 'GET', url: '/api/user/wishlist', token: c.token })).body.data.total).toBe(0);
    const gone = await t.call({ method: 'PUT', url: `/api/user/wishlist/${moving.id}`, token: c.token });
    expect([gone.status, gone.body.message]).toEqual([404, 'Service not found']);
    await t.app.ctx.db.update(services).set({ active: true }).where(eq(services.id, moving.id));
    expect((await t.call({ method: 'GET', url: '/api/user/wishlist', token: c.token })).body.data.total).toBe(1);
    expect((await t.call({ method: 'PUT', url: '/api/user/wishlist/00000000-0000-4000-8000-000000000000', token: c.token })).status).toBe(404);
    const malformed = await t.call({ method: 'PUT', url: '/api/user/wishlist/nope', token: c.token });
    expect([malformed.status, malformed.body.message]).toEqual([404, 'Service not found']);
  });

  it('answers a bad page with the field that is wrong, and a stranger with 401 before looking at the input', async () => {
    const c = await t.createUser();
    const tooBig = await t.call({ method: 'GET', url: '/api/user/wishlist?size=500', token: c.token });
    expect(tooBig.status).toBe(400);
    expect(Object.keys(tooBig.body.errors)).toEqual(['size']);
    expect((await t.call({ method: 'GET', url: '/api/user/wishlist?size=500' })).status).toBe(401);
    expect((await t.call({ method: 'PUT', url: '/api/user/wishlist/nope' })).status).toBe(401);
  });

  it('is for customers only and private to each of them', async () => {
    const cleaning = await serviceBySlug(t, 'standard-house-cleaning');
    const a = await t.createUser();
    const b = await t.createUser();
    await t.call({ method: 'PUT', url: `/api/user/wishlist/${cleaning.id}`, token: a.token });
    expect((await t.call({ method: 'GET', url: '/api/user/wishlist/ids', token: b.token })).body.data).toEqual([]);
    const pro = await t.createUser({ role: 'serviceprovider' });
    expect((await t.call({ method: 'PUT', url: `/api/user/wishlist/${cleaning.id}`, token: pro.token })).status).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/user/wishlist' })).status).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/user/wishlist?size=500', token: a.token })).status).toBe(400);
  });
});
