'use client';
// What the server <AppProviders> renders. The providers' code (next-auth, TanStack Query, the
// realtime socket) is a chunk of its own, loaded only by pages that render them: a layout that
// imports <AppProviders> but renders it only for signed-in users (SiteChrome) does not put that
// code on every visitor's first load, as a static import would.
import dynamic from 'next/dynamic';

export const AppProvidersLazy = dynamic(() => import('./app-providers-client').then((m) => m.AppProvidersClient));
