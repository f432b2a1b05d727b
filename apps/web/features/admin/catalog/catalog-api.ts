'use client';
// The admin catalogue's API calls: one query for every category with its services, and the
// changes, each followed by a refresh of the list and of the public pages' cached catalogue.
import { adminCatalogEndpoints, type AdminCategoryBody, type AdminServiceBody } from '@hearth/shared/admin/catalog/contract';
import type { EndpointInput } from '@hearth/shared/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiResult } from '@/lib/api';
import { useCall, type BoundCall } from '@/lib/use-call';
import { refreshPublicData } from '@/features/admin/server';

export const adminCatalogKeys = { all: ['admin-catalogue'] as const };

export function useAdminCatalog() {
  const { call, signedIn } = useCall();
  return useQuery({
    queryKey: adminCatalogKeys.all,
    queryFn: async ({ signal }) => (await call(adminCatalogEndpoints.list, {}, { signal })).data,
    enabled: signedIn,
  });
}

/** One catalogue change; once it is saved, the admin list and the public site's menu are refreshed. */
function useCatalogChange<V, A extends ApiResult<unknown>>(send: (call: BoundCall, variables: V) => Promise<A>) {
  const { call } = useCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => send(call, variables),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminCatalogKeys.all }),
        // The public pages keep the catalogue in Next's data cache; without this the header's menu
        // would show the change only when that cache expires.
        refreshPublicData(['catalog']).catch((error: unknown) => console.error('Refreshing the public catalogue failed', error)),
      ]),
  });
}

/** Creates a category (no id) or saves an existing one. */
export function useSaveCategory() {
  return useCatalogChange((call, { id, body }: { id?: string; body: AdminCategoryBody }) =>
    id ? call(adminCatalogEndpoints.updateCategory, { params: { id }, body }) : call(adminCatalogEndpoints.createCategory, { body }),
  );
}

/** Creates a service (no id) or saves an existing one. */
export function useSaveService() {
  return useCatalogChange((call, { id, body }: { id?: string; body: AdminServiceBody }) =>
    id ? call(adminCatalogEndpoints.updateService, { params: { id }, body }) : call(adminCatalogEndpoints.createService, { body }),
  );
}

export type CatalogItemKind = 'category' | 'service';

/** Switches a category or a service on or off. */
export function useSetCatalogActive() {
  return useCatalogChange((call, { kind, id, active }: { kind: CatalogItemKind; id: string; active: boolean }) =>
    call(kind === 'category' ? adminCatalogEndpoints.setCategoryActive : adminCatalogEndpoints.setServiceActive, { params: { id }, body: { active } }),
  );
}

/** A new display order: of the categories, or (with `categoryId`) of one category's services. */
export function useReorderCatalog() {
  return useCatalogChange(async (call, { categoryId, ids }: { categoryId?: string; ids: string[] }) =>
    categoryId ? await call(adminCatalogEndpoints.reorderServices, { params: { id: categoryId }, body: { ids } }) : await call(adminCatalogEndpoints.reorderCategories, { body: { ids } }),
  );
}

type ImageInput = EndpointInput<typeof adminCatalogEndpoints.setServiceImage>;

/** Uploads a service's new picture (a file), or removes it (null). */
export function useServiceImage(serviceId: string) {
  return useCatalogChange((call, file: File | null) => {
    if (!file) return call(adminCatalogEndpoints.removeServiceImage, { params: { id: serviceId } });
    const body = new FormData();
    body.append('image', file);
    // The contract declares no body: the API reads the picture from the multipart form.
    return call(adminCatalogEndpoints.setServiceImage, { params: { id: serviceId }, body } as unknown as ImageInput);
  });
}

/** Frees a former slug of a service: it stops redirecting there. */
export function useRemoveSlugRedirect(serviceId: string) {
  return useCatalogChange((call, slug: string) => call(adminCatalogEndpoints.removeSlugRedirect, { params: { id: serviceId, slug } }));
}
