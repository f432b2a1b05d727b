import max from 'libphonenumber-js/metadata.max.json';
import { describe, expect, it } from 'vitest';
import { formatPhone, isPhoneNumber, normalizePhone } from './phone';
import { NANP_METADATA } from './phone-metadata';
import { phoneSchema } from './auth/contract';

// What a person may type, and the E.164 form it is stored in.
const ACCEPTED: [typed: string, e164: string][] = [
  ['416.555.0123', '+14165550123'],
  ['(416) 555-0123', '+14165550123'],
  ['(416)555-0123', '+14165550123'],
  ['+1 416 555 0123', '+14165550123'],
  ['+1 (416) 555-0123', '+14165550123'],
  ['1-416-555-0123', '+14165550123'],
  ['1 416 555 0123', '+14165550123'],
  ['416-555-0123', '+14165550123'],
  ['416 555 0123', '+14165550123'],
  ['4165550123', '+14165550123'],
  ['+14165550123', '+14165550123'],
  ['  416-555-0123  ', '+14165550123'],
  // 555-01XX is reserved for fiction and tests, but it is a well-formed number.
  ['416-555-0199', '+14165550199'],
  ['514-555-0100', '+15145550100'],
  ['604.555.0117', '+16045550117'],
  ['867-555-0142', '+18675550142'],
  // Other North American numbers: a US number and a toll-free one.
  ['212-555-0123', '+12125550123'],
  ['1-800-555-0199', '+18005550199'],
];

// Why each is refused is in the second column.
const REFUSED: [typed: string, why: string][] = [
  ['911-555-0123', 'N11 area code'],
  ['016-555-0123', 'area code starting with 0'],
  ['123-456-7890', 'area code starting with 1'],
  ['370-555-0123', 'area code not in service'],
  ['416-911-0123', 'N11 exchange'],
  ['416-411-0123', 'N11 exchange'],
  ['416-011-0123', 'exchange starting with 0'],
  ['416-123-4567', 'exchange starting with 1'],
  ['(416 555-0123', 'unbalanced parenthesis'],
  ['416) 555-0123', 'unbalanced parenthesis'],
  ['+44 20 7946 0958', 'not North American'],
  ['+2 416 555 0123', 'another country code'],
  ['11 416 555 0123', 'doubled country code'],
  ['555-0123', 'seven digits'],
  ['416-555-01234', 'eleven digits'],
  ['416-555-0123 x12', 'an extension'],
  ['416--555--0123', 'doubled separators'],
  ['416 / 555 0123', 'a slash'],
  ['1-800-FLOWERS', 'letters'],
  ['phone', 'no digits'],
  ['', 'empty'],
];

describe('North American phone numbers', () => {
  it.each(ACCEPTED)('accepts %s as %s', (typed, e164) => {
    expect(normalizePhone(typed)).toBe(e164);
    expect(isPhoneNumber(typed)).toBe(true);
  });

  it.each(REFUSED)('refuses %s (%s)', (typed) => {
    expect(normalizePhone(typed)).toBeNull();
    expect(isPhoneNumber(typed)).toBe(false);
  });

  it('formats a stored number with the entry mask', () => {
    expect(formatPhone('+14165550123')).toBe('416-555-0123');
  });

  it('shows a number stored before normalisation as it was stored', () => {
    expect(formatPhone('555-0123')).toBe('555-0123');
  });
});

describe('the phone field shared by every form', () => {
  it('gives out the E.164 form of what was typed', () => {
    expect(phoneSchema.parse({ phonenumber: '416.555.0123' })).toEqual({ phonenumber: '+14165550123' });
  });

  it.each(['911-555-0123', '416-911-0123', '(416 555-0123'])('refuses %s with the spec message', (typed) => {
    const result = phoneSchema.safeParse({ phonenumber: typed });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Phone number must be a 10-digit number']);
  });
});

describe('the +1 metadata', () => {
  it('is the installed library’s own "max" metadata for every +1 country (after an upgrade: node scripts/phone-metadata.mjs)', () => {
    const nanp = NANP_METADATA as unknown as typeof max;
    const plan = max.country_calling_codes['1'] ?? [];
    expect(plan).toContain('CA');
    expect(nanp.version).toBe(max.version);
    expect(nanp.country_calling_codes).toEqual({ 1: plan });
    for (const country of plan) expect(nanp.countries[country as keyof typeof max.countries], country).toEqual(max.countries[country as keyof typeof max.countries]);
  });
});
