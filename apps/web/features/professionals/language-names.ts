// Language names in the reader's language ('Punjabi' / 'pendjabi'), from the browser's and Node's
// own data rather than a hand-kept list.
import type { ProfessionalLanguage } from '@hearth/shared/professionals/wire';
import { useLocale } from 'next-intl';
import { useMemo } from 'react';

export function languageNamer(locale: string) {
  const names = new Intl.DisplayNames([locale === 'fr' ? 'fr-CA' : 'en-CA'], { type: 'language' });
  return (code: ProfessionalLanguage) => {
    const name = names.of(code) ?? code;
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  };
}

export function useLanguageName() {
  const locale = useLocale();
  return useMemo(() => languageNamer(locale), [locale]);
}
