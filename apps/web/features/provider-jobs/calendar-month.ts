// Calendar arithmetic on plain local dates ('YYYY-MM-DD'), done in UTC so that no daylight-saving
// change or viewer time zone can shift a day. Weeks start on Sunday, as Canadian calendars do.
import type { Formatter } from '@hearth/shared/format';

export type DayKey = string;

const pad = (n: number) => String(n).padStart(2, '0');

function toUtc(day: DayKey): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

function fromUtc(at: Date): DayKey {
  return `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
}

export function addDays(day: DayKey, days: number): DayKey {
  const at = toUtc(day);
  at.setUTCDate(at.getUTCDate() + days);
  return fromUtc(at);
}

/** The same day of another month, or that month's last day when it is shorter (Jan 31 + 1 → Feb 28). */
export function addMonths(day: DayKey, months: number): DayKey {
  const at = toUtc(day);
  const target = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(at.getUTCDate(), lastDay));
  return fromUtc(target);
}

/** 0 = Sunday. */
export const weekday = (day: DayKey) => toUtc(day).getUTCDay();

export const monthKey = (day: DayKey) => day.slice(0, 7);

/** The weeks of the month holding `day`, Sunday first; null pads the days of other months. */
export function monthWeeks(day: DayKey): (DayKey | null)[][] {
  const first = `${monthKey(day)}-01`;
  const weeks: (DayKey | null)[][] = [];
  let week: (DayKey | null)[] = Array.from({ length: weekday(first) }, () => null);
  for (let current = first; monthKey(current) === monthKey(day); current = addDays(current, 1)) {
    week.push(current);
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length > 0) weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
  return weeks;
}

/** Today on the viewer's own calendar. */
export function todayKey(now: Date = new Date()): DayKey {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** "Saturday, November 21, 2026" / "samedi 21 novembre 2026" */
export const formatLongDay = (format: Formatter, day: DayKey) => format.longCalendarDate(day);
/** "November 2026" / "novembre 2026" */
export const formatMonth = (format: Formatter, day: DayKey) => format.month(toUtc(day), 'UTC');

export interface WeekdayName {
  /** "Sunday" / "dimanche" */
  long: string;
  /** "Sun" / "dim." */
  short: string;
  /** "S" / "D" */
  narrow: string;
}

/** The days of the week, Sunday first, in the formatter's language. */
export function weekdayNames(format: Formatter): WeekdayName[] {
  return format.weekdays();
}
