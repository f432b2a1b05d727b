// Signing in continues in the account's language: the landing URL is put in that language (French
// under /fr, English without a prefix) and the language cookie follows, so later unprefixed links
// do not switch back to whatever the browser chose before.
import { DEFAULT_LOCALE, isLocale, type Locale } from '@hearth/shared/locale';
import { LOCALE_COOKIE } from '@/i18n/routing';

/** Matches the routing's locale cookie: a year, for the whole site. */
const LOCALE_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

/** '/fr/profile?tab=x' in English → '/profile?tab=x'; '/profile' in French → '/fr/profile'. */
export function pathInLocale(path: string, locale: Locale): string {
  const prefix = /^\/([a-z]{2})(?=[/?#]|$)/.exec(path);
  const rest = prefix && isLocale(prefix[1]) ? path.slice(prefix[0].length) : path;
  const bare = rest.startsWith('/') ? rest : `/${rest}`;
  if (locale === DEFAULT_LOCALE) return bare;
  return bare === '/' || bare.startsWith('/?') || bare.startsWith('/#') ? `/${locale}${bare.slice(1)}` : `/${locale}${bare}`;
}

/** The language the next pages are served in when their URL has no prefix (next-intl's cookie). */
export function rememberLocale(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}
