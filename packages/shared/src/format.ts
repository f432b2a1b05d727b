// How Hearth writes money, dates, times, durations, phone numbers, postal codes and provinces, in
// each language: the one place a locale becomes a format, used by the web pages, the API's emails,
// SMS, PDFs and messages alike. `formatterFor('fr')` writes "129,00 $" and "24 nov. 2026, 15 h 30";
// `formatterFor('en')` writes "$129.00" and "Nov 24, 2026, 3:30 p.m.".
import { localDateTime, PROVINCE_TIME_ZONES } from './booking';
import { PROVINCES, type ProvinceCode } from './constants';
import { LOCALE_TAGS, type Locale } from './locale';

/** Province and territory names in French, as the Government of Canada writes them. */
const PROVINCES_FR: Record<ProvinceCode, string> = {
  AB: 'Alberta',
  BC: 'Colombie-Britannique',
  MB: 'Manitoba',
  NB: 'Nouveau-Brunswick',
  NL: 'Terre-Neuve-et-Labrador',
  NS: 'Nouvelle-Écosse',
  NT: 'Territoires du Nord-Ouest',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Île-du-Prince-Édouard',
  QC: 'Québec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

// Browsers and Node name most Canadian zones (EST/HNE, PDT/HAP…) but only offer "GMT-7" for Yukon,
// which keeps Mountain Standard Time all year.
const YUKON_ZONE_NAME: Record<Locale, string> = { en: 'MST', fr: 'HNR' };

type DateInput = Date | string | number;
const toDate = (at: DateInput) => (at instanceof Date ? at : new Date(at));

// Building an Intl formatter costs far more than using one (a day's slots need dozens): keep each.
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d ${locale} ${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_TAGS[locale], options);
    cache.set(key, format);
  }
  return format;
}
function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n ${locale} ${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_TAGS[locale], options);
    cache.set(key, format);
  }
  return format;
}

export type DateStyle = 'short' | 'medium' | 'long';
const DATE_STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  // "Nov 24" / "24 nov."
  short: { month: 'short', day: 'numeric' },
  // "Nov 24, 2026" / "24 nov. 2026"
  medium: { month: 'short', day: 'numeric', year: 'numeric' },
  // "November 24, 2026" / "24 novembre 2026"
  long: { month: 'long', day: 'numeric', year: 'numeric' },
};

export interface Formatter {
  locale: Locale;
  /** 12900 → "$129.00" / "129,00 $" */
  money(cents: number): string;
  /** 1234.5 → "1,234.5" / "1 234,5" */
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** 0.14975 → "14.975%" / "14,975 %" */
  percent(rate: number): string;
  /** A calendar date in the reader's time zone (or `timeZone`): "Nov 24, 2026" / "24 nov. 2026". */
  date(at: DateInput, style?: DateStyle, timeZone?: string): string;
  /** "Nov 24, 2026, 3:30 p.m." / "24 nov. 2026, 15 h 30" */
  dateTime(at: DateInput, timeZone?: string): string;
  /** "Nov 24, 2026, 3:30 p.m. EST" / "24 nov. 2026, 15 h 30 HNE": when something happened, its zone named. */
  dateTimeZoned(at: DateInput, timeZone?: string): string;
  /** "3:30 p.m." / "15 h 30" */
  time(at: DateInput, timeZone?: string): string;
  /** "November 2026" / "novembre 2026" */
  month(at: DateInput, timeZone?: string): string;
  /** A YYYY-MM-DD calendar date, whatever the reader's zone: "Tue, Nov 24, 2026" / "mar. 24 nov. 2026". */
  calendarDate(isoDate: string, withWeekday?: boolean): string;
  /** A YYYY-MM-DD calendar date in full: "Tuesday, November 24, 2026" / "mardi 24 novembre 2026". */
  longCalendarDate(isoDate: string): string;
  /** The days of the week, Sunday first: long ("Sunday" / "dimanche"), short ("Sun" / "dim.") and narrow ("S" / "D"). */
  weekdays(): Array<{ long: string; short: string; narrow: string }>;
  /** "3 days ago" / "il y a 3 jours", from `now`. */
  relative(at: DateInput, now?: Date): string;
  /** "EST" / "HNE" for the province's zone at that instant (daylight time included). */
  zone(at: DateInput, province: ProvinceCode): string;
  /** "2:30 p.m." / "14 h 30" on the province's clock. */
  bookingTime(at: DateInput, province: ProvinceCode): string;
  /** "Sat, Nov 21, 2026" / "sam. 21 nov. 2026" on the province's calendar. */
  bookingDate(at: DateInput, province: ProvinceCode): string;
  /** "Sat, Nov 21, 2026, 2:30 p.m. EST" / "sam. 21 nov. 2026, 14 h 30 HNE": how a job's time is shown. */
  bookingDateTime(at: DateInput, province: ProvinceCode): string;
  /** "2:30 p.m. – 5:30 p.m. EST" / "14 h 30 – 17 h 30 HNE" */
  bookingTimeRange(start: DateInput, end: DateInput, province: ProvinceCode): string;
  /** 180 → "about 3 hours" / "environ 3 h"; 90 → "about 1 h 30 min" / "environ 1 h 30" */
  duration(minutes: number): string;
  /** +14165550123 → "416-555-0123" / "416 555-0123" (the Office québécois de la langue française's form). */
  phone(e164: string): string;
  /** "h2x1y4" → "H2X 1Y4" (Canada Post: capitals, one space). */
  postalCode(code: string): string;
  /** "QC" → "Quebec" / "Québec" */
  province(code: ProvinceCode): string;
  /** ['a', 'b', 'c'] → "a, b and c" / "a, b et c" */
  list(items: string[], type?: 'conjunction' | 'disjunction'): string;

