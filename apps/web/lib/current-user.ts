'use client';
// The signed-in user's full profile (GET /api/user/profile), shared by every area that needs
// more than the session carries: phone verification, provider approval, account pages.
import { accountEndpoints } from '@hearth/shared/account/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from 'next-auth/react';
import { useCall } from './use-call';

const CURRENT_USER_KEY = ['current-user'] as const;

export function useCurrentUser() {
  const { data: session } = useSession();
  const { call, signedIn } = useCall();
  return useQuery({
    queryKey: [...CURRENT_USER_KEY, session?.user._id],
    queryFn: async ({ signal }) => (await call(accountEndpoints.profile, {}, { signal })).data,
    enabled: signedIn,
  });
}

/** Re-reads the profile after a change made elsewhere (e.g. the phone was just verified). */
export function useRefreshCurrentUser() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
}
