// The language of the request being rendered, and its messages, for server components
// (getTranslations) and the client provider (i18n/intl-provider.tsx).
import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { loadMessages } from '@/messages';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: await loadMessages(locale),
    // Dates are written by @hearth/shared/format with an explicit zone; this only keeps next-intl
    // from guessing the server's zone (and warning about it) if a message formats one.
    timeZone: 'America/Toronto',
  };
});
