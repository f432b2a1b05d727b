'use client';
// The admin payouts section's API calls: the filtered list, retrying a failed payout, the CSV exports.
import type { AdminPayoutPage } from '@hearth/shared/admin/payouts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, apiRequestBlob } from '@/lib/api';
import { saveBlob } from '@/lib/save-blob';
import { useAccessToken } from '@/lib/use-access-token';
import { payoutFilterQuery, type PayoutsView } from './payouts-url';

const ROOT_KEY = ['admin', 'payouts'] as const;

export const payoutsApi = {
  list: (view: PayoutsView, size: number) => `/api/admin/payouts?${payoutFilterQuery(view.filter, { pageNo: String(view.page), size: String(size) })}`,
  csv: (view: PayoutsView) => `/api/admin/payouts.csv?${payoutFilterQuery(view.filter)}`,
  annualReport: (year: number) => `/api/admin/payouts/annual-report.csv?year=${year}`,
  retry: (id: string) => `/api/admin/payouts/${id}/retry`,
};

export function useAdminPayouts(view: PayoutsView, size: number) {
  const token = useAccessToken();
  const path = payoutsApi.list(view, size);
  return useQuery({
    queryKey: [...ROOT_KEY, path],
    queryFn: async ({ signal }) => (await apiRequest<AdminPayoutPage>(path, { token, signal })).data,
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}

export function useRetryPayout() {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<{ _id: string; status: string }>(payoutsApi.retry(id), { method: 'POST', token }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ROOT_KEY }),
  });
}

export async function downloadCsv(token: string | null, path: string, fileName: string) {
  saveBlob(await apiRequestBlob(path, { token }), fileName);
}
