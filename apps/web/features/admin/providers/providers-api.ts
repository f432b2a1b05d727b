'use client';
// The admin provider queue through the API: its paths and the list and detail queries.
import type { AdminProviderDetail, AdminProviderList } from '@hearth/shared/admin/providers';
import { ADMIN_PROVIDER_PAGE_SIZE } from '@hearth/shared/admin/providers';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { useAccessToken } from '@/lib/use-access-token';
import type { ProviderQueueTab } from './queue-tabs';

const base = '/api/admin/providers';
export const adminProviderApi = {
  list: (status: ProviderQueueTab, pageNo: number) =>
    `${base}?${new URLSearchParams({ ...(status === 'all' ? {} : { status }), pageNo: String(pageNo), size: String(ADMIN_PROVIDER_PAGE_SIZE) })}`,
  detail: (id: string) => `${base}/${encodeURIComponent(id)}`,
  approve: (id: string) => `${base}/${encodeURIComponent(id)}/approve`,
  reject: (id: string) => `${base}/${encodeURIComponent(id)}/reject`,
  suspend: (id: string) => `${base}/${encodeURIComponent(id)}/suspend`,
  reinstate: (id: string) => `${base}/${encodeURIComponent(id)}/reinstate`,
  sin: (id: string) => `${base}/${encodeURIComponent(id)}/sin`,
  actionRequired: (id: string) => `${base}/${encodeURIComponent(id)}/action-required`,
  clearAction: (id: string, itemId: string) => `${base}/${encodeURIComponent(id)}/action-required/${encodeURIComponent(itemId)}`,
};

export const adminProviderKeys = {
  all: ['admin', 'providers'] as const,
  list: (status: ProviderQueueTab, page: number) => ['admin', 'providers', 'list', status, page] as const,
  detail: (id: string) => ['admin', 'providers', 'detail', id] as const,
};

export function useAdminProviders(status: ProviderQueueTab, page: number) {
  const token = useAccessToken();
  return useQuery({
    queryKey: adminProviderKeys.list(status, page),
    queryFn: async ({ signal }) => (await apiRequest<AdminProviderList>(adminProviderApi.list(status, page), { token, signal })).data,
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}

export function useAdminProvider(id: string) {
  const token = useAccessToken();
  return useQuery({
    queryKey: adminProviderKeys.detail(id),
    queryFn: async ({ signal }) => (await apiRequest<AdminProviderDetail>(adminProviderApi.detail(id), { token, signal })).data,
    enabled: Boolean(token),
  });
}
