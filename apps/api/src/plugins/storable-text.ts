// PostgreSQL cannot store NUL in text (the insert fails: a 500), and a lone UTF-16 surrogate turns
// into U+FFFD on its way to the database (stored, but not what was sent). `parse` refuses both.

// With the u flag a surrogate class matches only unpaired surrogates; a valid pair is one code point.
const UNSTORABLE = /\0|[\ud800-\udfff]/u;

export const UNSTORABLE_TEXT_MESSAGE = 'Text cannot contain NUL characters or broken Unicode';

interface Visit {
  value: unknown;
  key: string | null;
  parent: Visit | null;
}

const pathOf = (v: Visit): string => {
  const keys: string[] = [];
  for (let at: Visit | null = v; at?.key != null; at = at.parent) keys.unshift(at.key);
  return keys.join('.') || '_';
};

/**
 * The path ('address.street', '_' for the input itself) of a key or string that cannot be stored as
 * sent, else null. A loop, not recursion: bodies nest thousands of levels deep.
 */
export function unstorableTextPath(input: unknown): string | null {
  const pending: Visit[] = [{ value: input, key: null, parent: null }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      if (UNSTORABLE.test(value)) return pathOf(visit);
    } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, child] of Object.entries(value)) {
        const next = { value: child, key, parent: visit };
        if (UNSTORABLE.test(key)) return pathOf(next);
        pending.push(next);
      }
    }
  }
  return null;
}
