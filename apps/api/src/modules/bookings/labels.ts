// How a booking is named in notifications and emails: its service and local start time, and money,
// in the reader's language (English unless a locale is given).
import type { ProvinceCode } from '@hearth/shared/constants';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bookings, services } from '../../db/schema';
import { formatterFor } from '@hearth/shared/format';
import { messagesFor, type Locale } from '../../i18n';
import { localized } from '../catalog';

type BookingRow = typeof bookings.$inferSelect;

/** A service's name in each language (the French one is null until an admin writes it). */
export interface ServiceNames {
  name: string;
  nameFr: string | null;
}

/** "Sat, Nov 28, 10:00" / "sam. 28 nov., 10 h 00" on the job's own wall clock. */
export function localMoment(at: Date, province: string, locale: Locale = 'en') {
  return formatterFor(locale).jobMoment(at, province as ProvinceCode);
}

/** "Deep Cleaning on Sat, Nov 28, 10:00" / "Grand ménage le sam. 28 nov., 10 h 00" in the job's own time zone, for notification messages. */
export function jobLabel(service: string | ServiceNames, b: Pick<BookingRow, 'startsAt' | 'province'>, locale: Locale = 'en') {
  const name = typeof service === 'string' ? service : localized(locale, service.name, service.nameFr);
  return messagesFor(locale).notify.job(name, localMoment(b.startsAt, b.province, locale));
}

export async function serviceName(tx: Tx, serviceId: string) {
  return (await serviceNames(tx, serviceId)).name;
}

/** Both names, for a message each recipient reads in their own language. */
export async function serviceNames(tx: Tx, serviceId: string): Promise<ServiceNames> {
  const [s] = await tx.select({ name: services.name, nameFr: services.nameFr }).from(services).where(eq(services.id, serviceId));
  return s ?? { name: messagesFor('en').notify.aService, nameFr: messagesFor('fr').notify.aService };
}

/** "$1234.50" in English (as API messages always wrote it); "1 234,50 $" in French. */
export const dollars = (cents: number, locale: Locale = 'en') => (locale === 'en' ? `$${(cents / 100).toFixed(2)}` : formatterFor(locale).money(cents));
