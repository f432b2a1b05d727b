import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { seedCatalogue } from '../../../db/seed/demo';
import { auditLog } from '../../../db/schema';

let t: TestApp;
let admin: { id: string; token: string };
let customer: { token: string };
let provider: { token: string };

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_MAX_IMAGE_BYTES: String(400 * 1024) });
  await seedCatalogue(t.app.ctx);
  [admin, customer, provider] = await Promise.all([t.createUser({ role: 'admin' }), t.createUser(), t.createUser({ role: 'serviceprovider' })]);
});
afterAll(() => t.close());

let counter = 0;
const unique = (prefix: string) => `${prefix}-${process.pid}-${++counter}`;

const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.call({ method, url, token: admin.token, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

async function newCategory(over: Record<string, unknown> = {}) {
  const slug = unique('category');
  const res = await asAdmin('POST', '/api/admin/catalogue/categories', { name: `Category ${slug}`, slug, description: 'Pools and hot tubs', ...over });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { _id: string; slug: string; name: string };
}

const serviceBody = (categoryId: string, over: Record<string, unknown> = {}) => ({
  categoryId,
  name: 'Pool Opening',
  slug: unique('pool-opening'),
  description: 'Cover off, pump primed, water balanced.',
  startingPriceCents: 24950,
  durationMinutes: 120,
  priceUnit: 'job',
  requiresDescription: true,
  featured: false,
  whatIsIncluded: ['Cover removal', 'Water test'],
  active: true,
  ...over,
});

async function newService(categoryId: string, over: Record<string, unknown> = {}) {
  const res = await asAdmin('POST', '/api/admin/catalogue/services', serviceBody(categoryId, over));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { _id: string; slug: string; name: string; sortOrder: number };
}

const headerMenu = async () => (await t.call({ method: 'GET', url: '/api/category/catelog' })).body.data as { slug: string; services: { slug: string; name: string }[] }[];

const auditOf = (entityId: string) =>
  t.app.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(desc(auditLog.id));

function multipart(field: string, filename: string, contentType: string, content: Buffer) {
  const boundary = '----hearth' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const photo = (background: string) => sharp({ create: { width: 1000, height: 600, channels: 3, background } }).jpeg().toBuffer();

describe('who may edit the catalogue', () => {
  it('refuses customers and providers with 403 and visitors with 401', async () => {
    for (const token of [customer.token, provider.token]) {
      expect((await t.call({ method: 'GET', url: '/api/admin/catalogue', token })).status).toBe(403);
      const create = await t.call({ method: 'POST', url: '/api/admin/catalogue/categories', token, payload: { name: 'Pools', slug: 'pools' } });
      expect(create.status).toBe(403);
    }
    expect((await t.call({ method: 'GET', url: '/api/admin/catalogue' })).status).toBe(401);
  });
});

describe('listing', () => {
  it('shows every category with its services, inactive ones included, with booking counts and former slugs', async () => {
    const category = await newCategory({ active: false });
    const service = await newService(category._id, { active: false });
    const res = await asAdmin('GET', '/api/admin/catalogue');
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({ name: 'Cleaning', slug: 'cleaning', active: true });
    expect(res.body.data[0].services[0]).toMatchObject({ slug: 'standard-house-cleaning', startingPriceCents: 12900, bookingCount: 0, formerSlugs: [] });
    const listed = res.body.data.find((c: { _id: string }) => c._id === category._id);
    expect(listed).toMatchObject({ active: false, services: [{ _id: service._id, active: false, requiresDescription: true, whatIsIncluded: ['Cover removal', 'Water test'] }] });
  });
});

describe('creating', () => {
  it('creates a category and a service that the public header menu shows at once, and audits both', async () => {
    await headerMenu(); // warm the public cache first: the change must not wait for it to expire
    const category = await newCategory();
    const service = await newService(category._id, { name: 'Hot Tub Cleaning' });

    const menu = await headerMenu();
    expect(menu.at(-1)).toMatchObject({ slug: category.slug, services: [{ slug: service.slug, name: 'Hot Tub Cleaning' }] });
    const page = await t.call({ method: 'GET', url: `/api/service/${service.slug}` });
    expect(page.body.data).toMatchObject({ startingPriceCents: 24950, durationMinutes: 120, requiresDescription: true, whatIsIncluded: ['Cover removal', 'Water test'] });

    const [created] = await auditOf(service._id);
    expect(created).toMatchObject({ actorId: admin.id, action: 'service.create', entity: 'service', before: null, after: { name: 'Hot Tub Cleaning', startingPriceCents: 24950 } });
    expect((await auditOf(category._id))[0]).toMatchObject({ action: 'category.create', after: { slug: category.slug, active: true } });
  });

  it('checks the fields with the shared rules', async () => {
    const res = await asAdmin('POST', '/api/admin/catalogue/services', { categoryId: 'nope', name: ' ', slug: 'Pool Opening', startingPriceCents: -1, durationMinutes: 5, whatIsIncluded: [''] });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      categoryId: 'Category is required',
      name: 'Name is required',
      slug: 'Slug may use only lowercase letters, numbers and single hyphens',
      startingPriceCents: 'Starting price cannot be negative',
      durationMinutes: 'Duration must be between 15 and 1440 minutes',
      'whatIsIncluded.0': 'Each included item is required',
    });
  });

  it('answers 404 for a category that does not exist', async () => {
    const res = await asAdmin('POST', '/api/admin/catalogue/services', serviceBody('00000000-0000-4000-8000-000000000000'));
    expect(res.status).toBe(404);
    expect(res.body.errors).toEqual({ categoryId: 'Category not found' });
  });
});

describe('slugs', () => {
  it('refuses a slug another category or service already has with 409 and a field error', async () => {
    const category = await asAdmin('POST', '/api/admin/catalogue/categories', { name: 'More cleaning', slug: 'cleaning' });
    expect(category.status).toBe(409);
    expect(category.body).toEqual({ success: false, message: 'This slug is already used by another category', errors: { slug: 'This slug is already used by another category' } });

    const { _id } = await newCategory();
    const service = await asAdmin('POST', '/api/admin/catalogue/services', serviceBody(_id, { slug: 'standard-house-cleaning' }));
    expect(service.status).toBe(409);
    expect(service.body.errors).toEqual({ slug: 'This slug is already used by another service' });
  });

  it('keeps the old slug as a 308 redirect, which the service may take back and others may not take', async () => {
    const category = await newCategory();
    const service = await newService(category._id);
    const oldSlug = service.slug;
    const newSlug = unique('pool-opening-and-balancing');

    const renamed = await asAdmin('PUT', `/api/admin/catalogue/services/${service._id}`, serviceBody(category._id, { slug: newSlug }));
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ slug: newSlug, formerSlugs: [oldSlug] });

    const moved = await t.call({ method: 'GET', url: `/api/service/${oldSlug}` });
    expect(moved.status).toBe(308);
    expect(moved.headers.location).toBe(`/api/service/${newSlug}`);
    expect(moved.body).toEqual({ success: false, message: 'This service has moved', data: { slug: newSlug } });
    expect((await t.call({ method: 'GET', url: `/api/service/${newSlug}` })).body.data._id).toBe(service._id);

    // Another service cannot take the redirecting slug…
    const other = await newService(category._id);
    const taken = await asAdmin('PUT', `/api/admin/catalogue/services/${other._id}`, serviceBody(category._id, { slug: oldSlug }));
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({ slug: 'This slug still redirects to another service; remove that redirect first' });
    const create = await asAdmin('POST', '/api/admin/catalogue/services', serviceBody(category._id, { slug: oldSlug }));
    expect(create.status).toBe(409);

    // …until the redirect is removed (audited).
    const removed = await asAdmin('DELETE', `/api/admin/catalogue/services/${service._id}/redirects/${oldSlug}`);
    expect(removed.body.data.formerSlugs).toEqual([]);
    expect((await t.call({ method: 'GET', url: `/api/service/${oldSlug}` })).status).toBe(404);
    expect((await auditOf(service._id))[0]).toMatchObject({ action: 'service.redirect_removed', before: { redirect: oldSlug } });
    const now = await asAdmin('PUT', `/api/admin/catalogue/services/${other._id}`, serviceBody(category._id, { slug: oldSlug }));
    expect(now.status).toBe(200);
  });

  it('lets a service take its own former slug back', async () => {
    const category = await newCategory();
    const service = await newService(category._id);
    const first = service.slug;
    await asAdmin('PUT', `/api/admin/catalogue/services/${service._id}`, serviceBody(category._id, { slug: `${first}-x` }));
    const back = await asAdmin('PUT', `/api/admin/catalogue/services/${service._id}`, serviceBody(category._id, { slug: first }));
    expect(back.status).toBe(200);
    expect(back.body.data).toMatchObject({ slug: first, formerSlugs: [`${first}-x`] });
    expect((await t.call({ method: 'GET', url: `/api/service/${first}` })).status).toBe(200);
    expect((await t.call({ method: 'GET', url: `/api/service/${first}-x` })).headers.location).toBe(`/api/service/${first}`);
  });

  it('records the edit with the state before and after', async () => {
    const category = await newCategory();
    const service = await newService(category._id);
    await asAdmin('PUT', `/api/admin/catalogue/services/${service._id}`, serviceBody(category._id, { slug: service.slug, startingPriceCents: 19900 }));
    const [edit] = await auditOf(service._id);
    expect(edit).toMatchObject({ action: 'service.update', before: { startingPriceCents: 24950 }, after: { startingPriceCents: 19900 } });
  });
});

