// The language of a message someone receives later (email, SMS, notification, PDF): the recipient's
// own, never the language of whoever caused it. Rule:
//  - a person with an account reads their account's language (users.locale, which they choose);
//  - a booking's customer without one to read (the account was erased) gets the language the
//    booking was made in (bookings.locale);
//  - anyone else, English.
// Texts come from en.ts / fr.ts; dates and money from the shared formatter (@hearth/shared/format).
import { DEFAULT_LOCALE, isLocale, type Locale } from '@hearth/shared/locale';
import type { Config } from '../config';
import { en, type Catalogue } from './en';
import { fr } from './fr';

export type { Catalogue, Locale };

const CATALOGUES: Record<Locale, Catalogue> = { en, fr };

export function messagesFor(locale: Locale): Catalogue {
  return CATALOGUES[locale];
}

/** The recipient's language: their account's, else the booking's, else English. */
export function recipientLocale(accountLocale: string | null | undefined, bookingLocale?: string | null): Locale {
  if (isLocale(accountLocale)) return accountLocale;
  if (isLocale(bookingLocale)) return bookingLocale;
  return DEFAULT_LOCALE;
}

/** A page of the web app in the reader's language: French pages live under /fr, English ones keep their URLs. */
export function webLink(config: Pick<Config, 'webUrl'>, locale: Locale, path: string): string {
  return `${config.webUrl}${locale === 'fr' ? '/fr' : ''}${path}`;
}

/** The text in the reader's language, for texts built once per language (notifications to many people). */
export type Localized = (locale: Locale) => string;
