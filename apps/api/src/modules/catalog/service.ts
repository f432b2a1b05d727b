// The public catalogue: active categories with their active services, in display order. It is read
// on every page and changes only when an admin edits it, so the lists are served from a short-lived
// cache (decision 004); one service's page is a single indexed lookup.
import { and, asc, eq } from 'drizzle-orm';
import type { CategoryWithServiceCards, CategoryWithServices, Faq, ServiceCard, ServiceDetail } from '@hearth/shared/api-types';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { categories, faqs, services, serviceSlugRedirects } from '../../db/schema';
import { cachedEnvelope, forgetCached } from '../../plugins/envelope-cache';
import { AppError } from '../../plugins/errors';
import { imageUrls } from '../../plugins/uploads';

type ServiceRow = typeof services.$inferSelect;
type CategoryRow = typeof categories.$inferSelect;

/** The one place a service row becomes its wire shape. */
export function toServiceCard(ctx: Pick<AppContext, 'config'>, s: ServiceRow): ServiceCard {
  return {
    _id: s.id,
    name: s.name,
    slug: s.slug,
    description: s.description,
    startingPriceCents: s.startingPriceCents,
    durationMinutes: s.durationMinutes,
    priceUnit: s.priceUnit,
    requiresDescription: s.requiresDescription,
    featured: s.featured,
    image: s.image ? imageUrls(ctx.config, 'catalog', s.image) : null,
  };
}

const toFaq = (f: typeof faqs.$inferSelect): Faq => ({ _id: f.id, question: f.question, answer: f.answer });

/** The header's catalogue: names and slugs only, as small as it can be. */
export async function listCatalogue(db: Db): Promise<CategoryWithServices[]> {
  const rows = await db
    .select({ category: categories, service: { id: services.id, name: services.name, slug: services.slug } })
    .from(categories)
    .leftJoin(services, and(eq(services.categoryId, categories.id), eq(services.active, true)))
    .where(eq(categories.active, true))
    .orderBy(asc(categories.sortOrder), asc(categories.name), asc(services.sortOrder), asc(services.name));
  const byId = new Map<string, CategoryWithServices>();
  for (const { category, service } of rows) {
    let entry = byId.get(category.id);
    if (!entry) byId.set(category.id, (entry = { _id: category.id, name: category.name, slug: category.slug, services: [] }));
    if (service) entry.services.push({ _id: service.id, name: service.name, slug: service.slug });
  }
  return [...byId.values()];
}

async function loadCategoryCards(ctx: Pick<AppContext, 'db' | 'config'>, where?: { id: string } | { slug: string }): Promise<CategoryWithServiceCards[]> {
  const filter = where ? ('id' in where ? eq(categories.id, where.id) : eq(categories.slug, where.slug)) : undefined;
  const rows = await ctx.db
    .select({ category: categories, service: services })
    .from(categories)
    .leftJoin(services, and(eq(services.categoryId, categories.id), eq(services.active, true)))
    .where(and(eq(categories.active, true), filter))
    .orderBy(asc(categories.sortOrder), asc(categories.name), asc(services.sortOrder), asc(services.name));
  const byId = new Map<string, CategoryWithServiceCards>();
  for (const { category, service } of rows) {
    let entry = byId.get(category.id);
    if (!entry) byId.set(category.id, (entry = toCategory(category)));
    if (service) entry.services.push(toServiceCard(ctx, service));
  }
  return [...byId.values()];
}

const toCategory = (c: CategoryRow): CategoryWithServiceCards => ({ _id: c.id, name: c.name, slug: c.slug, description: c.description, services: [] });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One active category by id or slug, with its active services. */
export async function getCategory(ctx: Pick<AppContext, 'db' | 'config'>, idOrSlug: string): Promise<CategoryWithServiceCards> {
  const [category] = await loadCategoryCards(ctx, UUID.test(idOrSlug) ? { id: idOrSlug } : { slug: idOrSlug.toLowerCase() });
  if (!category) throw new AppError(404, 'Category not found');
  return category;
}

/** One active service (in an active category) with what is included and its FAQs. */
export async function getService(ctx: Pick<AppContext, 'db' | 'config'>, slug: string): Promise<ServiceDetail> {
  const [row] = await ctx.db
    .select({ service: services, category: { _id: categories.id, name: categories.name, slug: categories.slug } })
    .from(services)
    .innerJoin(categories, eq(categories.id, services.categoryId))
    .where(and(eq(services.slug, slug.toLowerCase()), eq(services.active, true), eq(categories.active, true)))
    .limit(1);
  if (!row) throw new AppError(404, 'Service not found');
  const questions = await ctx.db
    .select()
    .from(faqs)
    .where(and(eq(faqs.serviceId, row.service.id), eq(faqs.active, true)))
    .orderBy(asc(faqs.sortOrder), asc(faqs.createdAt));
  return { ...toServiceCard(ctx, row.service), whatIsIncluded: row.service.whatIsIncluded, faqs: questions.map(toFaq), category: row.category };
}

/** The current slug of an active service that used to be called `oldSlug`, or null. */
export async function movedServiceSlug(db: Db, oldSlug: string): Promise<string | null> {
  const [row] = await db
    .select({ slug: services.slug })
    .from(serviceSlugRedirects)
    .innerJoin(services, eq(services.id, serviceSlugRedirects.serviceId))
    .innerJoin(categories, eq(categories.id, services.categoryId))
    .where(and(eq(serviceSlugRedirects.oldSlug, oldSlug.toLowerCase()), eq(services.active, true), eq(categories.active, true)))
    .limit(1);
  return row?.slug ?? null;
}

/** The header catalogue envelope as JSON. */
export const cachedCatalogue = (db: Db) => cachedEnvelope(db, 'catelog', () => listCatalogue(db));

/** Every active category with its service cards, as JSON. */
export const cachedCategoryList = (ctx: Pick<AppContext, 'db' | 'config'>) => cachedEnvelope(ctx.db, 'list', () => loadCategoryCards(ctx));

/** One service's page as JSON (the most visited public route); a missing slug throws the 404 and is not kept. */
export const cachedService = (ctx: Pick<AppContext, 'db' | 'config'>, slug: string) => cachedEnvelope(ctx.db, `service:${slug.toLowerCase()}`, () => getService(ctx, slug));

/** Call after any catalogue change so this instance serves it immediately. */
export function invalidateCatalogue(db: Db) {
  forgetCached(db);
}
