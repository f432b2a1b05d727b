'use client';
// The admin bookings API: the search, one booking, the providers it can go to, and the actions
// (assign, cancel with refund, partial refund, start or complete the job, settle a money issue).
import {
  adminBookingEndpoints as endpoints,
  type AdminBookingDetail,
  type AdminJobActionInput,
  type AssignProviderInput,
  type RefundBookingInput,
  type ResolveMoneyIssueInput,
} from '@hearth/shared/admin/bookings/contract';
import { catalogEndpoints } from '@hearth/shared/catalog/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiResult } from '@/lib/api';
import { call as callPublic } from '@/lib/call';
import { useCall } from '@/lib/use-call';
import { bookingsQuery, type BookingsFilter } from './bookings-filter';

export const adminBookingKeys = {
  all: ['admin-bookings'] as const,
  lists: ['admin-bookings', 'list'] as const,
  list: (filter: BookingsFilter) => ['admin-bookings', 'list', filter] as const,
  detail: (id: string) => ['admin-bookings', 'detail', id] as const,
  eligibleFor: (id: string) => ['admin-bookings', 'eligible', id] as const,
  eligible: (id: string, q: string) => ['admin-bookings', 'eligible', id, q] as const,
};

export function useAdminBookings(filter: BookingsFilter) {
  const { call, signedIn } = useCall();
  return useQuery({
    queryKey: adminBookingKeys.list(filter),
    queryFn: async ({ signal }) => (await call(endpoints.list, { query: bookingsQuery(filter) }, { signal })).data,
    enabled: signedIn,
    placeholderData: keepPreviousData,
  });
}

export function useAdminBooking(id: string) {
  const { call, signedIn } = useCall();
  return useQuery({
    queryKey: adminBookingKeys.detail(id),
    queryFn: async ({ signal }) => (await call(endpoints.detail, { params: { id } }, { signal })).data,
    enabled: signedIn,
  });
}

export function useEligibleProviders(id: string, search: string, enabled: boolean) {
  const { call, signedIn } = useCall();
  return useQuery({
    queryKey: adminBookingKeys.eligible(id, search),
    queryFn: async ({ signal }) => (await call(endpoints.eligibleProviders, { params: { id }, query: { q: search } }, { signal })).data,
    enabled: signedIn && enabled,
    placeholderData: keepPreviousData,
  });
}

/** The active services, grouped by category, for the service filter (the public catalogue, no token). */
export function useServiceOptions() {
  return useQuery({
    queryKey: ['admin-bookings', 'services'] as const,
    queryFn: async ({ signal }) => (await callPublic(catalogEndpoints.catalogue, {}, { signal })).data,
    staleTime: 5 * 60_000,
  });
}

/** Runs an action on a booking and shows its answer: the detail it returns replaces the cached one. */
function useBookingAction<TInput>(id: string, send: (input: TInput) => Promise<ApiResult<AdminBookingDetail>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(adminBookingKeys.detail(id), data);
      void queryClient.invalidateQueries({ queryKey: adminBookingKeys.lists });
      void queryClient.invalidateQueries({ queryKey: adminBookingKeys.eligibleFor(id) });
    },
  });
}

export function useAssignProvider(id: string) {
  const { call } = useCall();
  return useBookingAction(id, (body: AssignProviderInput) => call(endpoints.assign, { params: { id }, body }));
}

export function useCancelBooking(id: string) {
  const { call } = useCall();
  return useBookingAction(id, (body: { reason: string }) => call(endpoints.cancel, { params: { id }, body }));
}

/** Starts or completes the job in its provider's place. */
export function useJobAction(id: string, action: 'start' | 'complete') {
  const { call } = useCall();
  return useBookingAction(id, (body: AdminJobActionInput) => call(endpoints[action], { params: { id }, body }));
}

export function useResolveIssue(id: string) {
  const { call } = useCall();
  return useBookingAction(id, (body: ResolveMoneyIssueInput) => call(endpoints.resolve, { params: { id }, body }));
}

/** `requestId` is the Idempotency-Key: one per dialog opening, so a retried click never refunds twice. */
export function useRefundBooking(id: string) {
  const { call } = useCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, ...body }: RefundBookingInput & { requestId: string }) =>
      call(endpoints.refund, { params: { id }, body }, { headers: { 'Idempotency-Key': requestId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminBookingKeys.all }),
  });
}
