'use client';
// The provider's public profile (bio, languages, years), read and saved through the shared contract.
import { providerEndpoints } from '@hearth/shared/providers/contract';
import type { PublicProfileInput } from '@hearth/shared/professionals/wire';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCall } from '@/lib/use-call';

export const publicProfileKey = ['provider', 'public-profile'] as const;

export function usePublicProfile() {
  const { call, signedIn } = useCall();
  return useQuery({
    queryKey: publicProfileKey,
    queryFn: async ({ signal }) => (await call(providerEndpoints.publicProfile, {}, { signal })).data,
    enabled: signedIn,
  });
}

export function useSavePublicProfile() {
  const { call } = useCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PublicProfileInput) => call(providerEndpoints.savePublicProfile, { body }),
    onSuccess: ({ data }) => queryClient.setQueryData(publicProfileKey, data),
  });
}
