'use client';
// The Schedule page's writes: hours, time off and the calendar feed. Each answer updates the one
// cached availability (shared with the set-up checklist), so what is shown is what was saved.
import { availabilityEndpoints, type Availability, type AvailabilityBody, type TimeOffBody } from '@hearth/shared/availability/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { providerKeys } from '@/features/provider-onboarding';
import { useCall } from '@/lib/use-call';

export function useSaveAvailability() {
  const { call } = useCall();
  const queryClient = useQueryClient();
  return async (body: AvailabilityBody) => {
    const result = await call(availabilityEndpoints.save, { body });
    queryClient.setQueryData(providerKeys.availability, result.data);
    return result;
  };
}

/** Edits the cached availability in place after a write that answers only its own part. */
function useUpdateCached() {
  const queryClient = useQueryClient();
  return (update: (current: Availability) => Availability) =>
    queryClient.setQueryData<Availability>(providerKeys.availability, (current) => (current ? update(current) : current));
}

export function useAddTimeOff() {
  const { call } = useCall();
  const update = useUpdateCached();
  return async (body: TimeOffBody) => {
    const result = await call(availabilityEndpoints.addTimeOff, { body });
    update((current) => ({ ...current, timeOff: [...current.timeOff, result.data].sort((a, b) => a.startsOn.localeCompare(b.startsOn)) }));
    return result;
  };
}

export function useRemoveTimeOff() {
  const { call } = useCall();
  const update = useUpdateCached();
  return useMutation({
    mutationFn: (id: string) => call(availabilityEndpoints.removeTimeOff, { params: { id } }),
    onSuccess: (_result, id) => update((current) => ({ ...current, timeOff: current.timeOff.filter((entry) => entry._id !== id) })),
  });
}

export function useCreateCalendarFeed() {
  const { call } = useCall();
  const update = useUpdateCached();
  return useMutation({
    mutationFn: () => call(availabilityEndpoints.createCalendarFeed),
    onSuccess: () => update((current) => ({ ...current, calendarFeed: { active: true, createdAt: new Date().toISOString() } })),
  });
}

export function useRevokeCalendarFeed() {
  const { call } = useCall();
  const update = useUpdateCached();
  return useMutation({
    mutationFn: () => call(availabilityEndpoints.revokeCalendarFeed),
    onSuccess: () => update((current) => ({ ...current, calendarFeed: { active: false, createdAt: null } })),
  });
}
