// How Hearth writes money, dates and numbers in each language: English exactly as the site always
// showed it, French as French Canada writes it.
import { describe, expect, it } from 'vitest';
import { formatterFor, isoDay, zoneOf } from './format';

const at = new Date('2026-11-24T20:30:00Z');
const en = formatterFor('en');
const fr = formatterFor('fr');
// Intl separates "129,00 $" and "15 h 30" with no-break spaces; compare what a reader sees.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatterFor', () => {
  it('writes money in each language', () => {
    expect(en.money(12900)).toBe('$129.00');
    expect(plain(fr.money(12900))).toBe('129,00 $');
    expect(plain(fr.signedMoney(-500))).toBe('-5,00 $');
    expect(plain(fr.taxRate(9975))).toBe('9,975 %');
    expect(en.taxRate(13000)).toBe('13%');
  });

  it('writes dates and times as each language reads them', () => {
    expect(en.dateTime(at, 'America/Toronto')).toBe('Nov 24, 2026, 3:30 p.m.');
    expect(plain(fr.dateTime(at, 'America/Toronto'))).toBe('24 nov. 2026, 15 h 30');
    expect(plain(fr.bookingDateTime(at, 'QC'))).toBe('mar. 24 nov. 2026, 15 h 30 HNE');
    expect(en.bookingDateTime(at, 'ON')).toBe('Tue, Nov 24, 2026, 3:30 p.m. EST');
    expect(plain(fr.longWhen(at, 'America/Toronto'))).toBe('mardi 24 novembre 2026 à 15 h 30 HNE');
    expect(en.longWhen(at, 'America/Toronto')).toBe('Tuesday, November 24, 2026 at 15:30 EST');
    expect(plain(fr.jobMoment(at, 'QC'))).toBe('mar. 24 nov., 15 h 30');
    expect(fr.month(at, 'America/Toronto')).toBe('novembre 2026');
    expect(fr.longCalendarDate('2026-11-24')).toBe('mardi 24 novembre 2026');
    expect(fr.weekdays()[0]).toEqual({ long: 'dimanche', short: 'dim.', narrow: 'D' });
  });

  it('names Yukon time, which Intl only calls GMT-7', () => {
    expect(en.zone(at, 'YT')).toBe('MST');
    expect(fr.zone(at, 'YT')).toBe('HNR');
    expect(fr.zone(at, 'BC')).toBe('HNP');
  });

  it('writes phone numbers, postal codes, provinces, lists and durations the Canadian way', () => {
    expect(en.phone('+14165550123')).toBe('416-555-0123');
    expect(fr.phone('+14165550123')).toBe('416 555-0123');
    expect(fr.postalCode('h2x1y4')).toBe('H2X 1Y4');
    expect(fr.province('QC')).toBe('Québec');
    expect(en.province('QC')).toBe('Quebec');
    expect(fr.list(['TPS', 'TVQ'])).toBe('TPS et TVQ');
    expect(en.duration(180)).toBe('about 3 hours');
    expect(fr.duration(90)).toBe('environ 1 h 30');
  });

  it('gives machine dates and zones whatever the language', () => {
    expect(isoDay(at, 'America/Vancouver')).toBe('2026-11-24');
    expect(zoneOf('QC')).toBe('America/Toronto');
    expect(zoneOf('XX')).toBe('America/Toronto');
  });
});
