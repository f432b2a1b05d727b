import { describe, expect, it } from 'vitest';
import { formatPhone, normalizePhone } from './phone';

describe('phone normalisation', () => {
  it('stores every accepted form as +1 and 10 digits', () => {
    for (const v of ['4165550123', '416-555-0123', '+1 416 555 0123', '1-416-555-0123', '(416) 555-0123']) {
      expect(normalizePhone(v)).toBe('+14165550123');
    }
  });
  it('refuses what is not a North American number', () => {
    expect(normalizePhone('555-0123')).toBeNull();
    expect(normalizePhone('+44 20 7946 0958')).toBeNull();
  });
  it('formats with the entry mask', () => expect(formatPhone('+14165550123')).toBe('416-555-0123'));
});
