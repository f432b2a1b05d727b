// Who may take a booking: approved, phone-verified, active providers who offer its service, whose
// service areas cover its postal area (FSA) or city, who have no accepted job overlapping it, and
// who have not handed it back before. The same rule is written twice — from the booking's side
// (whom to alert) and from the provider's side (what they may see and accept) — and tested as one.
// A provider's availability (hours, time off, jobs a day, travel buffer) and the jobs they declined
// narrow whom we alert; their list still shows jobs outside their availability, saying why, and
// accepting one of those needs their confirmation. Declined jobs leave their list.
import { sql, type SQL } from 'drizzle-orm';
import type { OutsideAvailabilityReason } from '@hearth/shared/availability/contract';
import { queryRows, type Db, type Tx } from '../../db/client';
import { localClock } from './local-day';

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

/**
 * SQL text: null when booking `b` fits the availability of the provider with id `providerId`, else
 * the first reason that applies, in this order: 'time_off' (its local day is in a time-off range),
 * 'hours' (hours are set and its local start…end is not inside that weekday's range; a weekday
 * without a range is a day off), 'day_full' (as many accepted or started jobs that local day as the
 * provider takes), 'travel_buffer' (another such job ends less than the buffer before it starts or
 * starts less than the buffer after it ends). Days and hours are read on the job's province clock.
 * No availability row, or hours never saved, leaves every hour open.
 */
function outsideAvailability(providerId: SQL, b: SQL): SQL {
  const start = localClock(sql`${b}.starts_at`, sql`${b}.province`);
  const end = localClock(sql`${b}.ends_at`, sql`${b}.province`);
  const day = sql`(${start})::date`;
  const minutesIntoDay = (at: SQL) => sql`(extract(epoch from ${at} - ${day}::timestamp) / 60)`;
  return sql`(case
    when exists (select 1 from provider_time_off t where t.provider_id = ${providerId} and ${day} between t.starts_on and t.ends_on) then 'time_off'
    else (select case
      when av.hours_set and not exists (
        select 1 from provider_weekly_hours h where h.provider_id = av.provider_id and h.weekday = extract(dow from ${start})
          and h.start_minute <= ${minutesIntoDay(start)} and ${minutesIntoDay(end)} <= h.end_minute) then 'hours'
      when av.max_jobs_per_day is not null and (
        -- The UTC bounds, wider than any offset, let the provider's (provider, status, start) index find the day.
        select count(*) from bookings d where d.provider_id = av.provider_id and d.status in ${BUSY} and d.id <> ${b}.id
          and d.starts_at > ${b}.starts_at - interval '2 days' and d.starts_at < ${b}.starts_at + interval '2 days'
          and (${localClock(sql`d.starts_at`, sql`d.province`)})::date = ${day}) >= av.max_jobs_per_day then 'day_full'
      when av.travel_buffer_minutes > 0 and exists (
        select 1 from bookings n where n.provider_id = av.provider_id and n.status in ${BUSY} and n.id <> ${b}.id
          and n.starts_at < ${b}.ends_at + make_interval(mins => av.travel_buffer_minutes::int)
          and n.ends_at > ${b}.starts_at - make_interval(mins => av.travel_buffer_minutes::int)) then 'travel_buffer'
      end from provider_availability av where av.provider_id = ${providerId})
  end)`;
}

/** SQL true when the provider with id `providerId` declined booking `b`. */
const declined = (providerId: SQL, b: SQL) => sql`exists (select 1 from booking_declines dc where dc.booking_id = ${b}.id and dc.provider_id = ${providerId})`;

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

/**
 * The user ids of the providers a booking concerns. 'alert' (NewBookingAlert): those who may take it,
 * have not declined it and are available then. 'list' (ReloadBooking): everyone whose list shows it,
 * jobs outside their availability included, so their list refreshes when it is taken or changes.
 */
