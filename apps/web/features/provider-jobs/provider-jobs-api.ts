'use client';
// The provider's side of bookings: bookings on offer, accepted jobs and what can be done
// with them, the dashboard, payouts and received reviews. Every query sits under one key, so a
// realtime booking event or an action refreshes all of them at once, with the menu badge.
import { BOOKING_PAGE_SIZE } from '@hearth/shared/booking';
import type { AvailableBookingSort } from '@hearth/shared/schemas/booking';
import { bookingEndpoints } from '@hearth/shared/bookings/contract';
import type { AvailableBooking, Booking, ProviderJob, ProviderTransactionPage } from '@hearth/shared/bookings/wire';
import type { RealtimeEvent } from '@hearth/shared/realtime-events';
import { reviewEndpoints } from '@hearth/shared/reviews/contract';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSession } from 'next-auth/react';
import { useCallback } from 'react';
import { AVAILABLE_BOOKINGS_COUNT_KEY } from '@/features/provider-area';
import { useRealtimeEvent } from '@/features/realtime';
import { ApiError } from '@/lib/api';
import { saveBlob } from '@/lib/save-blob';
import { useCall, type BoundCall } from '@/lib/use-call';
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

/** Keys end with the page number: only another page of the same list stands in while the next loads. */
function samePagedList(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.slice(0, -1).every((part, index) => part === b[index]);
}

/** One GET under the feature's key, for the signed-in provider, keeping the last page on screen while paging. */
function useProviderQuery<T>(key: readonly unknown[], load: (call: BoundCall, signal: AbortSignal) => Promise<T>) {
  const { call, signedIn } = useCall();
  // The provider's id in the key: one provider's lists never show to the next on a shared browser.
  const { data: session } = useSession();
  const queryKey = [...ROOT_KEY, session?.user._id, ...key];
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => load(call, signal),
    enabled: signedIn,
    // Another filter (a status, a period) is another list: it shows its skeleton, not the old rows.
    placeholderData: (previous, previousQuery) => (previousQuery && samePagedList(previousQuery.queryKey, queryKey) ? previous : undefined),
  });
}

/** How the Available list is narrowed and ordered (absent means no narrowing, soonest first). */
export interface AvailableFilter {
  sort?: AvailableBookingSort;
  /** One of the provider's areas: an FSA ("M5V") or a city key. */
  area?: string;
  /** YYYY-MM-DD, both inclusive, on each job's own local day. */
  from?: string;
  to?: string;
}

export function useAvailableBookings(pageNo: number, filter: AvailableFilter = {}) {
  const { sort, area, from, to } = filter;
  return useProviderQuery(['available', sort ?? '', area ?? '', from ?? '', to ?? '', pageNo], async (call, signal) => {
    // Only what is set goes in the query, so the unfiltered list keeps its plain URL.
    const query = { pageNo, size: BOOKING_PAGE_SIZE, ...(sort && sort !== 'date' ? { sort } : {}), ...(area ? { area } : {}), ...(from ? { from } : {}), ...(to ? { to } : {}) };
    return (await call(bookingEndpoints.available, { query }, { signal })).data;
  });
}

/** What one job's page shows: the provider's own job, a job on offer to them, or neither (taken, declined, gone). */
export type ProviderJobPageView = { kind: 'job'; job: ProviderJob } | { kind: 'available'; booking: AvailableBooking } | { kind: 'gone' };

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** The API answers with the provider's view of a booking only to its provider. */
function providerView(booking: Booking | ProviderJob): ProviderJob {
  if ('payoutCents' in booking) return booking;
  throw new Error(`Booking ${booking._id} came back in the customer's view`);
}

/**
 * One job, for the page an alert links to: theirs if it is, else on offer to them if it is. Under the
 * feature's key like the lists, so the events and actions that refresh them refresh it too (an
 * accepted offer comes back as their job, with its address).
 */
