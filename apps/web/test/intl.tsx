// The next-intl provider tests render under: English by default (vitest.setup.ts), French on request.
import type { Locale } from '@hearth/shared/locale';
import { NextIntlClientProvider } from 'next-intl';
import type { JSXElementConstructor, ReactNode } from 'react';
import en from '@/messages/en';
import fr from '@/messages/fr';

type Wrapper = JSXElementConstructor<{ children: ReactNode }>;

const CATALOGUES = { en, fr } as const;

/** A wrapper giving the tree `locale`'s messages, around an optional inner wrapper. */
export function intlWrapper(locale: Locale, Inner?: Wrapper): Wrapper {
  return function IntlWrapper({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider locale={locale} messages={CATALOGUES[locale]} timeZone="America/Toronto">
        {Inner ? <Inner>{children}</Inner> : children}
      </NextIntlClientProvider>
    );
  };
}

export const EnglishProvider = (Inner?: Wrapper) => intlWrapper('en', Inner);
