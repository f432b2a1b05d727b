// Booking times as customers read them: in the job's province, with the zone abbreviation
// ("Sat, Nov 21, 2026, 2:30 p.m. EST", "sam. 21 nov. 2026, 14 h 30 HNE"), and the start times a given day offers (shared rules:
// business hours, lead time, horizon).
import { BOOKING_HORIZON_DAYS, BOOKING_LEAD_MINUTES, dailySlots, localDateTime, PROVINCE_TIME_ZONES, scheduleError, zonedTimeToInstant } from '@hearth/shared/booking';
import { PROVINCE_CODES, type ProvinceCode } from '@hearth/shared/constants';
import { formatterFor } from '@hearth/shared/format';
import { DEFAULT_LOCALE, type Locale } from '@hearth/shared/locale';

export function isProvinceCode(value: unknown): value is ProvinceCode {
  return typeof value === 'string' && (PROVINCE_CODES as readonly string[]).includes(value);
}

// Every time is written by the shared formatter, in the reader's language; the wrappers below keep
// one name per way a booking's time is shown.
const fmt = (locale: Locale) => formatterFor(locale);

/** "EST", "EDT", "NST"… ("HNE", "HAE", "HNT"… in French) for the province's zone at that instant (daylight time included). */
export function zoneAbbreviation(at: Date, province: ProvinceCode, locale: Locale = DEFAULT_LOCALE): string {
  return fmt(locale).zone(at, province);
}

/** "2:30 p.m." / "14 h 30" on the province's clock. */
export function formatTimeOfDay(at: Date, province: ProvinceCode, locale: Locale = DEFAULT_LOCALE): string {
  return fmt(locale).bookingTime(at, province);
}

/** "Sat, Nov 21, 2026" / "sam. 21 nov. 2026" on the province's calendar. */
export function formatBookingDate(at: Date | string, province: ProvinceCode, locale: Locale = DEFAULT_LOCALE): string {
  return fmt(locale).bookingDate(at, province);
}

/** "Sat, Nov 21, 2026, 2:30 p.m. EST" / "sam. 21 nov. 2026, 14 h 30 HNE": how every booking time is shown. */
export function formatBookingDateTime(at: Date | string, province: ProvinceCode, locale: Locale = DEFAULT_LOCALE): string {
  return fmt(locale).bookingDateTime(at, province);
}

/** "2:30 p.m. – 5:30 p.m. EST" / "14 h 30 – 17 h 30 HNE" for a job's start and expected end. */
export function formatTimeRange(start: Date | string, end: Date | string, province: ProvinceCode, locale: Locale = DEFAULT_LOCALE): string {
  return fmt(locale).bookingTimeRange(start, end, province);
}

export interface TimeSlot {
  /** Wall-clock start in the province, "14:30": what the form keeps. */
  time: string;
  instant: Date;
  /** "2:30 p.m." / "14 h 30" */
  label: string;
  /** False when the shared rules refuse it (earlier than the lead time, past the horizon). */
  available: boolean;
}

/** The start times of one local day (YYYY-MM-DD) in the province, each marked bookable or not. */
export function slotsForDay(date: string, province: ProvinceCode, now: Date = new Date(), locale: Locale = DEFAULT_LOCALE): TimeSlot[] {
  const timeZone = PROVINCE_TIME_ZONES[province];
  const format = fmt(locale);
  return dailySlots().map((time) => {
    const instant = zonedTimeToInstant(date, time, timeZone);
    return { time, instant, label: format.bookingTime(instant, province), available: scheduleError(instant, province, now) === null };
  });
}

function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The first and last local dates with a bookable start time: the date picker's min and max. */
export function bookableDateRange(province: ProvinceCode, now: Date = new Date()): { min: string; max: string } {
  let min = localDateTime(new Date(now.getTime() + BOOKING_LEAD_MINUTES * 60_000), province).date;
  if (!slotsForDay(min, province, now).some((slot) => slot.available)) min = addDays(min, 1);
  let max = localDateTime(new Date(now.getTime() + BOOKING_HORIZON_DAYS * 86_400_000), province).date;
  if (!slotsForDay(max, province, now).some((slot) => slot.available)) max = addDays(max, -1);
  return { min, max };
}
