import { BOOKING_HORIZON_DAYS } from '@hearth/shared/booking';
import { formatterFor } from '@hearth/shared/format';
import { describe, expect, it } from 'vitest';
import { bookableDateRange, formatShortDate, jobLocalDay, jobMinutes, slotsForDay } from './booking-time';

// Friday 20 November 2026, 9:10 a.m. in Toronto (EST, UTC−5).
const now = new Date('2026-11-20T14:10:00Z');

describe('slotsForDay', () => {
  it('offers every half hour from 8:00 a.m. to 6:00 p.m. on the province clock', () => {
    const slots = slotsForDay('2026-11-24', 'ON', now);
    expect(slots.map((slot) => slot.time)).toEqual([
      '08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00',
      '13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00', '17:30', '18:00',
    ]);
    expect(slots[0]?.label).toBe('8:00 a.m.');
    expect(slots[0]?.instant.toISOString()).toBe('2026-11-24T13:00:00.000Z');
    expect(slots.every((slot) => slot.available)).toBe(true);
  });

  it('disables today’s start times less than two hours away', () => {
    const today = slotsForDay('2026-11-20', 'ON', now);
    const available = today.filter((slot) => slot.available).map((slot) => slot.time);
    // 9:10 + 2 h = 11:10: 11:30 is the first start far enough ahead.
    expect(available[0]).toBe('11:30');
    expect(today.find((slot) => slot.time === '11:00')?.available).toBe(false);
    expect(today.find((slot) => slot.time === '08:00')?.available).toBe(false);
  });

  it('counts the lead time in the job’s own time zone', () => {
    // The same instant is 6:10 a.m. in Vancouver (PST, UTC−8): 8:30 is already far enough ahead.
    const vancouver = slotsForDay('2026-11-20', 'BC', now).filter((slot) => slot.available);
    expect(vancouver[0]?.time).toBe('08:30');
    expect(vancouver[0]?.instant.toISOString()).toBe('2026-11-20T16:30:00.000Z');
  });

  it('has nothing to offer on a day already past the last start', () => {
    const evening = new Date('2026-11-20T22:30:00Z'); // 5:30 p.m. in Toronto
    expect(slotsForDay('2026-11-20', 'ON', evening).some((slot) => slot.available)).toBe(false);
  });
});

describe('bookableDateRange', () => {
  it('starts today while a start time is left and ends at the horizon', () => {
    expect(bookableDateRange('ON', now)).toEqual({ min: '2026-11-20', max: '2027-02-18' });
    expect(BOOKING_HORIZON_DAYS).toBe(90);
  });

  it('starts tomorrow once today has no start time left', () => {
    expect(bookableDateRange('ON', new Date('2026-11-20T22:30:00Z')).min).toBe('2026-11-21');
  });
});

describe('in French', () => {
  it('labels the start times on the French clock', () => {
    const slots = slotsForDay('2026-11-24', 'QC', now, 'fr');
    expect(slots[0]?.label).toBe('8 h 00');
    expect(slots.find((slot) => slot.time === '14:30')?.label).toBe('14 h 30');
  });
});

describe('a job on its province clock', () => {
  it('falls on the local day of the job’s province, not the viewer’s', () => {
    // 11:30 p.m. on 20 November in Vancouver is already the 21st in Toronto.
    expect(jobLocalDay('2026-11-21T07:30:00Z', 'BC')).toBe('2026-11-20');
    expect(jobLocalDay('2026-11-21T07:30:00Z', 'ON')).toBe('2026-11-21');
  });

  it('lasts the minutes between start and end, never less than none', () => {
    expect(jobMinutes('2026-11-21T14:00:00Z', '2026-11-21T17:30:00Z')).toBe(210);
    expect(jobMinutes('2026-11-21T17:30:00Z', '2026-11-21T14:00:00Z')).toBe(0);
  });

  it('writes a date-only value as that calendar day', () => {
    expect(formatShortDate(formatterFor('en'), '2026-11-21')).toBe('Nov 21, 2026');
    expect(formatShortDate(formatterFor('fr'), '2026-11-21')).toBe('21 nov. 2026');
  });
});
