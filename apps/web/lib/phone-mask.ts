// The phone entry mask 999-999-9999 behind a fixed +1.
import { PHONE_COUNTRY_PREFIX } from '@hearth/shared/constants';
import type { Formatter } from '@hearth/shared/format';

const NATIONAL_DIGITS = 10;

/** The national digits in what was typed or pasted; a leading country code 1 is dropped. */
export function phoneDigits(input: string): string {
  const digits = input.replace(/\D/g, '');
  const national = digits.length > NATIONAL_DIGITS && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.slice(0, NATIONAL_DIGITS);
}

/** Formats progressively while typing: "4165" → "416-5", "4165550123" → "416-555-0123". */
export function applyPhoneMask(input: string): string {
  const d = phoneDigits(input);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
}

/** What the API receives: +1 and the ten digits. */
export function toE164(masked: string): string {
  return `${PHONE_COUNTRY_PREFIX}${phoneDigits(masked)}`;
}

/**
 * What people read: "+1 416-555-0123", or in French "+1 416 555-0123" (the page's formatter). The
 * formatter is passed, not defaulted: this module is in every public page's script (the footer's
 * phone field), which then does not need the formatters.
 */
export function displayPhone(masked: string, format: Formatter): string {
  const digits = phoneDigits(masked);
  // A number still being typed has no complete form to write yet: it reads as typed.
  return `${PHONE_COUNTRY_PREFIX} ${digits.length === NATIONAL_DIGITS ? format.phone(toE164(digits)) : applyPhoneMask(masked)}`;
}
