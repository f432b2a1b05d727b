// Who may take a booking: approved, phone-verified, active providers who offer its service, whose
// service areas cover its postal area (FSA) or city, who have no accepted job overlapping it, and
// who have not handed it back before. The same rule is written twice — from the booking's side
// (whom to alert) and from the provider's side (what they may see and accept) — and tested as one.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client';

/** Accepted or started jobs that keep a provider busy. */
const BUSY = sql`('accepted', 'in_progress')`;

/** SQL true when provider `p` offers booking `b`'s service in its postal area or city. */
function providerServes(p: SQL, b: SQL): SQL {
  return sql`
    exists (select 1 from provider_services ps where ps.provider_id = ${p}.id and ps.service_id = ${b}.service_id)
    and exists (
      select 1 from provider_areas pa where pa.provider_id = ${p}.id and (
        (pa.kind = 'fsa' and pa.value = ${b}.fsa)
        or (pa.kind = 'city' and pa.value = ${b}.city_key)))`;
}

/** SQL true when the provider with id `providerId` has an accepted or started job overlapping booking `b`. */
function busyDuring(providerId: SQL, b: SQL): SQL {
  return sql`exists (
      select 1 from bookings busy where busy.provider_id = ${providerId} and busy.status in ${BUSY}
        and busy.id <> ${b}.id and busy.starts_at < ${b}.ends_at and busy.ends_at > ${b}.starts_at)`;
}

/** SQL true when provider `p` (a service_providers alias) may take booking `b` (a bookings alias). */
function providerMayTake(p: SQL, b: SQL): SQL {
  return sql`
    ${providerServes(p, b)}
    and not ${busyDuring(sql`${p}.id`, b)}
    and not exists (select 1 from booking_releases r where r.booking_id = ${b}.id and r.provider_id = ${p}.id)`;
}

/** Providers who can work at all: approved, phone verified, not deactivated. */
const providerActive = (p: SQL) => sql`
  ${p}.verification_status = 'approved'
  and exists (select 1 from users u where u.id = ${p}.user_id and u.phone_verified_at is not null and u.deactivated_at is null)`;

/** The user ids of every provider a booking should be offered to (for NewBookingAlert / ReloadBooking). */
export async function matchingProviderUserIds(db: Db | Tx, bookingId: string): Promise<string[]> {
  // Postal area first: an area holds a few hundred providers, a service thousands. Left to itself the
  // planner started from the service and checked every such provider's schedule, 255 ms a booking
  // with 10k providers (bench/load); the materialized candidates keep the order, about 3 ms.
  const rows = await queryRows<{ user_id: string }>(db, sql`
    with b as materialized (select * from bookings where id = ${bookingId}),
    candidates as materialized (
      select distinct pa.provider_id from b
      join provider_areas pa on (pa.kind = 'fsa' and pa.value = b.fsa) or (pa.kind = 'city' and pa.value = b.city_key))
    select sp.user_id from candidates c join service_providers sp on sp.id = c.provider_id, b
    where ${providerActive(sql`sp`)} and ${providerMayTake(sql`sp`, sql`b`)}`);
  return rows.map((r) => r.user_id);
}

/**
 * In one statement, checked again inside accept: whether the provider has an accepted or started job
 * overlapping this booking (`busy`), and whether they may take it right now (`mayTake`).
 */
export async function providerStanding(tx: Tx, providerId: string, bookingId: string): Promise<{ busy: boolean; mayTake: boolean }> {
  const [row] = await queryRows<{ busy: boolean; may_take: boolean }>(tx, sql`
    select ${busyDuring(sql`${providerId}::uuid`, sql`b`)} as busy,
           exists (select 1 from service_providers sp where sp.id = ${providerId} and ${providerActive(sql`sp`)} and ${providerMayTake(sql`sp`, sql`b`)}) as may_take
    from bookings b where b.id = ${bookingId}`);
  return { busy: row?.busy ?? false, mayTake: row?.may_take ?? false };
}

/**
 * Whether the booking was ever the provider's to compete for (its service, in its area), whatever
 * has happened since: such a provider may learn that it was taken; anyone else learns nothing.
 */
export async function providerServesBooking(tx: Tx, providerId: string, bookingId: string): Promise<boolean> {
  const rows = await queryRows<{ ok: boolean }>(tx, sql`
    select true as ok from service_providers sp, bookings b
    where sp.id = ${providerId} and b.id = ${bookingId} and ${providerServes(sql`sp`, sql`b`)}`);
  return rows.length > 0;
}

/** Whether the provider has an accepted or started job overlapping this booking's time. */
export async function providerBusyDuring(tx: Tx, providerId: string, bookingId: string): Promise<boolean> {
  const rows = await queryRows<{ busy: boolean }>(tx, sql`select ${busyDuring(sql`${providerId}::uuid`, sql`b`)} as busy from bookings b where b.id = ${bookingId}`);
  return rows[0]?.busy ?? false;
}

/**
 * Open, future bookings this provider may take, soonest first. Each branch of the union is one
 * (service, postal area) or (service, city) pair, read from the partial indexes on open bookings,
 * so the cost follows the open bookings in the provider's patch, not all bookings (bench/bookings).
 */
export function availableBookingsWhere(providerId: string): SQL {
  return sql`
    bookings.id in (
      select o.id from provider_services ps
        join provider_areas pa on pa.provider_id = ps.provider_id and pa.kind = 'fsa'
        join bookings o on o.status = 'open' and o.service_id = ps.service_id and o.fsa = pa.value and o.starts_at > now()
      where ps.provider_id = ${providerId}
      union
      select o.id from provider_services ps
        join provider_areas pa on pa.provider_id = ps.provider_id and pa.kind = 'city'
        join bookings o on o.status = 'open' and o.service_id = ps.service_id and o.city_key = pa.value and o.starts_at > now()
      where ps.provider_id = ${providerId})
    and not ${busyDuring(sql`${providerId}`, sql`bookings`)}
    and not exists (select 1 from booking_releases r where r.booking_id = bookings.id and r.provider_id = ${providerId})`;
}
