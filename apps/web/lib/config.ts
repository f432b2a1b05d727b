// Every setting the web app reads from the environment, each with a working local default.
// NEXT_PUBLIC_* values are inlined into the browser bundle at build time; the rest stay on the server.

const DEFAULT_API_URL = 'http://localhost:4000';
const DEFAULT_NEXTAUTH_URL = 'http://localhost:3000';
/** Only good for local development: production refuses to build or start with it. */
export const DEV_NEXTAUTH_SECRET = 'hearth-dev-only-nextauth-secret-do-not-use-in-production';
/** The API's development default too; production refuses it on both sides. */
export const DEV_WEB_API_SHARED_SECRET = 'hearth-dev-web-api-secret-do-not-use-in-production';

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** The API as the browser reaches it (CORS allows the web origin). */
export const publicApiUrl = withoutTrailingSlash(process.env.NEXT_PUBLIC_API_URL || DEFAULT_API_URL);

/** The API base for the current runtime: server code may use a private address. */
export function apiBaseUrl(): string {
  if (typeof window !== 'undefined') return publicApiUrl;
  return withoutTrailingSlash(process.env.API_INTERNAL_URL || publicApiUrl);
}

export interface ServerConfig {
  isProduction: boolean;
  nextAuthUrl: string;
  nextAuthSecret: string;
  showDevMailbox: boolean;
  /** Shown to the API (WEB_API_SHARED_SECRET) when this server calls it for a visitor, so the API believes the visitor's address. */
  apiSharedSecret: string;
  /** Proxies in front of this server that each set X-Forwarded-For (0: visitors connect to it directly). */
  trustedProxyHops: number;
}

function parseFlag(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

let cached: ServerConfig | undefined;

function parseProxyHops(value: string | undefined): number {
  if (value === undefined || value === '') return 0;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0) throw new Error('WEB_TRUSTED_PROXY_HOPS must be a whole number of proxies (0 or more)');
  return hops;
}

/** Server-only settings; throws when production would run with a development secret. */
export function getServerConfig(): ServerConfig {
  if (cached) return cached;
  const isProduction = process.env.HEARTH_ENV === 'production';
  const nextAuthSecret = process.env.NEXTAUTH_SECRET || DEV_NEXTAUTH_SECRET;
  if (isProduction && nextAuthSecret === DEV_NEXTAUTH_SECRET) {
    throw new Error('NEXTAUTH_SECRET must be set to a private random value when HEARTH_ENV=production');
  }
  const apiSharedSecret = process.env.WEB_API_SHARED_SECRET || DEV_WEB_API_SHARED_SECRET;
  if (isProduction && apiSharedSecret === DEV_WEB_API_SHARED_SECRET) {
    throw new Error("WEB_API_SHARED_SECRET must be set to the API's private random value when HEARTH_ENV=production");
  }
  cached = {
    isProduction,
    nextAuthUrl: withoutTrailingSlash(process.env.NEXTAUTH_URL || DEFAULT_NEXTAUTH_URL),
    nextAuthSecret,
    // The mailbox shows every message the API sent, so production never has it.
    showDevMailbox: !isProduction && (parseFlag(process.env.NEXT_PUBLIC_SHOW_DEV_MAILBOX) ?? true),
    apiSharedSecret,
    trustedProxyHops: parseProxyHops(process.env.WEB_TRUSTED_PROXY_HOPS),
  };
  return cached;
}

/** The site's public address, for canonical URLs, Open Graph and the sitemap (read at request time). */
export function siteUrl(): string {
  return withoutTrailingSlash(process.env.SITE_URL || process.env.NEXTAUTH_URL || DEFAULT_NEXTAUTH_URL);
}

/** An optional analytics script, loaded a little after the page (absent by default). */
export const trackingScriptUrl = process.env.NEXT_PUBLIC_TRACKING_SCRIPT_URL || null;

/** The Help button stays hidden unless a deployment turns it on. */
export const showHelpButton = parseFlag(process.env.NEXT_PUBLIC_SHOW_HELP_BUTTON) ?? false;

/** With a Stripe publishable key, /payment collects cards with Stripe's Payment Element (the API must use Stripe too). */
export const stripePublishableKey = process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY || null;
