// Renders a component as a person of a given role sees it: signed in with that role's session and
// API token (test/session.ts), with a fresh query cache and the chosen locale's messages.
// The real <AppProviders> also opens the realtime socket and retries failed queries; tests leave
// both out so that a failing request fails at once and no socket is opened unless a test asks.
import type { Locale } from '@hearth/shared/locale';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { intlWrapper } from './intl';
import { signInAs, type Who } from './session';

export { nextAuth, sessionFor, signInAs } from './session';

export interface RenderAsOptions extends Omit<RenderOptions, 'queries'> {
  /** The page's language; English unless asked. */
  locale?: Locale;
  /** Reuse a query cache, e.g. one a test pre-filled; a fresh one otherwise. */
  client?: QueryClient;
}

const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** Renders `ui` as `who` would see it; returns Testing Library's result plus the query cache used. */
export function renderAs(who: Who, ui: ReactElement, { locale, client = newQueryClient(), wrapper: Inner, ...options }: RenderAsOptions = {}) {
  signInAs(who);
  function Providers({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{Inner ? <Inner>{children}</Inner> : children}</QueryClientProvider>;
  }
  const wrapper = locale ? intlWrapper(locale, Providers) : Providers;
  return { client, ...render(ui, { ...options, wrapper }) };
}
