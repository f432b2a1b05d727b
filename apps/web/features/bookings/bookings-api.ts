'use client';
// The customer's bookings through the API: one booking, the list by tab, the quote, and keeping
// them fresh when the realtime socket says a booking changed.
import type { BookingQuote, Booking, Paged } from '@hearth/shared/api-types';
import { BOOKING_PAGE_SIZE, CUSTOMER_BOOKING_TABS } from '@hearth/shared/booking';
import type { BookingQuoteInput } from '@hearth/shared/schemas/booking';
import type { RealtimeEvent } from '@hearth/shared/realtime-events';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '@/features/realtime';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { useAccessToken } from '@/lib/use-access-token';
import type { BookingTabKey } from './booking-tabs';

export const bookingKeys = {
  all: ['bookings'] as const,
  mine: (tab: BookingTabKey, page: number) => ['bookings', 'mine', tab, page] as const,
  detail: (id: string) => ['bookings', 'detail', id] as const,
};

/** What a customer can still do about a booking's money after paying: report a problem, give another card. */
export const bookingMoneyPaths = {
  reportProblem: (id: string) => `${apiPaths.booking.byId(id)}/report-problem`,
  paymentMethod: (id: string) => `${apiPaths.booking.byId(id)}/payment-method`,
};

export function useBooking(id: string | null) {
  const token = useAccessToken();
  return useQuery({
    queryKey: bookingKeys.detail(id ?? ''),
    queryFn: async ({ signal }) => (await apiRequest<Booking>(apiPaths.booking.byId(id ?? ''), { token, signal })).data,
    enabled: Boolean(id && token),
  });
}

export function useMyBookings(tabKey: BookingTabKey, page: number) {
  const token = useAccessToken();
  const tab = CUSTOMER_BOOKING_TABS.find((item) => item.key === tabKey) ?? CUSTOMER_BOOKING_TABS[0];
  return useQuery({
    queryKey: bookingKeys.mine(tab.key, page),
    queryFn: async ({ signal }) =>
      (await apiRequest<Paged<Booking>>(apiPaths.booking.mine({ status: tab.statuses.join(','), pageNo: page, size: BOOKING_PAGE_SIZE }), { token, signal })).data,
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}

/** The price the API will charge (POST /api/booking/quote); null input waits. */
export function useBookingQuote(input: BookingQuoteInput | null) {
  const token = useAccessToken();
  return useQuery({
    queryKey: ['booking-quote', input] as const,
    queryFn: async ({ signal }) => (await apiRequest<BookingQuote>(apiPaths.booking.quote(), { method: 'POST', body: input, token, signal })).data,
    enabled: Boolean(input && token),
    placeholderData: keepPreviousData,
  });
}

/** The events after which a customer's booking may look different. */
export const BOOKING_EVENTS = ['AcceptBooking', 'CompeleteBooking', 'CancelBooking', 'AssignProvider', 'ReloadBooking'] as const satisfies readonly RealtimeEvent[];

/** Re-reads every booking on screen when one changes elsewhere (a provider accepts, completes…). */
export function useBookingUpdates() {
  const queryClient = useQueryClient();
  useRealtimeEvent(BOOKING_EVENTS, () => {
    void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
  });
}
