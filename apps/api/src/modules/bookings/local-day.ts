// A job's day is the day on its own province's clock (as on the booking and the calendar), not UTC's.
import { and, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import { PROVINCE_TIME_ZONES } from '@hearth/shared/booking';
import { bookings } from '../../db/schema';

/** The IANA zone of a province column (Toronto's when it is not one we know). */
const zoneOf = (province: SQL | typeof bookings.province) =>
  sql`(case ${province} ${sql.join(
    Object.entries(PROVINCE_TIME_ZONES).map(([p, zone]) => sql`when ${p} then ${zone}`),
    sql` `,
  )} else 'America/Toronto' end)`;

/** An instant as the wall-clock time (timestamp without zone) of the given province. */
export const localClock = (at: SQL, province: SQL) => sql`(${at} at time zone ${zoneOf(province)})`;

/** The booking's scheduled day in its province's time zone. */
export const localDay = sql`(${bookings.startsAt} at time zone ${zoneOf(bookings.province)})::date`;

/**
 * Bookings whose local day falls within from…to (YYYY-MM-DD, both inclusive, either optional). The
 * UTC bounds, a day wider than any Canadian offset, let the (customer or provider, …, starts_at)
 * indexes find the rows; the local day then decides.
 */
export function localDayBetween(from?: string, to?: string): SQL | undefined {
  return and(
    from ? gte(bookings.startsAt, sql`(${from}::date - 1)::timestamp at time zone 'UTC'`) : undefined,
    from ? gte(localDay, sql`${from}::date`) : undefined,
    to ? lt(bookings.startsAt, sql`(${to}::date + 2)::timestamp at time zone 'UTC'`) : undefined,
    to ? lte(localDay, sql`${to}::date`) : undefined,
  );
}