export function useProviderJobPage(id: string) {
  // The id is not the key's last part: another job's page never stands in while this one loads.
  return useProviderQuery(['job', id, 'page'], async (call, signal): Promise<ProviderJobPageView> => {
    try {
      return { kind: 'job', job: providerView((await call(bookingEndpoints.detail, { params: { id } }, { signal })).data) };
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
    try {
      return { kind: 'available', booking: (await call(bookingEndpoints.availableOne, { params: { id } }, { signal })).data };
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
    return { kind: 'gone' };
  });
}

export function useProviderJobs(status: JobStatus, pageNo: number) {
  return useProviderQuery(['jobs', status, pageNo], async (call, signal) => (await call(bookingEndpoints.jobs, { query: { status, pageNo, size: BOOKING_PAGE_SIZE } }, { signal })).data);
}

export function useProviderJobCounts() {
  return useProviderQuery(['counts'], async (call, signal) => (await call(bookingEndpoints.jobCounts, {}, { signal })).data);
}

export function useProviderDashboard() {
  return useProviderQuery(['dashboard'], async (call, signal) => (await call(bookingEndpoints.dashboard, {}, { signal })).data);
}

/**
 * The accepted and in-progress jobs on the days the calendar shows (`from`…`to`, YYYY-MM-DD, each
 * job's own local day), page by page.
 */
export function useScheduledJobs(from: string, to: string) {
  // The range is the key's last part, so the month on screen stays up while the next one loads, as a page does.
  return useProviderQuery(['schedule', `${from}/${to}`], async (call, signal) => {
    const jobs: ProviderJob[] = [];
    for (let pageNo = 1; pageNo <= MAX_SCHEDULE_PAGES; pageNo++) {
      const { data } = await call(bookingEndpoints.jobs, { query: { status: 'accepted,in_progress', from, to, pageNo, size: MAX_PAGE_SIZE } }, { signal });
      jobs.push(...data.items);
      if (pageNo >= data.pages) break;
    }
    return jobs;
  });
}

export function useProviderTransactions(filter: TransactionFilter, pageNo: number) {
  return useProviderQuery(
    ['transactions', filter.startDate ?? '', filter.endDate ?? '', pageNo],
    async (call, signal) => (await call(bookingEndpoints.transactions, { query: { ...filter, pageNo, size: BOOKING_PAGE_SIZE } }, { signal })).data,
  );
}

export function useReceivedReviews(pageNo: number) {
  return useProviderQuery(['reviews', pageNo], async (call, signal) => (await call(reviewEndpoints.received, { query: { pageNo, size: BOOKING_PAGE_SIZE } }, { signal })).data);
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

export interface AcceptRequest {
  booking: AvailableBooking;
  /** The provider confirmed taking a job outside their hours, time off, daily limit or travel buffer. */
  overrideAvailability: boolean;
}

export function useAcceptBooking() {
  const { call } = useCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ booking, overrideAvailability }: AcceptRequest) => call(bookingEndpoints.accept, { params: { id: booking._id }, body: { overrideAvailability } }),
    // Won or lost, the offer is gone from this provider's list.
    onSettled: () => refreshProviderJobs(queryClient),
  });
}

/** "Not for me": hides a job from this provider's list, with an optional reason; undone by `useUndoDecline`. */
export function useDeclineBooking() {
  const { call } = useCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ booking, reason }: { booking: AvailableBooking; reason: string }) => call(bookingEndpoints.decline, { params: { id: booking._id }, body: { reason } }),
    onSettled: () => refreshProviderJobs(queryClient),
  });
}

/**
 * Brings a declined job back. A plain function rather than a mutation: it runs from a toast's Undo,
 * after the declined card (and any hook of its) has left the page.
 */
export function useUndoDecline() {
  const { call } = useCall();
  const queryClient = useQueryClient();
  return useCallback(
    async (bookingId: string) => {
      try {
        return await call(bookingEndpoints.undoDecline, { params: { id: bookingId } });
      } finally {
        refreshProviderJobs(queryClient);
      }
    },
    [call, queryClient],
  );
}

export type JobAction = { kind: 'start' } | { kind: 'complete' } | { kind: 'cancel'; reason: string };

/** Start, complete or cancel one job. */
export function useJobAction(job: ProviderJob) {
  const { call } = useCall();
  const queryClient = useQueryClient();
  return useMutation({
    // Only the message is used: the lists are reloaded.
    mutationFn: async (action: JobAction): Promise<{ message: string }> => {
      const params = { id: job._id };
      if (action.kind === 'cancel') return call(bookingEndpoints.cancel, { params, body: { reason: action.reason } });
      return call(action.kind === 'start' ? bookingEndpoints.start : bookingEndpoints.complete, { params });
    },
    onSettled: () => refreshProviderJobs(queryClient),
  });
}

/** Answers the customer's request for another time: accept moves the job, decline hands it back. */
export function useAnswerReschedule(job: ProviderJob) {
  const { call } = useCall();
  const queryClient = useQueryClient();
  return useMutation({
    // Only the message is used: the lists are reloaded.
    mutationFn: async (answer: 'accept' | 'decline'): Promise<{ message: string }> =>
      call(answer === 'accept' ? bookingEndpoints.acceptReschedule : bookingEndpoints.declineReschedule, { params: { id: job._id } }),
    onSettled: () => refreshProviderJobs(queryClient),
  });
}

/** Saves the payouts of a period as a CSV; `ready` is false until the session's token is there. */
export function useTransactionsCsvDownload() {
  const { download, signedIn } = useCall();
  const save = useCallback(
    async (filter: TransactionFilter) => {
      const blob = await download(bookingEndpoints.transactionsCsv, { query: filter });
      // The name the API gives it in Content-Disposition, which a Blob does not carry.
      saveBlob(blob, `hearth-transactions${filter.startDate ? `-${filter.startDate}` : ''}${filter.endDate ? `-to-${filter.endDate}` : ''}.csv`);
    },
    [download],
  );
  return { download: save, ready: signedIn };
}
