// The security headers every page of the web app is served with, Content Security Policy included,
// built from the same settings the browser bundle is built with (lib/config.ts) and the chat's
// webhook, which the server reads when it starts (features/chat/chat-settings.ts).
//
// Scripts are allowed by a per-request nonce ('strict-dynamic'), not by 'unsafe-inline'. The proxy
// (proxy.ts) mints the nonce, Next.js puts it on its own bootstrap and RSC scripts, and the layout
// puts it on our two inline scripts. The usual price of a nonce is that every page is rendered per
// request: Next.js's static and revalidated pages cannot carry one. Visitors' public pages are cached
// in front of Next.js instead (server/page-cache.mjs, docs/decisions/034), which stamps a fresh nonce
// into each copy it serves, so the nonce stays per response. Styles keep 'unsafe-inline': React
// style attributes (the blurred image placeholder, Radix positioning) cannot carry a nonce.
// The fixed headers come from next.config.ts (static files get them too); the CSP, which changes per
// request, only from the proxy, so no response carries two policies.

export interface SecurityHeaderSettings {
  /** NEXT_PUBLIC_API_URL: the API the browser calls, its WebSocket, and the host of every picture. */
  apiUrl: string;
  /** NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: with a key, /payment loads Stripe.js and its frames. */
  stripePublishableKey: string | null;
  /** CHAT_WEBHOOK_URL, read when the server starts: the chat widget calls it (the API itself by default). */
  chatWebhookUrl: string;
  /** NEXT_PUBLIC_TRACKING_SCRIPT_URL: an optional analytics script, loaded after the page. */
  trackingScriptUrl: string | null;
  /** The site's public address: HSTS is only sent when it is served over https. */
  siteUrl: string;
}

// Stripe's documented CSP needs for Stripe.js and the Payment Element.
const STRIPE_SCRIPT = 'https://js.stripe.com';
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://hooks.stripe.com'];
const STRIPE_CONNECT = 'https://api.stripe.com';

/** The origin (scheme://host:port) of an absolute URL; throws on a relative or malformed one. */
function originOf(url: string, setting: string): string {
  try {
    return new URL(url).origin;
  } catch {
    throw new Error(`${setting} must be an absolute URL (got "${url}")`);
  }
}

/** `http(s)://host` → `ws(s)://host`, for the realtime socket at <api>/ws. */
const webSocketOrigin = (origin: string) => origin.replace(/^http/, 'ws');

const unique = (sources: string[]) => [...new Set(sources)];

/** The Content-Security-Policy of one HTML response; `nonce` is fresh for each request. */
export function contentSecurityPolicy(settings: SecurityHeaderSettings, nonce: string): string {
  const api = originOf(settings.apiUrl, 'NEXT_PUBLIC_API_URL');
  const chat = originOf(settings.chatWebhookUrl, 'CHAT_WEBHOOK_URL');
  const tracking = settings.trackingScriptUrl ? originOf(settings.trackingScriptUrl, 'NEXT_PUBLIC_TRACKING_SCRIPT_URL') : null;
  const stripe = Boolean(settings.stripePublishableKey);

  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Under 'strict-dynamic' the nonce is what counts: scripts a trusted script adds (the chunks Next
    // loads, Stripe.js, the tracking script) run, parser-inserted ones without the nonce do not.
    // 'self' and the hosts are for browsers without CSP3, which ignore 'strict-dynamic'.
    'script-src': ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(stripe ? [STRIPE_SCRIPT] : []), ...(tracking ? [tracking] : [])],
    // Inline style attributes (the blurred image placeholder, Radix positioning) and next/font's <style>.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', api],
    'font-src': ["'self'", 'data:'],
    'connect-src': unique(["'self'", api, webSocketOrigin(api), chat, ...(stripe ? [STRIPE_CONNECT] : []), ...(tracking ? [tracking] : [])]),
    // blob: is the admin's preview of a provider's PDF document (fetched with the admin's token).
    'frame-src': ["'self'", 'blob:', ...(stripe ? STRIPE_FRAMES : [])],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The headers that are the same on every response (next.config.ts); the CSP is per request. */
export function securityHeaders(settings: Pick<SecurityHeaderSettings, 'stripePublishableKey' | 'siteUrl'>): { key: string; value: string }[] {
  const headers = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // Nothing in the app uses these; payment stays on for Stripe's wallet buttons when configured.
    { key: 'Permissions-Policy', value: `camera=(), microphone=(), geolocation=(), usb=(), payment=${settings.stripePublishableKey ? '(self "https://js.stripe.com")' : '()'}` },
    // For browsers that predate CSP's frame-ancestors.
    { key: 'X-Frame-Options', value: 'DENY' },
  ];
  // Only over https: a browser that saw HSTS on a plain-http development host would refuse it later.
  if (originOf(settings.siteUrl, 'SITE_URL').startsWith('https://')) {
    headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' });
  }
  return headers;
}

/** A fresh nonce: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** The request header the proxy passes the nonce to server components in. */
export const NONCE_HEADER = 'x-nonce';
