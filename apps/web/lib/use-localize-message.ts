// A message from the shared schemas or the API (a form error, a refusal) in the page's language, at
// once. Its module carries the French of every shared message (16 KB gzip), so it is apart from
// lib/format: the form fields, on every public page, load those translations only when a French
// page needs them (lib/localize-message.ts).
import { localizeMessage } from '@hearth/shared/messages';
import { useLocale } from 'next-intl';

export function useLocalizeMessage(): (message: string) => string {
  const locale = useLocale();
  return (message) => localizeMessage(message, locale);
}
