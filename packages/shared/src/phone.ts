// North American phone numbers (the +1 numbering plan: Canada, the US and the Caribbean): read as
// people type them, checked against the plan with libphonenumber-js, stored in E.164 (+14165550123).
// The "max" metadata is used because "min" accepts exchange codes the plan has not opened in
// several +1 countries; neither knows the N11 rule below. Only its +1 countries are loaded
// (phone-metadata.ts): nothing else gets past NANP_LAYOUT, and the whole of it is 39 KB gzip in
// every page with a phone field.
import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { NANP_METADATA } from './phone-metadata';

/** The message every form and the API give for a number that is not a North American one. */
export const PHONE_INVALID_MESSAGE = 'Phone number must be a 10-digit number';

// The library reads far more than a form should accept: unbalanced parentheses ("(416 555-0123"),
// extensions ("x12"), slashes, a doubled country code ("11 416…"). So the typed text must first
// look like a North American number: an optional 1 or +1, the area code (alone or in one pair of
// parentheses), then exchange and line, with at most one space, dash or dot between the groups.
const NANP_LAYOUT = /^(?:\+?1[ .-]?)?(?:\(\d{3}\)|\d{3})[ .-]?\d{3}[ .-]?\d{4}$/;

// N11 codes (211, 311 … 911) are service codes: the plan never assigns them as exchanges, but the
// library's metadata only requires an exchange to start with 2-9, so "416-911-0123" would pass.
const N11_EXCHANGE = /^[2-9]11$/;

/** The number in E.164 (+1 and ten digits), or null when it is not a valid North American number. */
export function normalizePhone(input: string): string | null {
  const typed = input.trim();
  if (!NANP_LAYOUT.test(typed)) return null;
  const parsed = parsePhoneNumberFromString(typed, 'CA', NANP_METADATA);
  if (!parsed || parsed.countryCallingCode !== '1' || !parsed.isValid()) return null;
  if (N11_EXCHANGE.test(parsed.nationalNumber.slice(3, 6))) return null;
  return parsed.number;
}

export function isPhoneNumber(input: string): boolean {
  return normalizePhone(input) !== null;
}

/**
 * +14165550123 → 416-555-0123, the national form the entry mask shows. Anything that is not +1 and
 * ten digits (a value stored before numbers were normalised) is shown as it was stored.
 */
export function formatPhone(e164: string): string {
  const digits = e164.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10) return e164;
  return `${national.slice(0, 3)}-${national.slice(3, 6)}-${national.slice(6)}`;
}
