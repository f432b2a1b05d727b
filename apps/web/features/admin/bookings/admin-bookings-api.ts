'use client';
// The admin bookings API: the search, one booking, the providers it can go to, and the actions
// (assign, cancel with refund, partial refund, start or complete the job, settle a money issue).
// Paths live here, not in lib/paths.ts.
import type { AdminBookingDetail, AdminBookingPage, AdminRefundResult, EligibleProvider } from '@hearth/shared/admin/bookings';
import type { CategoryWithServices } from '@hearth/shared/api-types';
import type { AdminJobActionInput, RefundBookingInput, ResolveMoneyIssueInput } from '@hearth/shared/schemas/admin-bookings';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { useAccessToken } from '@/lib/use-access-token';
import { bookingsQuery, type BookingsFilter } from './bookings-filter';

export const adminBookingPaths = {
  list: (query: string) => `/api/admin/bookings${query ? `?${query}` : ''}`,
  detail: (id: string) => `/api/admin/bookings/${id}`,
  eligibleProviders: (id: string, q: string) => `/api/admin/bookings/${id}/eligible-providers${q ? `?${new URLSearchParams({ q })}` : ''}`,
  assign: (id: string) => `/api/admin/bookings/${id}/assign`,
  cancel: (id: string) => `/api/admin/bookings/${id}/cancel`,
  refund: (id: string) => `/api/admin/bookings/${id}/refund`,
  start: (id: string) => `/api/admin/bookings/${id}/start`,
  complete: (id: string) => `/api/admin/bookings/${id}/complete`,
  resolve: (id: string) => `/api/admin/bookings/${id}/resolve`,
};

export const adminBookingKeys = {
  all: ['admin-bookings'] as const,
  lists: ['admin-bookings', 'list'] as const,
  list: (filter: BookingsFilter) => ['admin-bookings', 'list', filter] as const,
  detail: (id: string) => ['admin-bookings', 'detail', id] as const,
  eligibleFor: (id: string) => ['admin-bookings', 'eligible', id] as const,
  eligible: (id: string, q: string) => ['admin-bookings', 'eligible', id, q] as const,
};

export function useAdminBookings(filter: BookingsFilter) {
  const token = useAccessToken();
  return useQuery({
    queryKey: adminBookingKeys.list(filter),
    queryFn: async ({ signal }) => (await apiRequest<AdminBookingPage>(adminBookingPaths.list(bookingsQuery(filter)), { token, signal })).data,
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}

export function useAdminBooking(id: string) {
  const token = useAccessToken();
  return useQuery({
    queryKey: adminBookingKeys.detail(id),
    queryFn: async ({ signal }) => (await apiRequest<AdminBookingDetail>(adminBookingPaths.detail(id), { token, signal })).data,
    enabled: Boolean(token),
  });
}

export function useEligibleProviders(id: string, search: string, enabled: boolean) {
  const token = useAccessToken();
  return useQuery({
    queryKey: adminBookingKeys.eligible(id, search),
    queryFn: async ({ signal }) => (await apiRequest<EligibleProvider[]>(adminBookingPaths.eligibleProviders(id, search), { token, signal })).data,
    enabled: Boolean(token) && enabled,
    placeholderData: keepPreviousData,
  });
}

/** The active services, grouped by category, for the service filter. */
export function useServiceOptions() {
  return useQuery({
    queryKey: ['admin-bookings', 'services'] as const,
    queryFn: async ({ signal }) => (await apiRequest<CategoryWithServices[]>(apiPaths.category.catalog(), { signal })).data,
    staleTime: 5 * 60_000,
  });
}

/** Runs an action on a booking and shows its answer: the detail it returns replaces the cached one. */
function useBookingAction<TInput>(id: string, send: (token: string | null, input: TInput) => Promise<{ data: AdminBookingDetail; message: string }>) {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => send(token, input),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(adminBookingKeys.detail(id), data);
      void queryClient.invalidateQueries({ queryKey: adminBookingKeys.lists });
      void queryClient.invalidateQueries({ queryKey: adminBookingKeys.eligibleFor(id) });
    },
  });
}

export const useAssignProvider = (id: string) =>
  useBookingAction(id, (token, input: { providerId: string; currentProviderId: string | null }) =>
    apiRequest<AdminBookingDetail>(adminBookingPaths.assign(id), { method: 'POST', body: input, token }),
  );

export const useCancelBooking = (id: string) =>
  useBookingAction(id, (token, input: { reason: string }) => apiRequest<AdminBookingDetail>(adminBookingPaths.cancel(id), { method: 'POST', body: input, token }));

/** Starts or completes the job in its provider's place. */
export const useJobAction = (id: string, action: 'start' | 'complete') =>
  useBookingAction(id, (token, input: AdminJobActionInput) => apiRequest<AdminBookingDetail>(adminBookingPaths[action](id), { method: 'POST', body: input, token }));

export const useResolveIssue = (id: string) =>
  useBookingAction(id, (token, input: ResolveMoneyIssueInput) => apiRequest<AdminBookingDetail>(adminBookingPaths.resolve(id), { method: 'POST', body: input, token }));

/** `requestId` is the Idempotency-Key: one per dialog opening, so a retried click never refunds twice. */
export function useRefundBooking(id: string) {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, ...body }: RefundBookingInput & { requestId: string }) =>
      apiRequest<AdminRefundResult>(adminBookingPaths.refund(id), { method: 'POST', body, token, headers: { 'Idempotency-Key': requestId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminBookingKeys.all }),
  });
}
