import { BOOKING_HORIZON_DAYS } from '@hearth/shared/booking';
import { describe, expect, it } from 'vitest';
import { bookableDateRange, formatBookingDate, formatBookingDateTime, formatTimeRange, slotsForDay, zoneAbbreviation } from './booking-time';

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

describe('formatting', () => {
  it('shows times on the province clock with the zone, daylight time included', () => {
    expect(formatBookingDateTime('2026-11-24T19:30:00Z', 'ON')).toBe('Tue, Nov 24, 2026, 2:30 p.m. EST');
    expect(formatBookingDateTime('2026-07-07T19:30:00Z', 'ON')).toBe('Tue, Jul 7, 2026, 3:30 p.m. EDT');
    expect(formatBookingDateTime('2026-11-24T19:30:00Z', 'NL')).toBe('Tue, Nov 24, 2026, 4:00 p.m. NST');
    expect(zoneAbbreviation(new Date('2026-07-07T19:30:00Z'), 'YT')).toBe('MST');
    expect(zoneAbbreviation(new Date('2026-07-07T19:30:00Z'), 'SK')).toBe('CST');
  });
});

describe('in French', () => {
  it('writes booking times the Québec way, with the French zone abbreviation', () => {
    // Saturday 21 November 2026, 2:30 p.m. in Montréal (EST, UTC−5).
    expect(formatBookingDateTime('2026-11-21T19:30:00Z', 'QC', 'fr')).toBe('sam. 21 nov. 2026, 14 h 30 HNE');
    expect(formatBookingDate('2026-11-21T19:30:00Z', 'QC', 'fr')).toBe('sam. 21 nov. 2026');
    expect(formatTimeRange('2026-11-21T19:30:00Z', '2026-11-21T22:30:00Z', 'QC', 'fr')).toBe('14 h 30 – 17 h 30 HNE');
    expect(zoneAbbreviation(new Date('2026-07-07T19:30:00Z'), 'QC', 'fr')).toBe('HAE');
  });

  it('labels the start times on the French clock', () => {
    const slots = slotsForDay('2026-11-24', 'QC', now, 'fr');
    expect(slots[0]?.label).toBe('8 h 00');
    expect(slots.find((slot) => slot.time === '14:30')?.label).toBe('14 h 30');
  });
});
