// The French counterparts of the English messages people read from the shared schemas and the API
// (validation errors, refusals). The English text stays the key, word for word as the spec writes
// it, so the schemas, the API and every English test are unchanged; `localizeMessage` turns it into
// the reader's language where it is shown (the web's form fields, the API's error envelope).
import type { Locale } from './locale';

/** English message → French, for messages without variable parts. */
const FRENCH: Record<string, string> = {};

/** Messages with variable parts: the English pattern and how the French reads, from the same captures. */
const FRENCH_PATTERNS: Array<[RegExp, (...captures: string[]) => string]> = [];

export function localizeMessage(message: string, locale: Locale): string {
  if (locale === 'en') return message;
  const exact = FRENCH[message];
  if (exact !== undefined) return exact;
  for (const [pattern, french] of FRENCH_PATTERNS) {
    const match = pattern.exec(message);
    if (match) return french(...match.slice(1));
  }
  return message;
}
