'use client';
// The provider's side of bookings: bookings on offer, accepted jobs and what can be done
// with them, the dashboard, payouts and received reviews. Every query sits under one key, so a
// realtime booking event or an action refreshes all of them at once, with the menu badge.
import type {
  AvailableBooking,
  Paged,
  ProviderDashboard,
  ProviderJob,
  ProviderJobCounts,
  ProviderTransactionPage,
} from '@hearth/shared/api-types';
import type { ReceivedReviews } from '@hearth/shared/reviews/contract';
import { BOOKING_PAGE_SIZE } from '@hearth/shared/booking';
import type { RealtimeEvent } from '@hearth/shared/realtime-events';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSession } from 'next-auth/react';
import { AVAILABLE_BOOKINGS_COUNT_KEY } from '@/features/provider-area';
import { useRealtimeEvent } from '@/features/realtime';
import { apiRequest, apiRequestBlob } from '@/lib/api';
import { saveBlob } from '@/lib/save-blob';
import { apiPaths } from '@/lib/paths';
import type { JobStatus } from './job-status';

const ROOT_KEY = ['provider-jobs'] as const;

/** The largest page the list endpoints serve (bookingListQuerySchema). */
const MAX_PAGE_SIZE = 50;
/** The calendar loads a month's jobs page by page; past this many it shows what it has. */
const MAX_SCHEDULE_PAGES = 10;

export interface TransactionFilter {
  /** YYYY-MM-DD, both inclusive; absent means unbounded. */
  startDate?: string;
  endDate?: string;
}

export type TransactionPage = ProviderTransactionPage;

function useToken() {
  const { data: session } = useSession();
  return { token: session?.user.token.accessToken ?? null, userId: session?.user._id };
}

/** Keys end with the page number: only another page of the same list stands in while the next loads. */
function samePagedList(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.slice(0, -1).every((part, index) => part === b[index]);
}

/** One GET under the feature's key, for the signed-in provider, keeping the last page on screen while paging. */
function useProviderQuery<T>(key: readonly unknown[], load: (token: string | null, signal: AbortSignal) => Promise<T>) {
  const { token, userId } = useToken();
  const queryKey = [...ROOT_KEY, userId, ...key];
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => load(token, signal),
    enabled: Boolean(token),
    // Another filter (a status, a period) is another list: it shows its skeleton, not the old rows.
    placeholderData: (previous, previousQuery) => (previousQuery && samePagedList(previousQuery.queryKey, queryKey) ? previous : undefined),
  });
}

const get = <T>(path: string) => async (token: string | null, signal: AbortSignal) => (await apiRequest<T>(path, { token, signal })).data;

export function useAvailableBookings(pageNo: number) {
  const path = apiPaths.booking.available({ pageNo, size: BOOKING_PAGE_SIZE });
  return useProviderQuery(['available', pageNo], get<Paged<AvailableBooking>>(path));
}

export function useProviderJobs(status: JobStatus, pageNo: number) {
  const path = apiPaths.provider.jobs({ status, pageNo, size: BOOKING_PAGE_SIZE });
  return useProviderQuery(['jobs', status, pageNo], get<Paged<ProviderJob>>(path));
}

export function useProviderJobCounts() {
  return useProviderQuery(['counts'], get<ProviderJobCounts>(apiPaths.provider.jobCounts()));
}

export function useProviderDashboard() {
  return useProviderQuery(['dashboard'], get<ProviderDashboard>(apiPaths.provider.dashboard()));
}

/**
 * The accepted and in-progress jobs on the days the calendar shows (`from`…`to`, YYYY-MM-DD, each
 * job's own local day), page by page.
 */
export function useScheduledJobs(from: string, to: string) {
  // The range is the key's last part, so the month on screen stays up while the next one loads, as a page does.
  return useProviderQuery(['schedule', `${from}/${to}`], async (token, signal) => {
    const jobs: ProviderJob[] = [];
    for (let pageNo = 1; pageNo <= MAX_SCHEDULE_PAGES; pageNo++) {
      const path = apiPaths.provider.jobs({ status: 'accepted,in_progress', from, to, pageNo, size: MAX_PAGE_SIZE });
      const { data } = await apiRequest<Paged<ProviderJob>>(path, { token, signal });
      jobs.push(...data.items);
      if (pageNo >= data.pages) break;
    }
    return jobs;
  });
}

export function useProviderTransactions(filter: TransactionFilter, pageNo: number) {
  const path = apiPaths.provider.transactions({ ...filter, pageNo, size: BOOKING_PAGE_SIZE });
  return useProviderQuery(['transactions', filter.startDate ?? '', filter.endDate ?? '', pageNo], get<TransactionPage>(path));
}

export function useReceivedReviews(pageNo: number) {
  const path = apiPaths.provider.reviews({ pageNo, size: BOOKING_PAGE_SIZE });
  return useProviderQuery(['reviews', pageNo], get<ReceivedReviews>(path));
}

/** What changed on the server after an action or an event: every list here, and the badge. */
export function refreshProviderJobs(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ROOT_KEY });
  void queryClient.invalidateQueries({ queryKey: AVAILABLE_BOOKINGS_COUNT_KEY });
}

// UpdateCategory too: new services or areas change which bookings are on offer.
const BOOKING_EVENTS: readonly RealtimeEvent[] = ['NewBookingAlert', 'ReloadBooking', 'CancelBooking', 'AssignProvider', 'UpdateCategory'];

/** Refreshes the lists when a booking is offered, taken, cancelled or assigned (the toast is the realtime provider's). */
export function useProviderJobsLiveUpdates() {
  const queryClient = useQueryClient();
  useRealtimeEvent(BOOKING_EVENTS, () => {
    void queryClient.invalidateQueries({ queryKey: ROOT_KEY });
  });
}

export function useAcceptBooking() {
  const { token } = useToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (booking: AvailableBooking) => apiRequest<ProviderJob>(apiPaths.booking.accept(booking._id), { method: 'POST', token }),
    // Won or lost, the offer is gone from this provider's list.
    onSettled: () => refreshProviderJobs(queryClient),
  });
}

export type JobAction = { kind: 'start' } | { kind: 'complete' } | { kind: 'cancel'; reason: string };

const ACTION_PATHS = {
  start: apiPaths.booking.start,
  complete: apiPaths.booking.complete,
  cancel: apiPaths.booking.cancel,
} as const;

/** Start, complete or cancel one job. */
export function useJobAction(job: ProviderJob) {
  const { token } = useToken();
  const queryClient = useQueryClient();
  return useMutation({
    // Only the message is used: the lists are reloaded, and cancel answers with a different shape.
    mutationFn: (action: JobAction) =>
      apiRequest<unknown>(ACTION_PATHS[action.kind](job._id), {
        method: 'POST',
        token,
        body: action.kind === 'cancel' ? { reason: action.reason } : undefined,
      }),
    onSettled: () => refreshProviderJobs(queryClient),
  });
}

/** The CSV needs the Bearer token, so it is fetched and saved through a Blob link rather than linked to. */
export async function downloadTransactionsCsv(token: string | null, filter: TransactionFilter) {
  const blob = await apiRequestBlob(apiPaths.provider.transactionsCsv(filter), { token });
  // The name the API gives it in Content-Disposition, which a Blob does not carry.
  saveBlob(blob, `hearth-transactions${filter.startDate ? `-${filter.startDate}` : ''}${filter.endDate ? `-to-${filter.endDate}` : ''}.csv`);
}
