'use client';
// Client-side context for every page: session, server-state cache, the realtime socket, toasts and
// the service worker.
import { TOAST_AUTO_CLOSE_MS } from '@hearth/shared/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Session } from 'next-auth';
import { SessionProvider } from 'next-auth/react';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { ServiceWorkerRegistration } from '@/features/pwa/service-worker-registration';
import { RealtimeProvider } from '@/features/realtime/realtime-provider';
import { ApiError } from '@/lib/api';

/** Re-reads the session now and then so the API token is refreshed while a tab stays open. */
const SESSION_REFETCH_SECONDS = 5 * 60;

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A 4xx answer will not change on retry; network errors and 5xx get two more tries.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function Providers({ session, children }: { session: Session | null; children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: shouldRetry } } }),
  );
  return (
    // refetchOnWindowFocus plus next-auth's own storage-event sync keep tabs in step (spec §4).
    <SessionProvider session={session} refetchOnWindowFocus refetchInterval={SESSION_REFETCH_SECONDS}>
      <QueryClientProvider client={queryClient}>
        <RealtimeProvider>{children}</RealtimeProvider>
        <Toaster position="top-center" duration={TOAST_AUTO_CLOSE_MS} richColors closeButton />
        <ServiceWorkerRegistration />
      </QueryClientProvider>
    </SessionProvider>
  );
}
