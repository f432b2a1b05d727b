import { formatterFor } from '@hearth/shared/format';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, formatLongDay, formatMonth, monthWeeks, todayKey, weekdayNames } from './calendar-month';

const en = formatterFor('en');
const fr = formatterFor('fr');

describe('calendar arithmetic', () => {
  it('moves by days across months and years', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    // The daylight-saving change (Nov 1, 2026 in Canada) does not skip or repeat a day.
    expect(addDays('2026-10-31', 1)).toBe('2026-11-01');
    expect(addDays('2026-11-01', 1)).toBe('2026-11-02');
  });

  it('moves by months to the same day, or the last day of a shorter month', () => {
    expect(addMonths('2026-11-21', 1)).toBe('2026-12-21');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
  });

  it('lays a month out in Sunday-first weeks', () => {
    const weeks = monthWeeks('2026-11-21');
    // November 2026 starts on a Sunday and has 30 days.
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07']);
    expect(weeks[4]).toEqual(['2026-11-29', '2026-11-30', null, null, null, null, null]);
    // February 2027 starts on a Monday.
    expect(monthWeeks('2027-02-10')[0]?.slice(0, 2)).toEqual([null, '2027-02-01']);
  });

  it('names days and months, and knows today on the local calendar', () => {
    expect(formatLongDay(en, '2026-11-21')).toBe('Saturday, November 21, 2026');
    expect(formatMonth(en, '2026-11-21')).toBe('November 2026');
    expect(weekdayNames(en)[0]).toEqual({ long: 'Sunday', short: 'Sun', narrow: 'S' });
    expect(todayKey(new Date(2026, 10, 21, 23, 59))).toBe('2026-11-21');
  });

  it('names days and months in French', () => {
    expect(formatLongDay(fr, '2026-11-21')).toBe('samedi 21 novembre 2026');
    expect(formatMonth(fr, '2026-11-21')).toBe('novembre 2026');
    expect(weekdayNames(fr).map((day) => day.long)).toEqual(['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi']);
  });
});
