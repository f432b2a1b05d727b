// The languages Hearth speaks. English is the default: its pages keep the URLs they always had,
// French pages live under /fr. Both are Canadian: every formatter and <html lang> uses the -CA tag.
export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** BCP 47 tags: <html lang>, hreflang, Intl formatters, Content-Language. */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-CA', fr: 'fr-CA' };

/** Each language's name in itself: what the switcher offers. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', fr: 'Français' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** 'fr-CA', 'fr', 'FR_ca' → 'fr'; anything else (or nothing) → null. */
export function localeFromTag(tag: string | null | undefined): Locale | null {
  const language = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(language) ? language : null;
}
