'use client';
// The admin dashboard's numbers (GET /api/admin/dashboard), refreshed every minute while open.
import type { AdminDashboard } from '@hearth/shared/admin/dashboard';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { useAccessToken } from '@/lib/use-access-token';

export const adminDashboardPath = () => '/api/admin/dashboard';

export function useAdminDashboard() {
  const token = useAccessToken();
  return useQuery({
    queryKey: ['admin', 'dashboard'] as const,
    queryFn: async ({ signal }) => (await apiRequest<AdminDashboard>(adminDashboardPath(), { token, signal })).data,
    enabled: Boolean(token),
    refetchInterval: 60_000,
  });
}
