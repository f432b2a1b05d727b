'use client';
// The audit log through the API (GET /api/admin/audit), with the filters the page keeps in its URL.
import { adminAuditEndpoints } from '@hearth/shared/admin/audit/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCall } from '@/lib/use-call';
import type { AuditFilters } from './audit-filters';

export function useAuditLog(filters: AuditFilters, page: number) {
  const { call, signedIn } = useCall();
  return useQuery({
    queryKey: ['admin', 'audit', filters, page] as const,
    queryFn: async ({ signal }) => (await call(adminAuditEndpoints.list, { query: { pageNo: page, ...filters } }, { signal })).data,
    enabled: signedIn,
    placeholderData: keepPreviousData,
  });
}
