// How messages (emails, SMS, notifications, PDFs) write dates and money in the recipient's language.
// Money, percentages and the month come from the shared formatter; the spelled-out dates below are
// the forms messages have always used ("Saturday, November 28, 2026", a 24-hour clock), which the
// shared formatter has no style for: a message is read later and away from the page, so it names
// the weekday and month in full rather than abbreviating them.
import { localDateTime, PROVINCE_TIME_ZONES } from '@hearth/shared/booking';
import type { ProvinceCode } from '@hearth/shared/constants';
import { formatterFor, type Formatter } from '@hearth/shared/format';
import { LOCALE_TAGS, type Locale } from '@hearth/shared/locale';

export type { Locale };

/** The province's zone; Eastern time for anything unknown (an address from before provinces were checked). */
export const zoneOf = (province: string | null | undefined): string => PROVINCE_TIME_ZONES[province as ProvinceCode] ?? PROVINCE_TIME_ZONES.ON;

// Building an Intl formatter costs far more than using one: keep each.
const cache = new Map<string, Intl.DateTimeFormat>();
function dates(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_TAGS[locale], options);
    cache.set(key, format);
  }
  return format;
}

export interface MessageFormat extends Formatter {
  /** "Saturday, November 28, 2026" / "samedi 28 novembre 2026" */
  longDay(at: Date, timeZone: string): string;
  /** "10:00 EST" / "10 h 00 HNE": 24-hour, with the zone's short name. */
  clock(at: Date, timeZone: string): string;
  /** "Saturday, November 28, 2026 at 10:00 EST" / "samedi 28 novembre 2026 à 10 h 00 HNE" */
  longWhen(at: Date, timeZone: string): string;
  /** "Saturday, November 28, 2026, 10:00 to 12:00 EST" / "samedi 28 novembre 2026, de 10 h 00 à 12 h 00 HNE": a visit, zone named once. */
  visit(start: Date, end: Date, timeZone: string): string;
  /** "Tuesday, November 24, 2026 at 3:42 a.m. EST" / "mardi 24 novembre 2026 à 3 h 42 HNE": when something happened to an account. */
  moment(at: Date, timeZone: string): string;
  /** "Saturday, November 28, 2026 at 10:00 a.m." / "samedi 28 novembre 2026 à 10 h 00": a job on an invoice. */
  invoiceWhen(at: Date, timeZone: string): string;
  /** "November 28, 2026" / "28 novembre 2026" */
  longDate(at: Date, timeZone: string): string;
  /** "Sat, Nov 28, 10:00" / "sam. 28 nov., 10 h 00": a job in a notification, on the province's clock. */
  jobMoment(at: Date, province: string): string;
  /** "$12.50", "-$5.00" / "12,50 $", "-5,00 $": the PDF fonts have no minus sign. */
  signedMoney(cents: number): string;
  /** 13000 (thousandths of a percent) → "13%" / "13 %"; 9975 → "9.975%" / "9,975 %" */
  taxRate(rate: number): string;
}

/** "2026-11-28" on the zone's calendar, whatever the language: what accounting tools import. */
export function isoDay(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(dates('en', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).formatToParts(at).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const formats = new Map<Locale, MessageFormat>();

export function messageFormat(locale: Locale): MessageFormat {
  let existing = formats.get(locale);
  if (!existing) {
    existing = createMessageFormat(locale);
    formats.set(locale, existing);
  }
  return existing;
}

function createMessageFormat(locale: Locale): MessageFormat {
  const french = locale === 'fr';
  const base = formatterFor(locale);
  const day = (timeZone: string) => dates(locale, { timeZone, weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
  const clockFormat = (timeZone: string) => dates(locale, { timeZone, hour: 'numeric', minute: '2-digit', hour12: false, timeZoneName: 'short' });
  // French writes "8 h 00", not "08 h 00" (the Office québécois de la langue française's form).
  const clock = (timeZone: string) => ({ format: (when: Date) => (french ? clockFormat(timeZone).format(when).replace(/^0(\d)/, '$1') : clockFormat(timeZone).format(when)) });
  const at = french ? ' à ' : ' at ';
  const format: MessageFormat = {
    ...base,
    longDay: (when, timeZone) => day(timeZone).format(when),
    clock: (when, timeZone) => clock(timeZone).format(when),
    longWhen: (when, timeZone) => `${day(timeZone).format(when)}${at}${clock(timeZone).format(when)}`,
    visit: (start, end, timeZone) => {
      // The zone's name once, after the end time.
      const from = clock(timeZone).format(start).replace(/\s+\S+$/, '');
      const to = clock(timeZone).format(end);
      return french ? `${day(timeZone).format(start)}, de ${from} à ${to}` : `${day(timeZone).format(start)}, ${from} to ${to}`;
    },
    moment: (when, timeZone) => dates(locale, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone, timeZoneName: 'short' }).format(when),
    invoiceWhen: (when, timeZone) => dates(locale, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone }).format(when),
    longDate: (when, timeZone) => base.date(when, 'long', timeZone),
    jobMoment: (when, province) => {
      const label = dates(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
      const { date, time } = localDateTime(when, province as ProvinceCode);
      const [hours, minutes] = time.split(':');
      return `${label.format(new Date(`${date}T12:00:00Z`))}, ${french ? `${Number(hours)} h ${minutes}` : time}`;
    },
    signedMoney: (cents) => (cents < 0 ? `-${base.money(-cents)}` : base.money(cents)),
    taxRate: (rate) => base.percent(rate / 100_000),
  };
  return format;
}
