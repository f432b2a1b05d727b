'use client';
// The Service Request badge: how many bookings the provider could accept now. Realtime
// NewBookingAlert, ReloadBooking and UpdateCategory change it, so they refresh it.
import type { RealtimeEvent } from '@hearth/shared/realtime-events';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from 'next-auth/react';
import { useRealtimeEvent } from '@/features/realtime';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';

export const AVAILABLE_BOOKINGS_COUNT_KEY = ['available-bookings-count'] as const;
const REFRESHING_EVENTS: readonly RealtimeEvent[] = ['NewBookingAlert', 'ReloadBooking', 'UpdateCategory'];

/** The count, or 0 while unknown; only approved providers (`enabled`) can accept bookings. */
export function useAvailableBookingsCount(enabled: boolean): number {
  const { data: session } = useSession();
  const token = session?.user.token.accessToken ?? null;
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [...AVAILABLE_BOOKINGS_COUNT_KEY, session?.user._id],
    queryFn: async ({ signal }) => {
      try {
        const { data } = await apiRequest<number>(apiPaths.booking.availableCount(), { token, signal });
        return typeof data === 'number' ? data : 0;
      } catch (error) {
        // A failed count is only logged; the badge keeps its last value. A cancelled fetch
        // (a newer event asked again) did not fail.
        if (!signal.aborted) console.error('Loading the available bookings count failed', error);
        throw error;
      }
    },
    enabled: enabled && Boolean(token),
  });
  useRealtimeEvent(REFRESHING_EVENTS, () => {
    void queryClient.invalidateQueries({ queryKey: AVAILABLE_BOOKINGS_COUNT_KEY });
  });
  return query.data ?? 0;
}
