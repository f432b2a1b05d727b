import './globals.css';
import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import { NavigationProgress } from '@/components/navigation-progress';
import { Toasts } from '@/components/toasts';
import { ServiceWorkerRegistration } from '@/features/pwa/service-worker-registration';
import { scriptNonce } from '@/lib/script-nonce';

export const metadata: Metadata = {
  title: { default: 'Hearth — trusted home services across Canada', template: '%s · Hearth' },
  description: 'Book vetted local professionals for cleaning, moving, handyman, lawn care, plumbing and more.',
};

// Inter from the fontsource package, through next/font: preloaded, with a metric-matched fallback.
// 'optional': if the font is not there for the first paint, that page keeps the fallback rather
// than re-flowing the text when it arrives (no late layout shift, no late LCP).
const inter = localFont({
  src: [
    { path: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', weight: '100 900', style: 'normal' },
  ],
  variable: '--font-inter',
  display: 'optional',
});

export const viewport: Viewport = { themeColor: '#c2410c' };

// Every page gets the toast area, the navigation progress bar and the service worker, none of them
// loaded with the page itself (see each). The session, the query cache and the realtime socket are
// not here: layouts and pages that use them wrap their content in <AppProviders>
// (components/app-providers.tsx, docs/decisions/008).
// zod's first object schema probes `new Function('')` to choose its JIT parser; under the Content
// Security Policy (no 'unsafe-eval') the probe is refused and reported as a violation on every page
// with a form. Its `jitless` setting skips the probe; it must be on globalThis before any bundle
// builds a schema, hence an inline script ahead of them (forms are small: the JIT buys nothing here).
const ZOD_JITLESS_SCRIPT = 'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true})';

export default async function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-CA" className={inter.variable}>
      <head>
        <script nonce={await scriptNonce()} dangerouslySetInnerHTML={{ __html: ZOD_JITLESS_SCRIPT }} />
      </head>
      <body className="min-h-dvh">
        {children}
        <Toasts />
        <NavigationProgress />
        <ServiceWorkerRegistration />
      </body>
    </html>
  );
}
