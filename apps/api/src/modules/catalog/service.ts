// The public catalogue: active categories with their active services, in display order.
import { asc, eq, and } from 'drizzle-orm';
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
