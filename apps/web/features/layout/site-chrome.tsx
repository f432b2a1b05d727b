// The standard layout: the discount bar, header, page content and footer, plus the
// optional tracking script and the (normally hidden) Help button. Used by the public pages, the
// customer profile area and the not-found page. Each API call may fail on its own: the chrome
// then renders without that part.
// For a signed-in user the whole page sits inside <AppProviders> (the bell, the realtime socket and
// its toasts); visitors get the page without that machinery.
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { preconnect } from 'react-dom';
import { AppProviders } from './app-providers';
import { ImageFallbackScript } from '@/components/api-image';
import { getCurrentSession } from '@/features/auth/server';
import { getCatalog } from '@/features/catalog';
import { getContact, getSocialLinks } from '@/features/content';
import { DiscountBar, getBarDiscountFor } from '@/features/offers';
import { HelpButton } from '@/features/support';
import { getServerConfig, publicApiUrl, showHelpButton, trackingScriptUrl } from '@/lib/config';
import { scriptNonce } from '@/lib/script-nonce';
import { headerUser } from './header-user';
import { SessionSync } from './session-sync';
import { ChatLauncher } from '@/features/chat';
import { chatSettings } from '@/features/chat/server';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { TrackingScript } from './tracking-script';

export async function SiteChrome({ children, withChat = false }: { children: ReactNode; /** The standard layout's 24/7 chat. */ withChat?: boolean }) {
  // Service and blog pictures come from the API host: open that connection while the page loads.
  preconnect(publicApiUrl);
  const [categories, discount, contact, socialLinks, session, nonce, t] = await Promise.all([
    getCatalog(),
    // Not advertised to a customer who has used it (the session is read once per request).
    getCurrentSession().then((current) => getBarDiscountFor(current?.user.token ?? null)),
    getContact(),
    getSocialLinks(),
    getCurrentSession(),
    // Our inline scripts run under the Content Security Policy only with the request's nonce.
    scriptNonce(),
    getTranslations('layout'),
  ]);
  return (
    <AppProviders onlySignedIn>
      <div className="flex min-h-dvh flex-col">
        <ImageFallbackScript nonce={nonce} />
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {t('skipToContent')}
        </a>
        <DiscountBar discount={discount} nonce={nonce} />
        <SiteHeader categories={categories} user={headerUser(session)} />
        <SessionSync signedIn={Boolean(session)} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter categories={categories} contact={contact} socialLinks={socialLinks} showDevMailbox={getServerConfig().showDevMailbox} signedIn={Boolean(session)} />
        {showHelpButton && <HelpButton />}
        {withChat && <ChatLauncher settings={chatSettings()} />}
        {trackingScriptUrl && <TrackingScript src={trackingScriptUrl} />}
      </div>
    </AppProviders>
  );
}
