// The shared schemas' messages (form errors) in the page's language, for the form fields, which are
// on every public page (the footer's inquiry form): English is the messages' own language and needs
// nothing; French needs the catalogue of translations (@hearth/shared/messages, about 16 KB gzip),
// which a French page with a form field loads at the visitor's first activity (as the toast area:
// lib/on-first-interaction.ts), long before a form can show an error; an English page never does.
import type { Locale } from '@hearth/shared/locale';
import { useLocale } from 'next-intl';
import { useEffect, useSyncExternalStore } from 'react';
import { onFirstInteraction } from './on-first-interaction';

type Localize = (message: string, locale: Locale) => string;

let loaded: Localize | null = null;
let loading: Promise<Localize> | null = null;
const listeners = new Set<() => void>();

/** Loads the French messages once; every field waiting for them renders again. */
export function loadLocalizer(): Promise<Localize> {
  return (loading ??= import('@hearth/shared/messages').then((messages) => {
    loaded = messages.localizeMessage;
    for (const listener of listeners) listener();
    return messages.localizeMessage;
  }));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const getLoaded = () => loaded;
const english = (message: string) => message;

/**
 * The page's localizer, or null while a French page has not loaded the translations yet (until the
 * visitor's first activity, and the moment it takes to fetch them).
 */
export function useLocalizeMessageLazily(
  /** A message is to be shown now (an error restored with the form, before any activity): load at once. */
  needed = false,
): ((message: string) => string) | null {
  const locale = useLocale() as Locale;
  const localize = useSyncExternalStore(subscribe, getLoaded, getLoaded);
  useEffect(() => {
    if (locale === 'en' || loaded) return;
    if (needed) return void loadLocalizer();
    return onFirstInteraction(() => void loadLocalizer());
  }, [locale, needed]);
  if (locale === 'en') return english;
  return localize && ((message: string) => localize(message, locale));
}
