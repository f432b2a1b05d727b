// Runs before every page renders. It gives each HTML response its Content Security Policy with a
// fresh script nonce (lib/security-headers.ts), and guards the signed-in areas:
// signed-out visitors go to sign-in with a callback URL, and each role is kept to its own area.
// It also keeps visitors from choosing the address the API counts their sign-ins under
// (lib/visitor-address.ts), and gives each page its language (i18n/routing.ts): /fr/… is French,
// anything else English, and a first visit to an English URL goes to French when the browser's
// Accept-Language or the remembered choice says so.
import { localeFromTag, type Locale } from '@hearth/shared/locale';
import { getToken } from 'next-auth/jwt';
import createIntlMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { routing } from '@/i18n/routing';
import { chatSettings } from '@/features/chat/server';
import { getServerConfig, publicApiUrl, siteUrl, stripePublishableKey, trackingScriptUrl } from '@/lib/config';
import { paths, protectedArea, roleLanding } from '@/lib/paths';
import { contentSecurityPolicy, createNonce, NONCE_HEADER } from '@/lib/security-headers';
import { checkForwarding } from '@/lib/visitor-address';

export async function proxy(request: NextRequest) {
  const headers = checkForwarding(new Headers(request.headers));
  // next-auth's sign-in callback is JSON, not a page: it only needs the visitor's real address.
  if (request.nextUrl.pathname.startsWith('/api/')) return NextResponse.next({ request: { headers } });

  const nonce = createNonce();
  const policy = contentSecurityPolicy({ apiUrl: publicApiUrl, stripePublishableKey, chatWebhookUrl: chatSettings().webhookUrl, trackingScriptUrl, siteUrl: siteUrl() }, nonce);
  const response = (await redirectAwayFromArea(request)) ?? pageResponse(request, headers, policy, nonce);
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

const routeLocale = createIntlMiddleware(routing);

/**
 * Renders the page in its language (a rewrite to /en/… or /fr/…, or a redirect to the remembered
 * language); Next.js reads the nonce from the request's CSP header for its own scripts.
 */
function pageResponse(request: NextRequest, headers: Headers, policy: string, nonce: string) {
  headers.set('Content-Security-Policy', policy);
  headers.set(NONCE_HEADER, nonce);
  return routeLocale(new NextRequest(request.url, { headers, method: request.method }));
}

/** '/fr/profile' → { locale: 'fr', path: '/profile' }; '/profile' → { locale: 'en', path: '/profile' }. */
function splitLocale(pathname: string): { locale: Locale; path: string } {
  const [, first, ...rest] = pathname.split('/');
  const locale = localeFromTag(first);
  if (locale && first === locale) return { locale, path: `/${rest.join('/')}` };
  return { locale: routing.defaultLocale, path: pathname };
}

/** A path of lib/paths.ts in the given language: '/login' stays in English, is '/fr/login' in French. */
function localized(path: string, locale: Locale): string {
  return locale === routing.defaultLocale ? path : `/${locale}${path === '/' ? '' : path}`;
}

/** A redirect away from an area the visitor may not see, or null to render the page. */
async function redirectAwayFromArea(request: NextRequest): Promise<NextResponse | null> {
  const { locale, path } = splitLocale(request.nextUrl.pathname);
  const area = protectedArea(path);
  if (!area) return null;

  const config = getServerConfig();
  const token = await getToken({
    req: request,
    secret: config.nextAuthSecret,
    secureCookie: config.nextAuthUrl.startsWith('https://'),
  });

  // A token past its expiry was not refreshed in time: the API would refuse it anyway.
  if (!token?.accessToken || token.accessTokenExpiresAt <= Date.now()) {
    const callbackUrl = `${request.nextUrl.pathname}${request.nextUrl.search}`;
    return NextResponse.redirect(new URL(localized(paths.login({ callbackUrl }), locale), request.url));
  }
  if (token.role !== area) {
    return NextResponse.redirect(new URL(localized(roleLanding(token.role), locale), request.url));
  }
  return null;
}

export const config = {
  // Every page, signed-in areas included, and next-auth's sign-in callback (which signs in through
  // the API for the visitor); not the other API routes, build assets and public files (anything
  // with a file extension), which carry no HTML.
  matcher: ['/((?!api/|_next/static|_next/image|.*\\.[a-z0-9]+$).*)', '/api/auth/callback/:path*'],
};
