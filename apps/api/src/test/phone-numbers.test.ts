// The test phone numbers must pass the API's numbering-plan check and never repeat within a run,
// however many a run hands out.
import { describe, expect, it } from 'vitest';
import { normalizePhone } from '@hearth/shared/phone';
import { TEST_PHONES_PER_AREA_CODE, testPhoneAt, uniqueTestPhone } from './phone-numbers';

describe('test phone numbers', () => {
  it('hands out distinct valid numbers, past line 9999', () => {
    const numbers = Array.from({ length: 12_000 }, () => uniqueTestPhone('416'));
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers.filter((n) => normalizePhone(n) !== n)).toEqual([]);
  });

  it('moves to the next exchange after line 9999, skipping the N11 service codes', () => {
    expect(testPhoneAt(0)).toBe('+16132000000');
    expect(testPhoneAt(9_999)).toBe('+16132009999');
    expect(testPhoneAt(10_000)).toBe('+16132010000');
    expect(testPhoneAt(10 * 10_000 + 9_999)).toBe('+16132109999');
    expect(testPhoneAt(11 * 10_000)).toBe('+16132120000');
  });

  it('uses every valid exchange once before it wraps', () => {
    const exchanges = Array.from({ length: TEST_PHONES_PER_AREA_CODE / 10_000 }, (_, i) => testPhoneAt(i * 10_000 + 4_321).slice(5, 8));
    expect(new Set(exchanges).size).toBe(exchanges.length);
    expect(exchanges.at(-1)).toBe('999');
    for (const exchange of exchanges) expect(normalizePhone(`+1613${exchange}4321`)).toBe(`+1613${exchange}4321`);
    expect(testPhoneAt(TEST_PHONES_PER_AREA_CODE)).toBe(testPhoneAt(0));
  });
});
