'use client';
// The customer's bookings through the API: one booking, the list by tab, the quote, booking and
// paying, what can be done about a booking afterwards (cancel, report a problem, another card), and
// keeping them fresh when the realtime socket says a booking changed.
import { BOOKING_PAGE_SIZE, CUSTOMER_BOOKING_TABS } from '@hearth/shared/booking';
import { bookingEndpoints } from '@hearth/shared/bookings/contract';
import type { Booking, ProviderJob } from '@hearth/shared/bookings/wire';
import type { BookingQuoteInput, CreateBookingInput } from '@hearth/shared/schemas/booking';
import type { AppEvent } from '@hearth/shared/realtime-events';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '@/features/realtime';
import { useCall } from '@/lib/use-call';
import type { BookingTabKey } from './booking-tabs';

export const bookingKeys = {
  all: ['bookings'] as const,
  mine: (tab: BookingTabKey, page: number) => ['bookings', 'mine', tab, page] as const,
  detail: (id: string) => ['bookings', 'detail', id] as const,
};

/** The API answers with the provider's view of a booking only to its provider: a customer always reads their own. */
function customerView(booking: Booking | ProviderJob): Booking {
  if ('payment' in booking) return booking;
  throw new Error(`Booking ${booking._id} came back in the provider's view`);
}

export function useBooking(id: string | null) {
  const { call, signedIn } = useCall();
  return useQuery({
    queryKey: bookingKeys.detail(id ?? ''),
    queryFn: async ({ signal }) => customerView((await call(bookingEndpoints.detail, { params: { id: id ?? '' } }, { signal })).data),
    enabled: Boolean(id) && signedIn,
  });
}

export function useMyBookings(tabKey: BookingTabKey, page: number) {
  const { call, signedIn } = useCall();
  const tab = CUSTOMER_BOOKING_TABS.find((item) => item.key === tabKey) ?? CUSTOMER_BOOKING_TABS[0];
  return useQuery({
    queryKey: bookingKeys.mine(tab.key, page),
    queryFn: async ({ signal }) =>
      (await call(bookingEndpoints.mine, { query: { status: tab.statuses.join(','), pageNo: page, size: BOOKING_PAGE_SIZE } }, { signal })).data,
    enabled: signedIn,
    placeholderData: keepPreviousData,
  });
}

/** The price the API will charge (POST /api/booking/quote); null input waits. */
export function useBookingQuote(input: BookingQuoteInput | null) {
  const { call, signedIn } = useCall();
  return useQuery({
    queryKey: ['booking-quote', input] as const,
    // Enabled only once there is an input.
    queryFn: async ({ signal }) => (await call(bookingEndpoints.quote, { body: input as BookingQuoteInput }, { signal })).data,
    enabled: Boolean(input) && signedIn,
    placeholderData: keepPreviousData,
  });
}

/**
 * Books and pays. The Idempotency-Key is the checkout attempt's: the same key on a retry answers
 * with the booking already made instead of making a second one.
 */
export function useCreateBooking() {
  const { call } = useCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, idempotencyKey }: { body: CreateBookingInput; idempotencyKey: string }) =>
      (await call(bookingEndpoints.create, { body }, { headers: { 'Idempotency-Key': idempotencyKey } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}

/** Cancels one of the customer's bookings with their reason; the page then shows it as it is now. */
export function useCancelBooking(bookingId: string) {
  const { call } = useCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reason: string) => {
      const { data } = await call(bookingEndpoints.cancel, { params: { id: bookingId }, body: { reason } });
      return { ...data, booking: customerView(data.booking) };
    },
    onSuccess: (result) => {
      queryClient.setQueryData(bookingKeys.detail(bookingId), result.booking);
      void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    },
    // The booking may have moved on (accepted, started): show what cancelling means now.
    onError: () => queryClient.invalidateQueries({ queryKey: bookingKeys.detail(bookingId) }),
  });
}

/** Reports a problem with a completed job (the payout waits for our team); answers with the booking and the API's message. */
export function useReportProblem(bookingId: string) {
  const { call } = useCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (description: string) => {
      const { data, message } = await call(bookingEndpoints.reportProblem, { params: { id: bookingId }, body: { description } });
      return { booking: customerView(data), message };
    },
    onSuccess: ({ booking }) => {
      queryClient.setQueryData(bookingKeys.detail(bookingId), booking);
      void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    },
  });
}

/** Another card for a booking whose hold was declined; the caller finishes a bank confirmation (`clientSecret`) before the cache is updated. */
export function useChangeBookingCard(bookingId: string) {
  const { call } = useCall();
  return useMutation({
    mutationFn: async (paymentMethodId: string) => {
      const { data, message } = await call(bookingEndpoints.changeCard, { params: { id: bookingId }, body: { paymentMethodId } });
      return { ...data, message };
    },
  });
}

/** Asks for another start: an open booking moves now, an accepted one waits for its professional. Answers with the booking and the API's message. */
export function useRescheduleBooking(bookingId: string) {
  const { call } = useCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (startsAt: string) => {
      const { data, message } = await call(bookingEndpoints.reschedule, { params: { id: bookingId }, body: { startsAt } });
      return { booking: data, message };
    },
    onSuccess: ({ booking }) => {
      queryClient.setQueryData(bookingKeys.detail(bookingId), booking);
      void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    },
    // The professional may have answered, or the booking moved on: show it as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: bookingKeys.detail(bookingId) }),
  });
}

/** Withdraws the request for another time that the professional has not answered. */
export function useWithdrawReschedule(bookingId: string) {
  const { call } = useCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { data, message } = await call(bookingEndpoints.withdrawReschedule, { params: { id: bookingId } });
      return { booking: data, message };
    },
    onSuccess: ({ booking }) => {
      queryClient.setQueryData(bookingKeys.detail(bookingId), booking);
      void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: bookingKeys.detail(bookingId) }),
  });
}

/** The events after which a customer's booking may look different. */
export const BOOKING_EVENTS = ['AcceptBooking', 'CompeleteBooking', 'CancelBooking', 'AssignProvider', 'ReloadBooking', 'OnTheWay', 'Rescheduled'] as const satisfies readonly AppEvent[];

/** Re-reads every booking on screen when one changes elsewhere (a provider accepts, completes…). */
export function useBookingUpdates() {
  const queryClient = useQueryClient();
  useRealtimeEvent(BOOKING_EVENTS, () => {
    void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
  });
}
