'use client';
// The client half of <AppProviders> (features/layout/app-providers.tsx): the session, the server-state
// cache and the tab's realtime socket. Nested <AppProviders> reuse the outermost one, so a page can
// ask for them even when its layout already provides them: one session poll, one cache, one socket.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Session } from 'next-auth';
import { SessionProvider } from 'next-auth/react';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { useToastsNow } from '@/components/toasts';
import { RealtimeProvider } from '@/features/realtime';
import { ApiError } from '@/lib/api';

/** Re-reads the session now and then so the API token is refreshed while a tab stays open. */
const SESSION_REFETCH_SECONDS = 5 * 60;

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A 4xx answer will not change on retry; network errors and 5xx get two more tries.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

const ProvidedContext = createContext(false);

export function AppProvidersClient({ session, children }: { session: Session | null; children: ReactNode }) {
  const provided = useContext(ProvidedContext);
  if (provided) return children;
  return <Providers session={session}>{children}</Providers>;
}

function Providers({ session, children }: { session: Session | null; children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: shouldRetry } } }),
  );
  // Realtime events and mutations raise toasts at any moment here: the toast area loads at once.
  useToastsNow();
  return (
    <ProvidedContext value={true}>
      {/* refetchOnWindowFocus plus next-auth's own storage-event sync keep tabs in step. */}
      <SessionProvider session={session} refetchOnWindowFocus refetchInterval={SESSION_REFETCH_SECONDS}>
        <QueryClientProvider client={queryClient}>
          <RealtimeProvider>{children}</RealtimeProvider>
        </QueryClientProvider>
      </SessionProvider>
    </ProvidedContext>
  );
}
