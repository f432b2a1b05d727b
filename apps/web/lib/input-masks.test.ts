import { describe, expect, it } from 'vitest';
import { formatPostalCode, groupDigits, onlyDigits } from './input-masks';

describe('input masks', () => {
  it('groups digits with dashes as they are typed and drops the rest', () => {
    expect(groupDigits('1100', [5, 3])).toBe('1100');
    expect(groupDigits('110000', [5, 3])).toBe('11000-0');
    expect(groupDigits('11000-003999', [5, 3])).toBe('11000-003');
    expect(groupDigits('046 454 286', [3, 3, 3])).toBe('046-454-286');
    expect(groupDigits('abc', [3, 3, 3])).toBe('');
  });

  it('keeps at most the allowed number of digits', () => {
    expect(onlyDigits('1234 5678-9012 34', 12)).toBe('123456789012');
  });

  it('formats a Canadian postal code as A1A 1A1', () => {
    expect(formatPostalCode('k1a0b1')).toBe('K1A 0B1');
    expect(formatPostalCode('m5v')).toBe('M5V');
    expect(formatPostalCode('M5V-3L9 extra')).toBe('M5V 3L9');
  });
});
