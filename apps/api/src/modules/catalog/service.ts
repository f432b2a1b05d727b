// The public catalogue: active categories with their active services, in display order. It is read
// on every page and changes only when an admin edits it, so it is served from a short-lived cache.
import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { CategoryWithServices } from '@hearth/shared/api-types';
import type { Db } from '../../db/client';
import { categories, services } from '../../db/schema';

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

/** How stale another instance's copy may get before it re-reads (this instance invalidates at once). */
const CACHE_TTL_MS = 10_000;

interface CachedCatalogue {
  /** The whole envelope, serialised once. */
  json: string;
  etag: string;
  loadedAt: number;
}

const caches = new WeakMap<Db, { current: CachedCatalogue | null; loading: Promise<CachedCatalogue> | null }>();

/** The catalogue envelope as JSON; concurrent misses share one query. */
export async function cachedCatalogue(db: Db): Promise<CachedCatalogue> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = { current: null, loading: null }));
  if (cache.current && Date.now() - cache.current.loadedAt < CACHE_TTL_MS) return cache.current;
  const entry = cache;
  entry.loading ??= listCatalogue(db)
    .then((data) => {
      const json = JSON.stringify({ success: true, data });
      entry.current = { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"`, loadedAt: Date.now() };
      return entry.current;
    })
    .finally(() => {
      entry.loading = null;
    });
  return entry.loading;
}

/** Call after any catalogue change so this instance serves it immediately. */
export function invalidateCatalogue(db: Db) {
  const cache = caches.get(db);
  if (cache) cache.current = null;
}
