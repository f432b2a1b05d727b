// Hands client components the messages they need, and no more: each layout names the namespaces
// (or parts of one, 'account.notifications') its client components read, so a public page does not
// ship the admin console's strings. Server components read every namespace through getTranslations
// at no cost to the page.
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Messages, Namespace } from '@/messages';

/** A whole namespace, or one group of it. */
type Part = Namespace | `${Namespace}.${string}`;

/** What every page's client components may read (area layouts add their own): the chrome, shared words, sign-in and the chat. */
const BASE_PARTS = ['common', 'layout', 'errors', 'auth', 'otp', 'realtime', 'chat', 'site', 'account.notifications'] as const satisfies readonly Part[];

type Tree = Record<string, unknown>;

/** The messages of the named parts, nested as in the catalogue. */
export function pickMessages(messages: Messages, parts: readonly Part[]): Tree {
  const picked: Tree = {};
  for (const part of parts) {
    const [namespace, group] = part.split('.', 2) as [Namespace, string | undefined];
    const source = messages[namespace] as Tree;
    if (!group) picked[namespace] = source;
    else if (picked[namespace] !== source) picked[namespace] = { ...(picked[namespace] as Tree | undefined), [group]: source[group] };
  }
  return picked;
}

export async function IntlProvider({ namespaces = [], children }: { namespaces?: readonly Part[]; children: ReactNode }) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  return (
    <NextIntlClientProvider locale={locale} messages={pickMessages(messages as Messages, [...BASE_PARTS, ...namespaces])} timeZone="America/Toronto">
      {children}
    </NextIntlClientProvider>
  );
}
