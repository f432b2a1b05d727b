// Entry masks applied as the user types: digits grouped with dashes, and the
// Canadian postal code A1A 1A1. Each keeps only what the format allows, so pasting works too.

/** `groupDigits('11000003', [5, 3])` → "11000-003"; a partial entry is grouped as far as it goes. */
export function groupDigits(input: string, groups: readonly number[]): string {
  const max = groups.reduce((sum, size) => sum + size, 0);
  let digits = input.replace(/\D/g, '').slice(0, max);
  const parts: string[] = [];
  for (const size of groups) {
    if (!digits) break;
    parts.push(digits.slice(0, size));
    digits = digits.slice(size);
  }
  return parts.join('-');
}

/** Only digits, at most `max` of them (bank account numbers). */
export function onlyDigits(input: string, max: number): string {
  return input.replace(/\D/g, '').slice(0, max);
}

/** "k1a0b1" → "K1A 0B1": upper case, letters and digits only, a space after the third. */
export function formatPostalCode(input: string): string {
  const compact = input.replace(/[^a-z0-9]/gi, '').toUpperCase().slice(0, 6);
  return compact.length > 3 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : compact;
}