  // Messages (emails, SMS, notifications, PDFs) are read later and away from the page: they name
  // the weekday and month in full and use a 24-hour clock.
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
  jobMoment(at: Date, province: ProvinceCode): string;
  /** "$12.50", "-$5.00" / "12,50 $", "-5,00 $": PDF fonts have no minus sign. */
  signedMoney(cents: number): string;
  /** 13000 (thousandths of a percent) → "13%" / "13 %"; 9975 → "9.975%" / "9,975 %" */
  taxRate(rate: number): string;
}

/** The province's zone; Eastern time for anything unknown (an address from before provinces were checked). */
export const zoneOf = (province: string | null | undefined): string => PROVINCE_TIME_ZONES[province as ProvinceCode] ?? PROVINCE_TIME_ZONES.ON;

/** "2026-11-28" on the zone's calendar, whatever the language: what accounting tools import. */
export function isoDay(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(dateFormat('en', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).formatToParts(at).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const formatters = new Map<Locale, Formatter>();

export function formatterFor(locale: Locale): Formatter {
  let existing = formatters.get(locale);
  if (!existing) {
    existing = createFormatter(locale);
    formatters.set(locale, existing);
  }
  return existing;
}

function createFormatter(locale: Locale): Formatter {
  const french = locale === 'fr';
  const inProvince = (province: ProvinceCode, options: Intl.DateTimeFormatOptions) => dateFormat(locale, { timeZone: PROVINCE_TIME_ZONES[province], ...options });
  const timeOptions: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
  const longDay = (timeZone: string) => dateFormat(locale, { timeZone, weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
  // French writes "8 h 00", not "08 h 00" (the Office québécois de la langue française's form).
  const clock = (when: Date, timeZone: string) => {
    const text = dateFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit', hour12: false, timeZoneName: 'short' }).format(when);
    return french ? text.replace(/^0(\d)/, '$1') : text;
  };

  const formatter: Formatter = {
    locale,
    money: (cents) => numberFormat(locale, { style: 'currency', currency: 'CAD' }).format(cents / 100),
    number: (value, options = {}) => numberFormat(locale, options).format(value),
    percent: (rate) => numberFormat(locale, { style: 'percent', maximumFractionDigits: 3 }).format(rate),
    date: (at, style = 'medium', timeZone) => dateFormat(locale, { ...DATE_STYLES[style], ...(timeZone ? { timeZone } : {}) }).format(toDate(at)),
    dateTime: (at, timeZone) => dateFormat(locale, { ...DATE_STYLES.medium, ...timeOptions, ...(timeZone ? { timeZone } : {}) }).format(toDate(at)),
    dateTimeZoned: (at, timeZone) => dateFormat(locale, { ...DATE_STYLES.medium, ...timeOptions, timeZoneName: 'short', ...(timeZone ? { timeZone } : {}) }).format(toDate(at)),
    time: (at, timeZone) => dateFormat(locale, { ...timeOptions, ...(timeZone ? { timeZone } : {}) }).format(toDate(at)),
    month: (at, timeZone) => dateFormat(locale, { month: 'long', year: 'numeric', ...(timeZone ? { timeZone } : {}) }).format(toDate(at)),
    calendarDate: (isoDate, withWeekday = true) =>
      dateFormat(locale, { ...DATE_STYLES.medium, ...(withWeekday ? { weekday: 'short' } : {}), timeZone: 'UTC' }).format(new Date(`${isoDate.slice(0, 10)}T12:00:00Z`)),
    longCalendarDate: (isoDate) =>
      dateFormat(locale, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate.slice(0, 10)}T12:00:00Z`)),
    weekdays: () =>
      // 2026-11-01 was a Sunday.
      Array.from({ length: 7 }, (_, index) => {
        const at = new Date(Date.UTC(2026, 10, 1 + index, 12));
        const name = (weekday: 'long' | 'short' | 'narrow') => dateFormat(locale, { weekday, timeZone: 'UTC' }).format(at);
        return { long: name('long'), short: name('short'), narrow: name('narrow') };
      }),
    relative: (at, now = new Date()) => {
      const seconds = Math.round((toDate(at).getTime() - now.getTime()) / 1000);
      const rtf = new Intl.RelativeTimeFormat(LOCALE_TAGS[locale], { numeric: 'auto' });
      const abs = Math.abs(seconds);
      if (abs < 60) return rtf.format(seconds, 'second');
      if (abs < 3600) return rtf.format(Math.round(seconds / 60), 'minute');
      if (abs < 86_400) return rtf.format(Math.round(seconds / 3600), 'hour');
      if (abs < 30 * 86_400) return rtf.format(Math.round(seconds / 86_400), 'day');
      if (abs < 365 * 86_400) return rtf.format(Math.round(seconds / (30 * 86_400)), 'month');
      return rtf.format(Math.round(seconds / (365 * 86_400)), 'year');
    },
    zone: (at, province) => {
      const name = inProvince(province, { timeZoneName: 'short' }).formatToParts(toDate(at)).find((part) => part.type === 'timeZoneName')?.value ?? '';
      return /^(GMT|UTC)/.test(name) && province === 'YT' ? YUKON_ZONE_NAME[locale] : name;
    },
    bookingTime: (at, province) => inProvince(province, timeOptions).format(toDate(at)),
    bookingDate: (at, province) => inProvince(province, { weekday: 'short', ...DATE_STYLES.medium }).format(toDate(at)),
    bookingDateTime: (at, province) => `${formatter.bookingDate(at, province)}, ${formatter.bookingTime(at, province)} ${formatter.zone(at, province)}`,
    bookingTimeRange: (start, end, province) => `${formatter.bookingTime(start, province)} – ${formatter.bookingTime(end, province)} ${formatter.zone(end, province)}`,
    duration: (minutes) => {
      const hours = Math.floor(minutes / 60);
      const rest = minutes % 60;
      if (french) {
        if (hours === 0) return `environ ${rest} min`;
        return rest === 0 ? `environ ${hours} h` : `environ ${hours} h ${String(rest).padStart(2, '0')}`;
      }
      if (hours === 0) return `about ${rest} min`;
      if (rest === 0) return `about ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
      return `about ${hours} h ${rest} min`;
    },
    phone: (e164) => {
      const digits = e164.replace(/\D/g, '');
      const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
      // Anything that is not +1 and ten digits (stored before numbers were normalised) stays as stored.
      if (national.length !== 10) return e164;
      return `${national.slice(0, 3)}${french ? ' ' : '-'}${national.slice(3, 6)}-${national.slice(6)}`;
    },
    postalCode: (code) => {
      const compact = code.replace(/[\s-]/g, '').toUpperCase();
      return compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : code.trim().toUpperCase();
    },
    province: (code) => (french ? PROVINCES_FR[code] : PROVINCES[code]),
    list: (items, type = 'conjunction') => new Intl.ListFormat(LOCALE_TAGS[locale], { style: 'long', type }).format(items),
    longDay: (when, timeZone) => longDay(timeZone).format(when),
    clock: (when, timeZone) => clock(when, timeZone),
    longWhen: (when, timeZone) => `${longDay(timeZone).format(when)}${french ? ' à ' : ' at '}${clock(when, timeZone)}`,
    visit: (start, end, timeZone) => {
      // The zone's name once, after the end time.
      const from = clock(start, timeZone).replace(/\s+\S+$/, '');
      const to = clock(end, timeZone);
      return french ? `${longDay(timeZone).format(start)}, de ${from} à ${to}` : `${longDay(timeZone).format(start)}, ${from} to ${to}`;
    },
    moment: (when, timeZone) => dateFormat(locale, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone, timeZoneName: 'short' }).format(when),
    invoiceWhen: (when, timeZone) => dateFormat(locale, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone }).format(when),
    longDate: (when, timeZone) => formatter.date(when, 'long', timeZone),
    jobMoment: (when, province) => {
      const { date, time } = localDateTime(when, province);
      const [hours, minutes] = time.split(':');
      const day = dateFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
      return `${day}, ${french ? `${Number(hours)} h ${minutes}` : time}`;
    },
    signedMoney: (cents) => (cents < 0 ? `-${formatter.money(-cents)}` : formatter.money(cents)),
    taxRate: (rate) => formatter.percent(rate / 100_000),
  };
  return formatter;
}
