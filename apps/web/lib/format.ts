// The reader's formatter (money, dates, phone numbers… in their language): @hearth/shared/format
// bound to the page's locale. Components never name a locale themselves.
import { formatterFor, type Formatter } from '@hearth/shared/format';
import { useLocale } from 'next-intl';
import { getLocale } from 'next-intl/server';

/** In client components and non-async server components. */
export function useFormat(): Formatter {
  return formatterFor(useLocale());
}

/** In async server components and metadata. */
export async function getFormat(): Promise<Formatter> {
  return formatterFor(await getLocale());
}
