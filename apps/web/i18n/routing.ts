// Which URLs speak which language. English keeps the URLs Hearth always had (/services/…) and French
// lives under /fr (/fr/services/…): existing links, bookmarks and search results never break, and
// each language has its own crawlable address. The path segments themselves are not translated, so
// one route table (lib/paths.ts) serves both. docs/decisions/024 explains the choice.
import { DEFAULT_LOCALE, LOCALES } from '@hearth/shared/locale';
import { defineRouting } from 'next-intl/routing';

export const LOCALE_COOKIE = 'NEXT_LOCALE';

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  // The visitor's choice, remembered for a year; a first visit is decided by Accept-Language.
  localeCookie: { name: LOCALE_COOKIE, maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' },
  // The pages carry their own <link rel="alternate" hreflang> (features/seo/metadata.ts).
  alternateLinks: false,
});
