// The service catalogue for server components: the header's menu (GET /api/category/catelog), the
// service cards of /services and the home page (GET /api/category/list) and one service's page.
// Cached and revalidated; the site stays usable when a call fails.
import type { CategoryWithServiceCards, CategoryWithServices, ServiceDetail } from '@hearth/shared/api-types';
import { cache } from 'react';
import { fetchPublic, fetchPublicOrNull } from '@/lib/public-data';
import { apiPaths } from '@/lib/paths';

const TAGS = ['catalog'];

export const getCatalog = cache((): Promise<CategoryWithServices[]> => fetchPublic(apiPaths.category.catalog(), [], TAGS));

export const getCategoryCards = cache((): Promise<CategoryWithServiceCards[]> => fetchPublic(apiPaths.category.list(), [], TAGS));

/** null when no active service has this slug (the page is a 404). */
export const getService = cache((slug: string): Promise<ServiceDetail | null> => fetchPublicOrNull(apiPaths.service(slug), TAGS));
