// Runs before every page renders. It gives each HTML response its Content Security Policy with a
// fresh script nonce (lib/security-headers.ts), and guards the signed-in areas (spec §2, §6):
// signed-out visitors go to sign-in with a callback URL, and each role is kept to its own area.
// It also keeps visitors from choosing the address the API counts their sign-ins under
// (lib/visitor-address.ts).
import { getToken } from 'next-auth/jwt';
import { NextResponse, type NextRequest } from 'next/server';
import { chatWebhookUrl, getServerConfig, publicApiUrl, siteUrl, stripePublishableKey, trackingScriptUrl } from '@/lib/config';
import { paths, protectedArea, roleLanding } from '@/lib/paths';
import { contentSecurityPolicy, createNonce, NONCE_HEADER } from '@/lib/security-headers';
import { checkForwarding } from '@/lib/visitor-address';

export async function proxy(request: NextRequest) {
  const headers = checkForwarding(new Headers(request.headers));
  // next-auth's sign-in callback is JSON, not a page: it only needs the visitor's real address.
  if (request.nextUrl.pathname.startsWith('/api/')) return NextResponse.next({ request: { headers } });

  const nonce = createNonce();
  const policy = contentSecurityPolicy({ apiUrl: publicApiUrl, stripePublishableKey, chatWebhookUrl, trackingScriptUrl, siteUrl: siteUrl() }, nonce);
  const response = (await redirectAwayFromArea(request)) ?? pageResponse(headers, policy, nonce);
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

/** Renders the page; Next.js reads the nonce from the request's CSP header for its own scripts. */
function pageResponse(headers: Headers, policy: string, nonce: string) {
  headers.set('Content-Security-Policy', policy);
  headers.set(NONCE_HEADER, nonce);
  return NextResponse.next({ request: { headers } });
}

/** A redirect away from an area the visitor may not see, or null to render the page. */
async function redirectAwayFromArea(request: NextRequest): Promise<NextResponse | null> {
  const area = protectedArea(request.nextUrl.pathname);
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
    return NextResponse.redirect(new URL(paths.login({ callbackUrl }), request.url));
  }
  if (token.role !== area) {
    return NextResponse.redirect(new URL(roleLanding(token.role), request.url));
  }
  return null;
}

export const config = {
  // Every page, signed-in areas included, and next-auth's sign-in callback (which signs in through
  // the API for the visitor); not the other API routes, build assets and public files (anything
  // with a file extension), which carry no HTML.
  matcher: ['/((?!api/|_next/static|_next/image|.*\\.[a-z0-9]+$).*)', '/api/auth/callback/:path*'],
};
