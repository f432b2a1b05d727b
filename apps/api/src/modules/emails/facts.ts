// What booking emails say, worked out once: dates on the job's own wall clock, amounts in Canadian
// dollars, tax lines with their rates, the footer's support address and the links back to the app.
import { eq } from 'drizzle-orm';
import type { BookingAddress } from '@hearth/shared/api-types';
import { PROVINCE_TIME_ZONES } from '@hearth/shared/booking';
import type { ProvinceCode } from '@hearth/shared/constants';
import { formatTaxRate } from '@hearth/shared/tax';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import { bookings, services, users } from '../../db/schema';
import { readContact } from '../../db/site-settings';
import type { Footer, MoneyLine } from './layout';
import type { JobFacts } from './templates';

type BookingRow = typeof bookings.$inferSelect;

const cad = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });
/** "$1,234.50" */
export const money = (cents: number) => cad.format(cents / 100);

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const timeFormats = new Map<string, Intl.DateTimeFormat>();
function formatsFor(timeZone: string) {
  let day = dayFormats.get(timeZone);
  let time = timeFormats.get(timeZone);
  if (!day || !time) {
    day = new Intl.DateTimeFormat('en-CA', { timeZone, weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
    time = new Intl.DateTimeFormat('en-CA', { timeZone, hour: 'numeric', minute: '2-digit', hour12: false, timeZoneName: 'short' });
    dayFormats.set(timeZone, day);
    timeFormats.set(timeZone, time);
  }
  return { day, time };
}

/** "Saturday, November 28, 2026 at 10:00 EST" on the province's wall clock. */
export function localWhen(at: Date, province: string) {
  const { day, time } = formatsFor(PROVINCE_TIME_ZONES[province as ProvinceCode] ?? 'America/Toronto');
  return `${day.format(at)} at ${time.format(at)}`;
}

/** "Saturday, November 28, 2026, 10:00 to 12:00 EST": the visit's start and end in its zone. */
export function visitWhen(b: Pick<BookingRow, 'startsAt' | 'endsAt' | 'province'>) {
  const { day, time } = formatsFor(PROVINCE_TIME_ZONES[b.province as ProvinceCode] ?? 'America/Toronto');
  const end = time.format(b.endsAt);
  // The zone's name once, after the end time.
  const start = time.format(b.startsAt).replace(/\s+\S+$/, '');
  return `${day.format(b.startsAt)}, ${start} to ${end}`;
}

export function oneLineAddress(a: BookingAddress) {
  return `${a.street}, ${a.city}, ${a.province} ${a.postcode}`;
}

export const bookingUrl = (config: Config, bookingId: string) => `${config.webUrl}/profile/booking/${encodeURIComponent(bookingId)}`;
export const providerScheduleUrl = (config: Config) => `${config.webUrl}/serviceprovider/schedule`;
export const providerTransactionsUrl = (config: Config) => `${config.webUrl}/serviceprovider/transactionshistory`;

/** The booking's price as the customer agreed to it: subtotal, discount, each tax with its rate, total. */
export function priceLines(b: Pick<BookingRow, 'subtotalCents' | 'discountCents' | 'discountCode' | 'taxes' | 'totalCents' | 'quantity'>, serviceName: string): MoneyLine[] {
  return [
    { label: b.quantity > 1 ? `${serviceName} × ${b.quantity}` : serviceName, amount: money(b.subtotalCents) },
    ...(b.discountCents > 0 ? [{ label: `Discount${b.discountCode ? ` (${b.discountCode})` : ''}`, amount: `−${money(b.discountCents)}` }] : []),
    ...taxLines(b.taxes),
    { label: 'Total', amount: money(b.totalCents), strong: true },
  ];
}

export function taxLines(taxes: { name: string; rate: number; amount: number }[]): MoneyLine[] {
  return taxes.map((t) => ({ label: `${t.name} (${formatTaxRate(t.rate)})`, amount: money(t.amount) }));
}

export async function footerFor(tx: Tx, config: Config, reason: string): Promise<Footer> {
  const { customerServiceEmail } = await readContact(tx);
  return { supportEmail: customerServiceEmail, contactUrl: `${config.webUrl}/contactus`, reason };
}

export const CUSTOMER_REASON = 'You get this email because you booked a service on Hearth';
export const PROVIDER_REASON = 'You get this email because you work with Hearth as a professional';

/** The booking with what every email about it needs: the service's name and the customer to write to. */
export async function bookingWithCustomer(tx: Tx, bookingId: string) {
  const [row] = await tx
    .select({ booking: bookings, serviceName: services.name, email: users.email, firstName: users.firstName })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .leftJoin(users, eq(users.id, bookings.customerId))
    .where(eq(bookings.id, bookingId));
  if (!row) return null;
  const b = row.booking;
  return { booking: b, serviceName: row.serviceName, customer: { email: row.email ?? b.email, firstName: row.firstName || b.address.name } };
}

export function jobFacts(config: Config, b: BookingRow, serviceName: string, url = bookingUrl(config, b.id)): JobFacts {
  return { serviceName, when: visitWhen(b), address: oneLineAddress(b.address), url };
}
