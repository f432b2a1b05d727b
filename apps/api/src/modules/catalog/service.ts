// The public catalogue: active categories with their active services, in display order. It is read
// on every page and changes only when an admin edits it, so the lists are served from a short-lived
// cache (decision 004); one service's page is a single indexed lookup. Every answer is in the
// request's language (French text where an admin wrote it, else the English), cached per language.
import { and, asc, eq } from 'drizzle-orm';
import type { CategoryWithServiceCards, CategoryWithServices, ServiceCard, ServiceDetail } from '@hearth/shared/catalog/contract';
import type { Faq } from '@hearth/shared/content/contract';
import { DEFAULT_LOCALE, type Locale } from '@hearth/shared/locale';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { categories, faqs, services, serviceSlugRedirects } from '../../db/schema';
import { cachedEnvelope, forgetCached } from '../../plugins/envelope-cache';
import { AppError } from '../../plugins/errors';
import { imageUrls } from '../../plugins/uploads';
import { localized, localizedList } from './localized';

type ServiceRow = typeof services.$inferSelect;
type CategoryRow = typeof categories.$inferSelect;

/** The one place a service row becomes its wire shape. */
export function toServiceCard(ctx: Pick<AppContext, 'config'>, s: ServiceRow, locale: Locale = DEFAULT_LOCALE): ServiceCard {
  return {
    _id: s.id,
    name: localized(locale, s.name, s.nameFr),
    slug: s.slug,
    description: localized(locale, s.description, s.descriptionFr),
    startingPriceCents: s.startingPriceCents,
    durationMinutes: s.durationMinutes,
    priceUnit: s.priceUnit,
    requiresDescription: s.requiresDescription,
    featured: s.featured,
    image: s.image ? imageUrls(ctx.config, 'catalog', s.image) : null,
  };
}

export const toFaq = (f: typeof faqs.$inferSelect, locale: Locale): Faq => ({ _id: f.id, question: localized(locale, f.question, f.questionFr), answer: localized(locale, f.answer, f.answerFr) });

/** The header's catalogue: names and slugs only, as small as it can be. */
export async function listCatalogue(db: Db, locale: Locale = DEFAULT_LOCALE): Promise<CategoryWithServices[]> {
  const rows = await db
    .select({ category: categories, service: { id: services.id, name: services.name, nameFr: services.nameFr, slug: services.slug } })
    .from(categories)
    .leftJoin(services, and(eq(services.categoryId, categories.id), eq(services.active, true)))
    .where(eq(categories.active, true))
    .orderBy(asc(categories.sortOrder), asc(categories.name), asc(services.sortOrder), asc(services.name));
  const byId = new Map<string, CategoryWithServices>();
  for (const { category, service } of rows) {
    let entry = byId.get(category.id);
    if (!entry) byId.set(category.id, (entry = { _id: category.id, name: localized(locale, category.name, category.nameFr), slug: category.slug, services: [] }));
    if (service) entry.services.push({ _id: service.id, name: localized(locale, service.name, service.nameFr), slug: service.slug });
  }
  return [...byId.values()];
}

async function loadCategoryCards(ctx: Pick<AppContext, 'db' | 'config'>, locale: Locale, where?: { id: string } | { slug: string }): Promise<CategoryWithServiceCards[]> {
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
    if (!entry) byId.set(category.id, (entry = toCategory(category, locale)));
    if (service) entry.services.push(toServiceCard(ctx, service, locale));
  }
  return [...byId.values()];
}

const toCategory = (c: CategoryRow, locale: Locale): CategoryWithServiceCards => ({
  _id: c.id,
  name: localized(locale, c.name, c.nameFr),
  slug: c.slug,
  description: localized(locale, c.description, c.descriptionFr),
  services: [],
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One active category by id or slug, with its active services. */
export async function getCategory(ctx: Pick<AppContext, 'db' | 'config'>, idOrSlug: string, locale: Locale = DEFAULT_LOCALE): Promise<CategoryWithServiceCards> {
  const [category] = await loadCategoryCards(ctx, locale, UUID.test(idOrSlug) ? { id: idOrSlug } : { slug: idOrSlug.toLowerCase() });
  if (!category) throw new AppError(404, 'Category not found');
  return category;
}

/** One active service (in an active category) with what is included and its FAQs. */
export async function getService(ctx: Pick<AppContext, 'db' | 'config'>, slug: string, locale: Locale = DEFAULT_LOCALE): Promise<ServiceDetail> {
  const [row] = await ctx.db
    .select({ service: services, category: { _id: categories.id, name: categories.name, nameFr: categories.nameFr, slug: categories.slug } })
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
  const { nameFr, ...category } = row.category;
  return {
    ...toServiceCard(ctx, row.service, locale),
    whatIsIncluded: localizedList(locale, row.service.whatIsIncluded, row.service.whatIsIncludedFr),
    faqs: questions.map((f) => toFaq(f, locale)),
    category: { ...category, name: localized(locale, category.name, nameFr) },
  };
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

// Each language is its own copy: the key names it (`catelog:fr`), so an English and a French reader
// never get each other's answer, and forgetting a key's start drops both languages at once.

/** The header catalogue envelope as JSON. */
export const cachedCatalogue = (db: Db, locale: Locale = DEFAULT_LOCALE) => cachedEnvelope(db, `catelog:${locale}`, () => listCatalogue(db, locale));

/** Every active category with its service cards, as JSON. */
export const cachedCategoryList = (ctx: Pick<AppContext, 'db' | 'config'>, locale: Locale = DEFAULT_LOCALE) =>
  cachedEnvelope(ctx.db, `list:${locale}`, () => loadCategoryCards(ctx, locale));

/** One service's page as JSON (the most visited public route); a missing slug throws the 404 and is not kept. */
export const cachedService = (ctx: Pick<AppContext, 'db' | 'config'>, slug: string, locale: Locale = DEFAULT_LOCALE) =>
  cachedEnvelope(ctx.db, `service:${locale}:${slug.toLowerCase()}`, () => getService(ctx, slug, locale));

/** Call after any catalogue change so this instance serves it immediately, in every language. */
export function invalidateCatalogue(db: Db) {
  forgetCached(db);
}
