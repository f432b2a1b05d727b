// Typed translations: a t('key') that the English catalogue lacks fails the type check.
import type { Locale } from '@hearth/shared/locale';
import type { Messages } from '@/messages';

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
