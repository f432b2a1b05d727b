import { formatterFor, type Formatter } from '@hearth/shared/format';

/**
 * A notification's creation time in the viewer's time zone, written as the rest of the site writes
 * times, with the zone named ("Nov 24, 2026, 3:30 p.m. EST" / "24 nov. 2026, 15 h 30 HNE"): a bare
 * "15:30" next to booking times given in the job's zone left the reader guessing which clock it was.
 */
export function formatNotificationDate(createdAt: string, format: Formatter = formatterFor('en'), timeZone?: string): string {
  return format.dateTimeZoned(createdAt, timeZone);
}
