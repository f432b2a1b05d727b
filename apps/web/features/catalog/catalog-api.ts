// The service catalogue (GET /api/category/catelog) for server components: header menu,
// footer, /services pages and the provider sign-up form. Cached and revalidated.
import type { CategoryWithServices, ServiceSummary } from '@hearth/shared/api-types';
import { connection } from 'next/server';
import { cache } from 'react';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';

const CATALOG_REVALIDATE_SECONDS = 300;

export const getCatalog = cache(async (): Promise<CategoryWithServices[]> => {
  // Fetched per request (from the data cache), never baked in at build time when the API may be down.
  await connection();
  try {
    const { data } = await apiRequest<CategoryWithServices[]>(apiPaths.category.catalog(), {
      next: { revalidate: CATALOG_REVALIDATE_SECONDS, tags: ['catalog'] },
    });
    return data ?? [];
  } catch (error) {
    // The site stays usable without the menu; the failure is not cached, so the next request retries.
    console.error('Loading the service catalogue failed', error);
    return [];
  }
});

export interface ServiceWithCategory {
  service: ServiceSummary;
  category: CategoryWithServices;
}

export async function findService(slug: string): Promise<ServiceWithCategory | null> {
  for (const category of await getCatalog()) {
    const service = category.services.find((s) => s.slug === slug);
    if (service) return { service, category };
  }
  return null;
}
