'use client';
// The admin payouts section's API calls: the filtered list, retrying a failed payout, the CSV exports.
import { adminPayoutEndpoints } from '@hearth/shared/admin/payouts/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveBlob } from '@/lib/save-blob';
import { useCall } from '@/lib/use-call';
import type { PayoutFilterView, PayoutsView } from './payouts-url';

const ROOT_KEY = ['admin', 'payouts'] as const;

/** The filter as the API reads it (the page's and the API's names are the same); empty values are left out. */
const filterQuery = ({ providerId, status, from, to }: PayoutFilterView) => ({ providerId, status, from, to });

export function useAdminPayouts(view: PayoutsView, size: number) {
  const { call, signedIn } = useCall();
  const query = { ...filterQuery(view.filter), pageNo: view.page, size };
  return useQuery({
    queryKey: [...ROOT_KEY, 'list', query],
    queryFn: async ({ signal }) => (await call(adminPayoutEndpoints.list, { query }, { signal })).data,
    enabled: signedIn,
    placeholderData: keepPreviousData,
  });
}

export function useRetryPayout() {
  const { call } = useCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(adminPayoutEndpoints.retry, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ROOT_KEY }),
  });
}

export type PayoutsCsv = { kind: 'payouts'; filter: PayoutFilterView } | { kind: 'annualReport'; year: number };

/** Saves one of the CSV exports (files, not envelopes). */
export function useCsvDownload() {
  const { download, signedIn } = useCall();
  const mutation = useMutation({
    mutationFn: async (csv: PayoutsCsv) => {
      if (csv.kind === 'payouts') {
        const { from, to } = csv.filter;
        saveBlob(await download(adminPayoutEndpoints.csv, { query: filterQuery(csv.filter) }), `hearth-payouts${from ? `-${from}` : ''}${to ? `-to-${to}` : ''}.csv`);
      } else {
        saveBlob(await download(adminPayoutEndpoints.annualReport, { query: { year: csv.year } }), `hearth-platform-report-${csv.year}.csv`);
      }
    },
  });
  return { ...mutation, signedIn };
}
