// When a job happens, in the time zone of the province it happens in (a provider in Ottawa taking a
// job in Gatineau, or reading the schedule while travelling, sees the customer's wall clock). The
// words and numbers come from the shared formatter (bookingDate, bookingTimeRange…); what is left
// here is the provider's own arithmetic.
import type { ProvinceCode } from '@hearth/shared/constants';
import { localDateTime } from '@hearth/shared/booking';
import type { Formatter } from '@hearth/shared/format';

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