describe('ordering', () => {
  it('reorders the services of a category in one go, and the header follows', async () => {
    const category = await newCategory();
    const a = await newService(category._id, { name: 'A' });
    const b = await newService(category._id, { name: 'B' });
    const c = await newService(category._id, { name: 'C' });
    expect([a.sortOrder, b.sortOrder, c.sortOrder]).toEqual([0, 1, 2]);

    const res = await asAdmin('PUT', `/api/admin/catalogue/categories/${category._id}/services/order`, { ids: [c._id, a._id, b._id] });
    expect(res.status).toBe(200);
    expect(res.body.data.services.map((s: { name: string }) => s.name)).toEqual(['C', 'A', 'B']);
    const menu = await headerMenu();
    expect(menu.find((m) => m.slug === category.slug)!.services.map((s) => s.name)).toEqual(['C', 'A', 'B']);
    const [entry] = await t.app.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'service.reorder'), eq(auditLog.entityId, category._id)));
    expect(entry).toMatchObject({ actorId: admin.id, after: { order: [c._id, a._id, b._id] } });
  });

  it('wants every service of the category exactly once', async () => {
    const category = await newCategory();
    const a = await newService(category._id);
    const b = await newService(category._id);
    const missing = await asAdmin('PUT', `/api/admin/catalogue/categories/${category._id}/services/order`, { ids: [b._id] });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ ids: 'List every service of this category exactly once' });
    const twice = await asAdmin('PUT', `/api/admin/catalogue/categories/${category._id}/services/order`, { ids: [a._id, a._id] });
    expect(twice.status).toBe(400);
  });

  it('reorders the categories', async () => {
    const list = (await asAdmin('GET', '/api/admin/catalogue')).body.data as { _id: string }[];
    const reversed = list.map((c) => c._id).reverse();
    const res = await asAdmin('PUT', '/api/admin/catalogue/categories/order', { ids: reversed });
    expect(res.status).toBe(200);
    expect(res.body.data.map((c: { _id: string }) => c._id)).toEqual(reversed);
    // Put them back for the other tests.
    await asAdmin('PUT', '/api/admin/catalogue/categories/order', { ids: list.map((c) => c._id) });
  });
});

