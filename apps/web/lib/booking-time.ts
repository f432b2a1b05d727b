// Booking times on the clock of the province the job happens in, for the customer booking it and the
// provider doing it alike (a provider in Ottawa taking a job in Gatineau, or reading the schedule
// while travelling, sees the customer's wall clock). The words ("2:30 p.m. EST", "14 h 30 HNE",
// Yukon's "MST") come from the shared formatter (useFormat); what is left here is the arithmetic:
// the start times a day offers (shared rules: business hours, lead time, horizon) and a job's day.
import { BOOKING_HORIZON_DAYS, BOOKING_LEAD_MINUTES, dailySlots, localDateTime, PROVINCE_TIME_ZONES, scheduleError, zonedTimeToInstant } from '@hearth/shared/booking';
import { PROVINCE_CODES, type ProvinceCode } from '@hearth/shared/constants';
import { formatterFor, type Formatter } from '@hearth/shared/format';
import { DEFAULT_LOCALE, type Locale } from '@hearth/shared/locale';

export function isProvinceCode(value: unknown): value is ProvinceCode {
  return typeof value === 'string' && (PROVINCE_CODES as readonly string[]).includes(value);
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
  const format = formatterFor(locale);
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

export function jobMinutes(startIso: string, endIso: string): number {
  return Math.max(0, Math.round((Date.parse(endIso) - Date.parse(startIso)) / 60_000));
}

/** The local calendar day a job falls on, 'YYYY-MM-DD', in its province. */
export function jobLocalDay(iso: string, province: ProvinceCode): string {
  return localDateTime(new Date(iso), province).date;
}

/** A date-only value ('2026-11-21') as that calendar day, or an instant as its day in the viewer's zone: "Nov 21, 2026". */
export function formatShortDate(format: Formatter, iso: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) ? format.calendarDate(iso, false) : format.date(iso, 'medium');
}
