// How a booking is named in notifications and emails: its service and local start time, and money.
import { eq } from 'drizzle-orm';
import { localDateTime } from '@hearth/shared/booking';
import type { ProvinceCode } from '@hearth/shared/constants';
import type { Tx } from '../../db/client';
import { bookings, services } from '../../db/schema';

type BookingRow = typeof bookings.$inferSelect;

/** Built once: a formatter per call (toLocaleDateString) costs more than the rest of the label. */
const labelDay = new Intl.DateTimeFormat('en-CA', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "Sat 28 Nov, 10:00" on the job's own wall clock. */
export function localMoment(at: Date, province: string) {
  const { date, time } = localDateTime(at, province as ProvinceCode);
  return `${labelDay.format(new Date(`${date}T12:00:00Z`))}, ${time}`;
}

/** "Deep Cleaning on Sat 28 Nov, 10:00" in the job's own time zone, for notification messages. */
export function jobLabel(serviceName: string, b: Pick<BookingRow, 'startsAt' | 'province'>) {
  return `${serviceName} on ${localMoment(b.startsAt, b.province)}`;
}

export async function serviceName(tx: Tx, serviceId: string) {
  const [s] = await tx.select({ name: services.name }).from(services).where(eq(services.id, serviceId));
  return s?.name ?? 'A service';
}

export const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
