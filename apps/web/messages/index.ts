// The message catalogues. English is the reference: its keys type every t('…') call (see
// types/next-intl.d.ts), and messages/catalogue.test.ts checks French has every key with the same
// placeholders. To add a string: add it to messages/en/<namespace>.json and its French to
// messages/fr/<namespace>.json, then call t('key') from a component of that namespace.
import type { Locale } from '@hearth/shared/locale';
import type en from './en';

export type Messages = typeof en;
export type Namespace = keyof Messages;

export async function loadMessages(locale: Locale): Promise<Messages> {
  return (locale === 'fr' ? await import('./fr') : await import('./en')).default as Messages;
}
