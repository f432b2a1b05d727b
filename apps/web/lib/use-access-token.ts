'use client';
import { useSession } from 'next-auth/react';

/** The API token of the signed-in user, for client-side calls; null while signed out or loading. */
export function useAccessToken(): string | null {
  return useSession().data?.user.token.accessToken ?? null;
}
