// Booking times as customers read them: in the job's province, with the zone abbreviation
// ("Sat, Nov 21, 2026, 2:30 p.m. EST"), and the start times a given day offers (shared rules:
// business hours, lead time, horizon).
import { BOOKING_HORIZON_DAYS, BOOKING_LEAD_MINUTES, dailySlots, localDateTime, PROVINCE_TIME_ZONES, scheduleError, zonedTimeToInstant } from '@hearth/shared/booking';
import { PROVINCE_CODES, type ProvinceCode } from '@hearth/shared/constants';

export function isProvinceCode(value: unknown): value is ProvinceCode {
  return typeof value === 'string' && (PROVINCE_CODES as readonly string[]).includes(value);
}

// Building a formatter is the slow part, and a day's slots need dozens of them: keep each one.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(province: ProvinceCode, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const timeZone = PROVINCE_TIME_ZONES[province];
  const key = `${timeZone} ${JSON.stringify(options)}`;
  let existing = formatters.get(key);
  if (!existing) {
    existing = new Intl.DateTimeFormat('en-CA', { timeZone, ...options });
    formatters.set(key, existing);
  }
  return existing;
}

function format(at: Date, province: ProvinceCode, options: Intl.DateTimeFormatOptions): string {
  return formatter(province, options).format(at);
}

// Browsers name most Canadian zones (EST, PDT, NST…) but only offer "GMT-7" for Yukon, which
// keeps Mountain Standard Time all year.
const ZONE_NAME_FALLBACKS: Record<string, string> = { 'America/Whitehorse': 'MST' };

/** "EST", "EDT", "NST"… for the province's zone at that instant (daylight time included). */
export function zoneAbbreviation(at: Date, province: ProvinceCode): string {
  const timeZone = PROVINCE_TIME_ZONES[province];
  const name = formatter(province, { timeZoneName: 'short' }).formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? '';
  return name.startsWith('GMT') || name.startsWith('UTC') ? (ZONE_NAME_FALLBACKS[timeZone] ?? name) : name;
}

/** "2:30 p.m." on the province's clock. */
export function formatTimeOfDay(at: Date, province: ProvinceCode): string {
  return format(at, province, { hour: 'numeric', minute: '2-digit' });
}

/** "Sat, Nov 21, 2026" on the province's calendar. */
export function formatBookingDate(at: Date | string, province: ProvinceCode): string {
  return format(new Date(at), province, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
}

/** "Sat, Nov 21, 2026, 2:30 p.m. EST": how every booking time is shown. */
export function formatBookingDateTime(at: Date | string, province: ProvinceCode): string {
  const instant = new Date(at);
  return `${formatBookingDate(instant, province)}, ${formatTimeOfDay(instant, province)} ${zoneAbbreviation(instant, province)}`;
}

/** "2:30 p.m. – 5:30 p.m. EST" for a job's start and expected end. */
export function formatTimeRange(start: Date | string, end: Date | string, province: ProvinceCode): string {
  const to = new Date(end);
  return `${formatTimeOfDay(new Date(start), province)} – ${formatTimeOfDay(to, province)} ${zoneAbbreviation(to, province)}`;
}

export interface TimeSlot {
  /** Wall-clock start in the province, "14:30": what the form keeps. */
  time: string;
  instant: Date;
  /** "2:30 p.m." */
  label: string;
  /** False when the shared rules refuse it (earlier than the lead time, past the horizon). */
  available: boolean;
}

/** The start times of one local day (YYYY-MM-DD) in the province, each marked bookable or not. */
export function slotsForDay(date: string, province: ProvinceCode, now: Date = new Date()): TimeSlot[] {
  const timeZone = PROVINCE_TIME_ZONES[province];
  return dailySlots().map((time) => {
    const instant = zonedTimeToInstant(date, time, timeZone);
    return { time, instant, label: formatTimeOfDay(instant, province), available: scheduleError(instant, province, now) === null };
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
