// Hands client components the messages they need, and no more: each layout names the namespaces its
// client components read, so a public page does not ship the admin console's strings. Server
// components read every namespace through getTranslations at no cost to the page.
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Namespace } from '@/messages';

export async function IntlProvider({ namespaces = [], children }: { namespaces?: readonly Namespace[]; children: ReactNode }) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  const picked = Object.fromEntries([...BASE_NAMESPACES, ...namespaces].map((namespace) => [namespace, messages[namespace]]));
  return (
    <NextIntlClientProvider locale={locale} messages={picked} timeZone="America/Toronto">
      {children}
    </NextIntlClientProvider>
  );
}

/** What every page's client components may read (area layouts add their own): the chrome, shared words, sign-in and the chat. */
const BASE_NAMESPACES = ['common', 'layout', 'errors', 'auth', 'realtime', 'chat', 'site'] as const satisfies readonly Namespace[];
