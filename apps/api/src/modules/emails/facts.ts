// What booking emails say, worked out once: dates on the job's own wall clock, amounts in Canadian
// dollars, tax lines with their rates, the footer's support address and the links back to the app,
// each in the recipient's language.
import { eq } from 'drizzle-orm';
import type { BookingAddress } from '@hearth/shared/bookings/wire';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import { bookings, services, users } from '../../db/schema';
import { readContact } from '../../db/site-settings';
import { formatterFor, zoneOf } from '@hearth/shared/format';
import { messagesFor, recipientLocale, webLink, type Locale } from '../../i18n';
import { localized } from '../catalog';
import type { Footer, MoneyLine } from './layout';
import type { JobFacts } from './templates';

type BookingRow = typeof bookings.$inferSelect;

/** "$1,234.50" / "1 234,50 $" */
export const money = (cents: number, locale: Locale = 'en') => formatterFor(locale).money(cents);

/** "Saturday, November 28, 2026 at 10:00 EST" on the province's wall clock. */
export function localWhen(at: Date, province: string, locale: Locale = 'en') {
  return formatterFor(locale).longWhen(at, zoneOf(province));
}

/** "Saturday, November 28, 2026, 10:00 to 12:00 EST": the visit's start and end in its zone. */
export function visitWhen(b: Pick<BookingRow, 'startsAt' | 'endsAt' | 'province'>, locale: Locale = 'en') {
  return formatterFor(locale).visit(b.startsAt, b.endsAt, zoneOf(b.province));
}

export function oneLineAddress(a: BookingAddress) {
  return `${a.street}, ${a.city}, ${a.province} ${a.postcode}`;
}

export const bookingUrl = (config: Config, bookingId: string, locale: Locale = 'en') => webLink(config, locale, `/profile/booking/${encodeURIComponent(bookingId)}`);
export const providerScheduleUrl = (config: Config, locale: Locale = 'en') => webLink(config, locale, '/serviceprovider/schedule');
/**
 * One job's page in the provider area, whether it is on offer to them or already theirs (the page
 * finds out which), so an alert opens the job itself rather than the list that holds it.
 */
export const providerJobUrl = (config: Config, locale: Locale, bookingId: string) => webLink(config, locale, `/serviceprovider/servicerequest/${encodeURIComponent(bookingId)}`);
export const providerAlertSettingsUrl = (config: Config, locale: Locale = 'en') => webLink(config, locale, '/serviceprovider/alerts');
export const providerTransactionsUrl = (config: Config, locale: Locale = 'en') => webLink(config, locale, '/serviceprovider/transactionshistory');

/** The booking's price as the customer agreed to it: subtotal, discount, each tax with its rate, total. */
export function priceLines(
  b: Pick<BookingRow, 'subtotalCents' | 'discountCents' | 'discountCode' | 'taxes' | 'totalCents' | 'quantity'>,
  serviceName: string,
  locale: Locale = 'en',
): MoneyLine[] {
  const m = messagesFor(locale).facts;
  return [
    { label: b.quantity > 1 ? `${serviceName} × ${b.quantity}` : serviceName, amount: money(b.subtotalCents, locale) },
    ...(b.discountCents > 0 ? [{ label: m.discount(b.discountCode), amount: `−${money(b.discountCents, locale)}` }] : []),
    ...taxLines(b.taxes, locale),
    { label: m.total, amount: money(b.totalCents, locale), strong: true },
  ];
}

/** "HST (13%)" / "TVH (13 %)" */
export function taxLines(taxes: { name: string; rate: number; amount: number }[], locale: Locale = 'en'): MoneyLine[] {
  const f = formatterFor(locale);
  const names = messagesFor(locale).invoice.taxNames;
  return taxes.map((t) => ({ label: `${names[t.name] ?? t.name} (${f.taxRate(t.rate)})`, amount: f.money(t.amount) }));
}

export async function footerFor(tx: Tx, config: Config, reason: 'customer' | 'provider', locale: Locale = 'en'): Promise<Footer> {
  const { customerServiceEmail } = await readContact(tx);
  const m = messagesFor(locale).layout;
  return { supportEmail: customerServiceEmail, contactUrl: webLink(config, locale, '/contactus'), reason: reason === 'customer' ? m.customerReason : m.providerReason };
}

/**
 * The booking with what every email about it needs: the service's name and the customer to write to,
 * in the customer's language (their account's; the booking's when the account is gone).
 */
export async function bookingWithCustomer(tx: Tx, bookingId: string) {
  const [row] = await tx
    .select({ booking: bookings, serviceName: services.name, serviceNameFr: services.nameFr, email: users.email, firstName: users.firstName, locale: users.locale })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .leftJoin(users, eq(users.id, bookings.customerId))
    .where(eq(bookings.id, bookingId));
  if (!row) return null;
  const b = row.booking;
  const locale = recipientLocale(row.locale, b.locale);
  return {
    booking: b,
    locale,
    serviceName: localized(locale, row.serviceName, row.serviceNameFr),
    customer: { email: row.email ?? b.email, firstName: row.firstName || b.address.name },
  };
}

export function jobFacts(config: Config, b: BookingRow, serviceName: string, locale: Locale = 'en', url = bookingUrl(config, b.id, locale)): JobFacts {
  return { serviceName, when: visitWhen(b, locale), address: oneLineAddress(b.address), url };
}
