// When a job happens, in the time zone of the province it happens in (a provider in Ottawa taking a
// job in Gatineau, or reading the schedule while travelling, sees the customer's wall clock).
import type { ProvinceCode } from '@hearth/shared/constants';
import { localDateTime, PROVINCE_TIME_ZONES } from '@hearth/shared/booking';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat('en-CA', options);
    formatters.set(key, found);
  }
  return found;
}

/** "Sat, Nov 21, 2026" in the province's time zone. */
export function formatJobDate(iso: string, province: ProvinceCode): string {
  const timeZone = PROVINCE_TIME_ZONES[province];
  return formatter(`date ${timeZone}`, { timeZone, weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(iso));
}

/** "2:30 p.m. – 5:30 p.m. EST": start and end with the zone's abbreviation (daylight time included). */
export function formatJobTimeRange(startIso: string, endIso: string, province: ProvinceCode): string {
  const timeZone = PROVINCE_TIME_ZONES[province];
  const zoned = formatter(`zoned ${timeZone}`, { timeZone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
  return `${formatJobStart(startIso, province)} – ${zoned.format(new Date(endIso))}`;
}

export function jobMinutes(startIso: string, endIso: string): number {
  return Math.max(0, Math.round((Date.parse(endIso) - Date.parse(startIso)) / 60_000));
}

/** The local calendar day a job falls on, 'YYYY-MM-DD', in its province. */
export function jobLocalDay(iso: string, province: ProvinceCode): string {
  return localDateTime(new Date(iso), province).date;
}

/** A date-only value ('2026-11-21', or the date part of an instant) as "Nov 21, 2026" in the viewer's zone. */
export function formatShortDate(iso: string): string {
  const at = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T12:00:00`) : new Date(iso);
  return formatter('short', { month: 'short', day: 'numeric', year: 'numeric' }).format(at);
}

/** "2:30 p.m.": a job's start on its province's clock. */
export function formatJobStart(iso: string, province: ProvinceCode): string {
  const timeZone = PROVINCE_TIME_ZONES[province];
  return formatter(`time ${timeZone}`, { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}
