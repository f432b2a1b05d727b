'use client';
// The audit log through the API (GET /api/admin/audit), with the filters the page keeps in its URL.
import type { AuditLogEntry } from '@hearth/shared/admin/audit';
import type { Paged } from '@hearth/shared/api-types';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { useAccessToken } from '@/lib/use-access-token';
import type { AuditFilters } from './audit-filters';

export function adminAuditPath(filters: AuditFilters, pageNo: number) {
  const query = new URLSearchParams({ pageNo: String(pageNo) });
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  return `/api/admin/audit?${query}`;
}

export function useAuditLog(filters: AuditFilters, page: number) {
  const token = useAccessToken();
  return useQuery({
    queryKey: ['admin', 'audit', filters, page] as const,
    queryFn: async ({ signal }) => (await apiRequest<Paged<AuditLogEntry>>(adminAuditPath(filters, page), { token, signal })).data,
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}
