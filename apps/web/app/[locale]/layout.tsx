import '../globals.css';
import { LOCALE_TAGS } from '@hearth/shared/locale';
import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { NavigationProgress } from '@/components/navigation-progress';
import { Toasts } from '@/components/toasts';
import { ServiceWorkerRegistration } from '@/features/pwa';
import { IntlProvider } from '@/i18n/intl-provider';
import { routing } from '@/i18n/routing';
import { scriptNonce } from '@/lib/script-nonce';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: hasLocale(routing.locales, locale) ? locale : routing.defaultLocale, namespace: 'meta' });
  return { title: { default: t('site.title'), template: t('site.titleTemplate') }, description: t('site.description') };
}

// Inter from the fontsource package, through next/font: preloaded, with a metric-matched fallback.
// 'optional': if the font is not there for the first paint, that page keeps the fallback rather
// than re-flowing the text when it arrives (no late layout shift, no late LCP).
const inter = localFont({
  src: [
    { path: '../../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', weight: '100 900', style: 'normal' },
  ],
  variable: '--font-inter',
  display: 'optional',
});

export const viewport: Viewport = { themeColor: '#c2410c' };

// Every page gets the toast area, the navigation progress bar and the service worker, none of them
// loaded with the page itself (see each). The session, the query cache and the realtime socket are
// not here: layouts and pages that use them wrap their content in <AppProviders>
// (features/layout/app-providers.tsx, docs/decisions/008).
// zod's first object schema probes `new Function('')` to choose its JIT parser; under the Content
// Security Policy (no 'unsafe-eval') the probe is refused and reported as a violation on every page
// with a form. Its `jitless` setting skips the probe; it must be on globalThis before any bundle
// builds a schema, hence an inline script ahead of them (forms are small: the JIT buys nothing here).
const ZOD_JITLESS_SCRIPT = 'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true})';

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return (
    <html lang={LOCALE_TAGS[locale]} className={inter.variable}>
      <head>
        <script nonce={await scriptNonce()} dangerouslySetInnerHTML={{ __html: ZOD_JITLESS_SCRIPT }} />
      </head>
      <body className="min-h-dvh">
        <IntlProvider>
          {children}
          <Toasts />
          <NavigationProgress />
          <ServiceWorkerRegistration />
        </IntlProvider>
      </body>
    </html>
  );
}
