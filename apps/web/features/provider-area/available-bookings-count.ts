'use client';
// The Service Request badge: how many bookings the provider could accept now. Realtime
// NewBookingAlert, ReloadBooking and UpdateCategory change it, so they refresh it; so does
// AssignProvider, the only event the provider an admin assigned an offered job to receives.
import { bookingEndpoints } from '@hearth/shared/bookings/contract';
import type { RealtimeEvent } from '@hearth/shared/realtime-events';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from 'next-auth/react';
import { useRealtimeEvent } from '@/features/realtime';
import { useCall } from '@/lib/use-call';

export const AVAILABLE_BOOKINGS_COUNT_KEY = ['available-bookings-count'] as const;
const REFRESHING_EVENTS: readonly RealtimeEvent[] = ['NewBookingAlert', 'ReloadBooking', 'UpdateCategory', 'AssignProvider'];

/** The count, or 0 while unknown; only approved providers (`enabled`) can accept bookings. */
export function useAvailableBookingsCount(enabled: boolean): number {
  const { call, signedIn } = useCall();
  const { data: session } = useSession();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [...AVAILABLE_BOOKINGS_COUNT_KEY, session?.user._id],
    queryFn: async ({ signal }) => {
      try {
        const { data } = await call(bookingEndpoints.availableCount, {}, { signal });
        return typeof data === 'number' ? data : 0;
      } catch (error) {
        // A failed count is only logged; the badge keeps its last value. A cancelled fetch
        // (a newer event asked again) did not fail.
        if (!signal.aborted) console.error('Loading the available bookings count failed', error);
        throw error;
      }
    },
    enabled: enabled && signedIn,
  });
  useRealtimeEvent(REFRESHING_EVENTS, () => {
    void queryClient.invalidateQueries({ queryKey: AVAILABLE_BOOKINGS_COUNT_KEY });
  });
  return query.data ?? 0;
}
