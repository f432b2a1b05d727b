// The signed-in user for server components, read once per request.
import { getServerSession, type Session } from 'next-auth';
import { cache } from 'react';
import { authOptions } from './auth-options';

export const getCurrentSession = cache(() => getServerSession(authOptions));

/**
 * A session whose API token has run out (and could not be refreshed) counts as signed out,
 * matching the route guard, so sign-in pages never bounce such a user back and forth.
 */
export async function getActiveSession(): Promise<Session | null> {
  const session = await getCurrentSession();
  return session && session.user.token.expiresAt > Date.now() ? session : null;
}