describe('activating', () => {
  it('hides a deactivated service from the public at once and shows it again when activated', async () => {
    const category = await newCategory();
    const service = await newService(category._id);
    await headerMenu();

    const off = await asAdmin('POST', `/api/admin/catalogue/services/${service._id}/active`, { active: false });
    expect(off.body).toMatchObject({ message: 'Service deactivated', data: { active: false } });
    expect((await headerMenu()).find((m) => m.slug === category.slug)!.services).toEqual([]);
    expect((await t.call({ method: 'GET', url: `/api/service/${service.slug}` })).status).toBe(404);

    await asAdmin('POST', `/api/admin/catalogue/services/${service._id}/active`, { active: true });
    expect((await headerMenu()).find((m) => m.slug === category.slug)!.services).toHaveLength(1);
    expect((await auditOf(service._id)).map((e) => e.action).slice(0, 2)).toEqual(['service.activate', 'service.deactivate']);
  });

  it('hides a whole category', async () => {
    const category = await newCategory();
    await newService(category._id);
    const res = await asAdmin('POST', `/api/admin/catalogue/categories/${category._id}/active`, { active: false });
    expect(res.body.data).toMatchObject({ active: false, services: [{ active: true }] });
    expect((await headerMenu()).some((m) => m.slug === category.slug)).toBe(false);
    expect((await auditOf(category._id))[0]).toMatchObject({ action: 'category.deactivate', before: { active: true }, after: { active: false } });
  });

  it('answers 404 for an unknown service', async () => {
    const res = await asAdmin('POST', '/api/admin/catalogue/services/00000000-0000-4000-8000-000000000000/active', { active: false });
    expect(res.status).toBe(404);
  });

  it('answers 404 with the message for an id that is not one, and 400 naming the field for a bad body', async () => {
    const service = await asAdmin('POST', '/api/admin/catalogue/services/not-an-id/active', { active: false });
    expect(service.status).toBe(404);
    expect(service.body.message).toBe('Service not found');
    const category = await asAdmin('PUT', '/api/admin/catalogue/categories/not-an-id', { name: 'Pools', slug: 'pools' });
    expect(category.status).toBe(404);
    expect(category.body.message).toBe('Category not found');
    const { _id } = await newCategory();
    const body = await asAdmin('POST', `/api/admin/catalogue/categories/${_id}/active`, { active: 'no' });
    expect(body.status).toBe(400);
    expect(body.body.errors).toEqual({ active: 'active must be true or false' });
  });
});