export async function matchingProviderUserIds(db: Db | Tx, bookingId: string, audience: 'alert' | 'list' = 'alert'): Promise<string[]> {
  // Postal area first: an area holds a few hundred providers, a service thousands. Left to itself the
  // planner started from the service and checked every such provider's schedule, 255 ms a booking
  // with 10k providers (bench/load); the materialized candidates keep the order, about 3 ms.
  const rows = await queryRows<{ user_id: string }>(db, sql`
    with b as materialized (select * from bookings where id = ${bookingId}),
    candidates as materialized (
      select distinct pa.provider_id from b
      join provider_areas pa on (pa.kind = 'fsa' and pa.value = b.fsa) or (pa.kind = 'city' and pa.value = b.city_key))
    select sp.user_id from candidates c join service_providers sp on sp.id = c.provider_id, b
    where ${providerActive(sql`sp`)} and ${providerMayTake(sql`sp`, sql`b`)} and not ${declined(sql`sp.id`, sql`b`)}
      ${audience === 'alert' ? sql`and ${outsideAvailability(sql`sp.id`, sql`b`)} is null` : sql``}`);
  return rows.map((r) => r.user_id);
}

/**
 * In one statement, checked again inside accept: whether the provider has an accepted or started job
 * overlapping this booking (`busy`), whether they may take it right now (`mayTake`), and why it falls
 * outside their availability, if it does (`outside`).
 */
export async function providerStanding(tx: Tx, providerId: string, bookingId: string): Promise<{ busy: boolean; mayTake: boolean; outside: OutsideAvailabilityReason | null }> {
  const [row] = await queryRows<{ busy: boolean; may_take: boolean; outside: OutsideAvailabilityReason | null }>(tx, sql`
    select ${busyDuring(sql`${providerId}::uuid`, sql`b`)} as busy,
           exists (select 1 from service_providers sp where sp.id = ${providerId} and ${providerActive(sql`sp`)} and ${providerMayTake(sql`sp`, sql`b`)}) as may_take,
           ${outsideAvailability(sql`${providerId}::uuid`, sql`b`)} as outside
    from bookings b where b.id = ${bookingId}`);
  return { busy: row?.busy ?? false, mayTake: row?.may_take ?? false, outside: row?.outside ?? null };
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
 * Open, future bookings this provider may take and has not declined, optionally only in one of
 * their areas (an FSA or a city key; one they do not serve matches nothing). Each branch of the
 * union is one (service, postal area) or (service, city) pair, read from the partial indexes on
 * open bookings, so the cost follows the open bookings in the provider's patch, not all bookings
 * (bench/bookings).
 */
export function availableBookingsWhere(providerId: string, area?: string): SQL {
  return sql`
    bookings.id in (
      select o.id from provider_services ps
        join provider_areas pa on pa.provider_id = ps.provider_id and pa.kind = 'fsa'
        join bookings o on o.status = 'open' and o.service_id = ps.service_id and o.fsa = pa.value and o.starts_at > now()
      where ps.provider_id = ${providerId} ${area ? sql`and pa.value = upper(${area})` : sql``}
      union
      select o.id from provider_services ps
        join provider_areas pa on pa.provider_id = ps.provider_id and pa.kind = 'city'
        join bookings o on o.status = 'open' and o.service_id = ps.service_id and o.city_key = pa.value and o.starts_at > now()
      where ps.provider_id = ${providerId} ${area ? sql`and pa.value = ${area}` : sql``})
    and not ${busyDuring(sql`${providerId}`, sql`bookings`)}
    and not exists (select 1 from booking_releases r where r.booking_id = bookings.id and r.provider_id = ${providerId})
    and not ${declined(sql`${providerId}`, sql`bookings`)}`;
}

/** For each row of the available list: why the job falls outside the provider's availability, or null. */
export function outsideAvailabilityColumn(providerId: string): SQL<OutsideAvailabilityReason | null> {
  return sql<OutsideAvailabilityReason | null>`${outsideAvailability(sql`${providerId}::uuid`, sql`bookings`)}`;
}
