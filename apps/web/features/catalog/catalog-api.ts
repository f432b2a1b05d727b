// The service catalogue for server components: the header's menu (GET /api/category/catelog), the
// service cards of /services and the home page (GET /api/category/list) and one service's page.
// Cached and revalidated; the site stays usable when a call fails.
import { catalogEndpoints, type CategoryWithServiceCards, type CategoryWithServices, type ServiceDetail } from '@hearth/shared/catalog/contract';
import { endpointUrl } from '@hearth/shared/contract';
import { cache } from 'react';
import { fetchPublic, fetchPublicOrNull } from '@/lib/public-data';

const TAGS = ['catalog'];

export const getCatalog = cache((): Promise<CategoryWithServices[]> => fetchPublic(endpointUrl(catalogEndpoints.catalogue), [], TAGS));

export const getCategoryCards = cache((): Promise<CategoryWithServiceCards[]> => fetchPublic(endpointUrl(catalogEndpoints.list), [], TAGS));

/** null when no active service has this slug (the page is a 404). */
export const getService = cache((slug: string): Promise<ServiceDetail | null> => fetchPublicOrNull(endpointUrl(catalogEndpoints.service, { params: { slug } }), TAGS));