describe('service image', () => {
  it('stores six variants, and a replacement deletes the old ones', async () => {
    const category = await newCategory();
    const service = await newService(category._id);
    const url = `/api/admin/catalogue/services/${service._id}/image`;

    const first = await t.call({ method: 'POST', url, token: admin.token, ...multipart('image', 'pool.jpg', 'image/jpeg', await photo('#0ea5e9')) });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const image = first.body.data.image as Record<string, string>;
    expect(Object.keys(image).sort()).toEqual(['blur', 'exsmall', 'large', 'medium', 'small', 'thumbnail']);
    const small = await t.app.inject({ method: 'GET', url: new URL(image.small!).pathname });
    expect(small.headers['cache-control']).toContain('immutable');
    expect((await sharp(small.rawPayload).metadata()).width).toBe(400);
    const card = (await t.call({ method: 'GET', url: `/api/service/${service.slug}` })).body.data;
    expect(card.image).toEqual(image);

    const second = await t.call({ method: 'POST', url, token: admin.token, ...multipart('image', 'pool2.png', 'image/png', await photo('#f97316')) });
    expect(second.body.data.image.small).not.toBe(image.small);
    const gone = await t.app.inject({ method: 'GET', url: new URL(image.small!).pathname });
    expect(gone.headers['cache-control']).toBe('public, max-age=300'); // the default banner stands in
    expect((await auditOf(service._id))[0]).toMatchObject({ action: 'service.image', before: { image: expect.any(String) }, after: { image: expect.any(String) } });

    const removed = await asAdmin('DELETE', url);
    expect(removed.body.data.image).toBeNull();
  });

  it('judges the file by its content, and wants the image field', async () => {
    const category = await newCategory();
    const service = await newService(category._id);
    const url = `/api/admin/catalogue/services/${service._id}/image`;
    const fake = await t.call({ method: 'POST', url, token: admin.token, ...multipart('image', 'pool.png', 'image/png', Buffer.from('MZ\x90\x00 not an image')) });
    expect(fake.status).toBe(415);
    expect(fake.body.message).toBe('Upload a PNG, JPEG, GIF or WebP image');
    const wrongField = await t.call({ method: 'POST', url, token: admin.token, ...multipart('picture', 'pool.jpg', 'image/jpeg', await photo('#000')) });
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.errors).toEqual({ image: 'Image is required' });
    const json = await asAdmin('POST', url, { image: 'x' });
    expect(json.status).toBe(415);
  });

  it('refuses an upload for a service that does not exist, and non-admins', async () => {
    const url = '/api/admin/catalogue/services/00000000-0000-4000-8000-000000000000/image';
    expect((await t.call({ method: 'POST', url, token: admin.token, ...multipart('image', 'a.jpg', 'image/jpeg', await photo('#fff')) })).status).toBe(404);
    expect((await t.call({ method: 'POST', url, token: customer.token, ...multipart('image', 'a.jpg', 'image/jpeg', await photo('#fff')) })).status).toBe(403);
  });
});

