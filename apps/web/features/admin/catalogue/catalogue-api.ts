'use client';
// The admin catalogue's API calls (issue 9): one query for every category with its services, and
// the changes, each followed by a refresh of the list and of the public pages' cached catalogue.
import type { AdminCategory } from '@hearth/shared/admin/catalogue';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ApiResult } from '@/lib/api';
import { useAccessToken } from '@/lib/use-access-token';
import { refreshPublicData } from '@/features/admin/refresh-public-data';

export const adminCatalogueApi = {
  list: () => '/api/admin/catalogue',
  categories: () => '/api/admin/catalogue/categories',
  categoryOrder: () => '/api/admin/catalogue/categories/order',
  category: (id: string) => `/api/admin/catalogue/categories/${id}`,
  categoryActive: (id: string) => `/api/admin/catalogue/categories/${id}/active`,
  serviceOrder: (categoryId: string) => `/api/admin/catalogue/categories/${categoryId}/services/order`,
  services: () => '/api/admin/catalogue/services',
  service: (id: string) => `/api/admin/catalogue/services/${id}`,
  serviceActive: (id: string) => `/api/admin/catalogue/services/${id}/active`,
  serviceImage: (id: string) => `/api/admin/catalogue/services/${id}/image`,
  serviceRedirect: (id: string, slug: string) => `/api/admin/catalogue/services/${id}/redirects/${encodeURIComponent(slug)}`,
};

export const adminCatalogueKeys = { all: ['admin-catalogue'] as const };

export function useAdminCatalogue() {
  const token = useAccessToken();
  return useQuery({
    queryKey: adminCatalogueKeys.all,
    queryFn: async ({ signal }) => (await apiRequest<AdminCategory[]>(adminCatalogueApi.list(), { token, signal })).data,
    enabled: Boolean(token),
  });
}

type Method = 'POST' | 'PUT' | 'DELETE';

/** Sends one catalogue change; once it is saved, the admin list and the public site's menu are refreshed. */
export function useCatalogueChange() {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  return async function send<T>(method: Method, path: string, body?: unknown): Promise<ApiResult<T>> {
    const result = await apiRequest<T>(path, { method, body, token });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: adminCatalogueKeys.all }),
      // The public pages keep the catalogue in Next's data cache; without this the header's menu
      // would show the change only when that cache expires.
      refreshPublicData(['catalog']).catch((error: unknown) => console.error('Refreshing the public catalogue failed', error)),
    ]);
    return result;
  };
}
