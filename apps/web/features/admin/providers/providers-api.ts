'use client';
// The admin provider queue through the API: the list and detail queries, the decisions, the audited
// SIN reveal and document download, all through the shared contract with the session's token.
import { ADMIN_PROVIDER_PAGE_SIZE } from '@hearth/shared/admin/providers';
import { adminProviderEndpoints } from '@hearth/shared/admin/providers/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { useCall } from '@/lib/use-call';
import type { ProviderQueueTab } from './queue-tabs';

export const adminProviderKeys = {
  all: ['admin', 'providers'] as const,
  list: (status: ProviderQueueTab, page: number) => ['admin', 'providers', 'list', status, page] as const,
  detail: (id: string) => ['admin', 'providers', 'detail', id] as const,
};

export function useAdminProviders(status: ProviderQueueTab, page: number) {
  const { call, signedIn } = useCall();
  return useQuery({
    queryKey: adminProviderKeys.list(status, page),
    queryFn: async ({ signal }) =>
      (await call(adminProviderEndpoints.list, { query: { status: status === 'all' ? undefined : status, pageNo: page, size: ADMIN_PROVIDER_PAGE_SIZE } }, { signal })).data,
    enabled: signedIn,
    placeholderData: keepPreviousData,
  });
}

export function useAdminProvider(id: string) {
  const { call, signedIn } = useCall();
  return useQuery({
    queryKey: adminProviderKeys.detail(id),
    queryFn: async ({ signal }) => (await call(adminProviderEndpoints.detail, { params: { id } }, { signal })).data,
    enabled: signedIn,
  });
}

export type ProviderDecision =
  | { kind: 'approve' | 'reinstate' }
  | { kind: 'reject' | 'suspend'; reason: string }
  | { kind: 'actionRequired'; message: string };

/**
 * Sends one decision, then refreshes the provider, the queue and the dashboard, and says what
 * happened. A failure is thrown to the caller, which shows it where the admin acted.
 */
export function useProviderDecision(providerId: string) {
  const { call } = useCall();
  const queryClient = useQueryClient();
  return useCallback(
    async (decision: ProviderDecision) => {
      const params = { id: providerId };
      const { message } =
        'reason' in decision
          ? await call(adminProviderEndpoints[decision.kind], { params, body: { reason: decision.reason } })
          : 'message' in decision
            ? await call(adminProviderEndpoints.actionRequired, { params, body: { message: decision.message } })
            : await call(adminProviderEndpoints[decision.kind], { params });
      toast.success(message);
      await queryClient.invalidateQueries({ queryKey: adminProviderKeys.detail(providerId) });
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    [call, providerId, queryClient],
  );
}

/** The full SIN; the API records each reveal in the audit log. */
export function useRevealSin(providerId: string) {
  const { call } = useCall();
  return useCallback(async () => (await call(adminProviderEndpoints.sin, { params: { id: providerId } })).data.socialInsuranceNum, [call, providerId]);
}

/** Sets or clears the insurance check (the public 'Insured' badge), says so, then re-reads the provider. A failure is thrown to the caller. */
export function useSetInsuranceCheck(providerId: string) {
  const { call } = useCall();
  const queryClient = useQueryClient();
  return useCallback(
    async (checked: boolean) => {
      const { message } = await call(adminProviderEndpoints.insuranceCheck, { params: { id: providerId }, body: { checked } });
      toast.success(message);
      await queryClient.invalidateQueries({ queryKey: adminProviderKeys.detail(providerId) });
    },
    [call, providerId, queryClient],
  );
}

/** Closes an open action item, says so, then re-reads the provider. A failure is thrown to the caller. */
export function useClearActionItem(providerId: string) {
  const { call } = useCall();
  const queryClient = useQueryClient();
  return useCallback(
    async (itemId: string) => {
      const { message } = await call(adminProviderEndpoints.clearAction, { params: { id: providerId, itemId } });
      toast.success(message);
      await queryClient.invalidateQueries({ queryKey: adminProviderKeys.detail(providerId) });
    },
    [call, providerId, queryClient],
  );
}

/**
 * Fetches a private document as a blob, from the download path the detail answers with (a file,
 * not an envelope, so not through `call`); the API records each download.
 */
export function useProviderDocumentBlob() {
  return useCall().downloadPath;
}