describe('tax classes', () => {
  const catalogue = async () => (await asAdmin('GET', '/api/admin/catalogue')).body.data as { slug: string; _id: string; defaultTaxClass: string; services: { slug: string; taxClass: string }[] }[];

  it('shows each seeded service with its class and each category with the class its new services start with', async () => {
    const categories = await catalogue();
    const classOf = (slug: string) => categories.flatMap((c) => c.services).find((s) => s.slug === slug)?.taxClass;
    expect(classOf('office-cleaning')).toBe('commercial_building_cleaning');
    expect(classOf('standard-house-cleaning')).toBe('residential_real_property');
    expect(classOf('tv-mounting')).toBe('service_to_goods');
    expect(classOf('leak-repair')).toBe('plumbing_heating_electrical');
    expect(categories.find((c) => c.slug === 'plumbing')?.defaultTaxClass).toBe('plumbing_heating_electrical');
  });

  it("gives a new service its category's default unless the admin names one, and refuses an unknown class", async () => {
    const plumbing = (await catalogue()).find((c) => c.slug === 'plumbing')!;
    const byDefault = await asAdmin('POST', '/api/admin/catalogue/services', serviceBody(plumbing._id));
    expect(byDefault.body.data.taxClass).toBe('plumbing_heating_electrical');
    const chosen = await asAdmin('POST', '/api/admin/catalogue/services', serviceBody(plumbing._id, { taxClass: 'service_to_goods' }));
    expect(chosen.body.data.taxClass).toBe('service_to_goods');
    // An edit that does not name a class keeps the service's own.
    const edited = await asAdmin('PUT', `/api/admin/catalogue/services/${chosen.body.data._id}`, serviceBody(plumbing._id, { slug: chosen.body.data.slug, name: 'Faucet Swap' }));
    expect(edited.body.data).toMatchObject({ name: 'Faucet Swap', taxClass: 'service_to_goods' });

    const unknown = await asAdmin('POST', '/api/admin/catalogue/services', serviceBody(plumbing._id, { taxClass: 'luxury' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ taxClass: 'Choose a tax class from the list' });
    // A category the table does not know starts its services as home upkeep.
    const pools = await newCategory();
    expect((await asAdmin('POST', '/api/admin/catalogue/services', serviceBody(pools._id))).body.data.taxClass).toBe('residential_real_property');
  });
});

describe('both languages', () => {
  it('writes French next to the English, reports what is still missing, and the public pages follow', async () => {
    const category = await newCategory({ nameFr: 'Piscines', descriptionFr: '' });
    const list = (await asAdmin('GET', '/api/admin/catalogue')).body.data as { _id: string; nameFr: string | null; descriptionFr: string | null; missingFrench: string[] }[];
    expect(list.find((c) => c._id === category._id)).toMatchObject({ nameFr: 'Piscines', descriptionFr: null, missingFrench: ['description'] });

    const created = await asAdmin('POST', '/api/admin/catalogue/services', serviceBody(category._id, { whatIsIncluded: ['Cover off', 'Water test'], nameFr: 'Ouverture de piscine' }));
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Pool Opening', nameFr: 'Ouverture de piscine', descriptionFr: null, whatIsIncludedFr: null, missingFrench: ['description', 'whatIsIncluded'] });

    const id = created.body.data._id as string;
    const saved = await asAdmin(
      'PUT',
      `/api/admin/catalogue/services/${id}`,
      serviceBody(category._id, { slug: created.body.data.slug, whatIsIncluded: ['Cover off', 'Water test'], descriptionFr: 'Bâche enlevée, pompe amorcée, eau équilibrée.', whatIsIncludedFr: ['Bâche enlevée', 'Analyse de l’eau'] }),
    );
    expect(saved.status).toBe(200);
    // Left out of the body, the French name is kept.
    expect(saved.body.data).toMatchObject({ nameFr: 'Ouverture de piscine', whatIsIncludedFr: ['Bâche enlevée', 'Analyse de l’eau'], missingFrench: [] });

    await asAdmin('PUT', `/api/admin/catalogue/categories/${category._id}`, { name: category.name, slug: category.slug, description: 'Pools and hot tubs', descriptionFr: 'Piscines et spas' });
    const page = await t.call({ method: 'GET', url: `/api/service/${created.body.data.slug}`, headers: { 'accept-language': 'fr-CA' } });
    expect(page.body.data).toMatchObject({ name: 'Ouverture de piscine', whatIsIncluded: ['Bâche enlevée', 'Analyse de l’eau'], category: { name: 'Piscines' } });
    const english = await t.call({ method: 'GET', url: `/api/service/${created.body.data.slug}` });
    expect(english.body.data).toMatchObject({ name: 'Pool Opening', whatIsIncluded: ['Cover off', 'Water test'] });

    // Emptying a French field clears it: the French page shows the English again.
    const cleared = await asAdmin('PUT', `/api/admin/catalogue/services/${id}`, serviceBody(category._id, { slug: created.body.data.slug, nameFr: '  ', whatIsIncludedFr: [] }));
    expect(cleared.body.data).toMatchObject({ nameFr: null, whatIsIncludedFr: null, missingFrench: ['name', 'whatIsIncluded'] });
  });
});
