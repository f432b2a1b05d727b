'use client';
// The admin payouts section's API calls: the filtered list, retrying a failed payout, the CSV exports.
import { adminPayoutEndpoints } from '@hearth/shared/admin/payouts/contract';
import { endpointUrl } from '@hearth/shared/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequestBlob } from '@/lib/api';
import { saveBlob } from '@/lib/save-blob';
import { useAccessToken } from '@/lib/use-access-token';
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

/**
 * Saves one of the CSV exports. The API answers with the file itself, not an envelope, so it is
 * read as a blob rather than through `call()`.
 */
export function useCsvDownload() {
  const token = useAccessToken();
  const mutation = useMutation({
    mutationFn: async (csv: PayoutsCsv) => {
      if (csv.kind === 'payouts') {
        const { from, to } = csv.filter;
        const path = endpointUrl(adminPayoutEndpoints.csv, { query: filterQuery(csv.filter) });
        saveBlob(await apiRequestBlob(path, { token }), `hearth-payouts${from ? `-${from}` : ''}${to ? `-to-${to}` : ''}.csv`);
      } else {
        const path = endpointUrl(adminPayoutEndpoints.annualReport, { query: { year: csv.year } });
        saveBlob(await apiRequestBlob(path, { token }), `hearth-platform-report-${csv.year}.csv`);
      }
    },
  });
  return { ...mutation, signedIn: token !== null };
}
