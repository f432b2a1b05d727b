'use client';
// The standard header is rendered on the server with the session it had then. This keeps it in
// step when the session changes elsewhere: a sign-in or sign-out in another tab (next-auth
// announces both under the 'nextauth.message' storage key) or when the tab comes back into view.
// A visitor's page loads no next-auth code for this: one small session read, then a refresh of the
// server components when signed-in-ness changed.
import { useRouter } from 'next/navigation';
import { useEffect, useEffectEvent } from 'react';

/** The localStorage key next-auth's client broadcasts session changes under. */
const NEXTAUTH_BROADCAST_KEY = 'nextauth.message';

export function SessionSync({ signedIn }: { signedIn: boolean }) {
  const router = useRouter();

  const check = useEffectEvent(async () => {
    try {
      const response = await fetch('/api/auth/session', { headers: { Accept: 'application/json' } });
      const session = (await response.json()) as { user?: unknown } | null;
      if (Boolean(session?.user) !== signedIn) router.refresh();
    } catch (error) {
      // Offline or the app restarting: the header catches up on the next navigation.
      console.warn('Checking the session failed', error);
    }
  });

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === NEXTAUTH_BROADCAST_KEY) void check();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void check();
    };
    window.addEventListener('storage', onStorage);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('storage', onStorage);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  return null;
}
