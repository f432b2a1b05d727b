// <AppProviders>: what a client component needs to call useSession (next-auth), useQuery /
// useMutation (TanStack Query) and useRealtimeEvent, for everything inside it. Toasts need nothing:
// `toast` from 'sonner' works on every page (the root layout mounts the one <Toaster>, see
// components/toasts).
//
// Public pages do not get these by default: their visitors would download the session, cache and
// socket code for nothing. So:
// - the profile, serviceprovider, admin and (bare) layouts wrap their pages in it;
// - the standard chrome (SiteChrome) wraps the whole page in it when someone is signed in
//   (the bell and the realtime toasts);
// - any other page that needs it wraps its content, or adds a layout.tsx that does:
//     export default function Layout({ children }) { return <AppProviders>{children}</AppProviders>; }
// Nesting is harmless: an inner AppProviders reuses the outer one.
import type { ReactNode } from 'react';
import { getCurrentSession } from '@/features/auth/server';
import { AppProvidersLazy } from './app-providers-lazy';

interface AppProvidersProps {
  children: ReactNode;
  /** Render `children` without the providers when nobody is signed in (the public chrome). */
  onlySignedIn?: boolean;
}

export async function AppProviders({ children, onlySignedIn = false }: AppProvidersProps) {
  // The server knows the session, so useSession() starts authenticated (or not) without a fetch.
  const session = await getCurrentSession();
  if (!session && onlySignedIn) return children;
  return <AppProvidersLazy session={session}>{children}</AppProvidersLazy>;
}
