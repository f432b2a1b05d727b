import { describe, expect, it } from 'vitest';
import { formatCad, formatDuration } from './format';

describe('format', () => {
  it('shows cents as Canadian dollars', () => {
    expect(formatCad(12900)).toBe('$129.00');
    expect(formatCad(3550)).toBe('$35.50');
  });

  it('reads durations the way people say them', () => {
    expect(formatDuration(180)).toBe('about 3 hours');
    expect(formatDuration(60)).toBe('about 1 hour');
    expect(formatDuration(90)).toBe('about 1 h 30 min');
    expect(formatDuration(45)).toBe('about 45 min');
  });
});
