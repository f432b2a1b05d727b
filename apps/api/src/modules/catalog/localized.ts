// The public site's text in the reader's language: French columns are null until an admin
// translates them, and a French page then shows the English rather than an empty heading.
import type { Locale } from '@hearth/shared/locale';

/** The French text when asked for and written, else the English. */
export function localized(locale: Locale, english: string, french: string | null | undefined): string {
  return locale === 'fr' && french?.trim() ? french : english;
}

/** A list (what a service includes) in French when one was written, else the English list. */
export function localizedList(locale: Locale, english: string[], french: string[] | null | undefined): string[] {
  return locale === 'fr' && french?.length ? french : english;
}

/**
 * The fields of `pairs` whose English has text but whose French is missing: the admin console
 * flags those items so nothing is left untranslated by accident.
 */
export function missingFrench(pairs: Record<string, [english: string | string[] | null | undefined, french: string | string[] | null | undefined]>): string[] {
  const filled = (v: string | string[] | null | undefined) => (Array.isArray(v) ? v.length > 0 : Boolean(v?.trim()));
  return Object.entries(pairs)
    .filter(([, [english, french]]) => filled(english) && !filled(french))
    .map(([field]) => field);
}
