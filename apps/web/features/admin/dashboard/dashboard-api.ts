'use client';
// The admin dashboard's numbers (GET /api/admin/dashboard), refreshed every minute while open.
import { adminDashboardEndpoints } from '@hearth/shared/admin/dashboard/contract';
import { useQuery } from '@tanstack/react-query';
import { useCall } from '@/lib/use-call';

export function useAdminDashboard() {
  const { call, signedIn } = useCall();
  return useQuery({
    queryKey: ['admin', 'dashboard'] as const,
    queryFn: async ({ signal }) => (await call(adminDashboardEndpoints.get, {}, { signal })).data,
    enabled: signedIn,
    refetchInterval: 60_000,
  });
}
