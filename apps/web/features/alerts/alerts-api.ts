'use client';
// The provider's alert settings: read once into the cache, and saved through the form, whose answer
// replaces the cached copy so the page shows what the server kept.
import { alertEndpoints, type AlertSettings, type AlertSettingsView } from '@hearth/shared/alerts/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCall } from '@/lib/use-call';

export type { AlertSettingsView };

export const alertKeys = { settings: ['alerts', 'settings'] as const };

export function useAlertSettings() {
  const { call, signedIn } = useCall();
  return useQuery({
    queryKey: alertKeys.settings,
    queryFn: async ({ signal }) => (await call(alertEndpoints.settings, {}, { signal })).data,
    enabled: signedIn,
  });
}

export function useSaveAlertSettings() {
  const { call } = useCall();
  const queryClient = useQueryClient();
  return async (body: AlertSettings) => {
    const result = await call(alertEndpoints.saveSettings, { body });
    queryClient.setQueryData(alertKeys.settings, result.data);
    return result;
  };
}
