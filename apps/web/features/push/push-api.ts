'use client';
// The server's side of Web Push for the device settings: its public key, the provider's devices,
// adding, removing and testing one.
import { alertEndpoints, type PushDevice, type PushSubscriptionBody } from '@hearth/shared/alerts/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCall } from '@/lib/use-call';

export type { PushDevice };

export const pushKeys = {
  key: ['push', 'key'] as const,
  devices: ['push', 'devices'] as const,
};

export function usePushKey() {
  const { call } = useCall();
  return useQuery({ queryKey: pushKeys.key, queryFn: async ({ signal }) => (await call(alertEndpoints.pushKey, {}, { signal })).data.publicKey, staleTime: Infinity });
}

export function usePushDevices() {
  const { call, signedIn } = useCall();
  return useQuery({ queryKey: pushKeys.devices, queryFn: async ({ signal }) => (await call(alertEndpoints.pushDevices, {}, { signal })).data, enabled: signedIn });
}

export function usePushDeviceActions() {
  const { call } = useCall();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: pushKeys.devices });
  return {
    add: useMutation({ mutationFn: async (body: PushSubscriptionBody) => (await call(alertEndpoints.addPushDevice, { body })).data, onSettled: refresh }),
    remove: useMutation({ mutationFn: (id: string) => call(alertEndpoints.removePushDevice, { params: { id } }), onSettled: refresh }),
    test: useMutation({ mutationFn: (id: string) => call(alertEndpoints.testPushDevice, { params: { id } }) }),
  };
}
