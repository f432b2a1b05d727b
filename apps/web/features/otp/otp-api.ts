'use client';
// The code the signed-in person can still enter, as the API knows it: a reloaded page resumes at
// the code step instead of asking for (and spending) another code.
import { authEndpoints, type PendingOtp } from '@hearth/shared/auth/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from 'next-auth/react';
import { useCall } from '@/lib/use-call';

const PENDING_OTP_KEY = ['otp', 'pending'] as const;

/** null when no code is pending, or when the API could not say (the phone step is then shown). */
export function usePendingOtp() {
  const { call, signedIn } = useCall();
  const { data: session } = useSession();
  return useQuery({
    queryKey: [...PENDING_OTP_KEY, session?.user._id],
    queryFn: async ({ signal }): Promise<PendingOtp | null> => (await call(authEndpoints.pendingOtp, {}, { signal })).data ?? null,
    enabled: signedIn,
    // Asking again would only repeat the phone step the person already sees.
    retry: false,
  });
}

/** Forgets the pending code once it was used, so a later visit starts at the phone step. */
export function useForgetPendingOtp() {
  const queryClient = useQueryClient();
  return () => queryClient.removeQueries({ queryKey: PENDING_OTP_KEY });
}
