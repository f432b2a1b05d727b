// Reading bookings: the customer's list, one booking for whoever may see it, and the provider's
// available bookings and jobs with their counts.
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AvailableBooking, Booking, ProviderJob, ProviderJobCounts } from '@hearth/shared/bookings/wire';
import type { Paged } from '@hearth/shared/wire';
import { BOOKING_STATUSES, type BookingStatus } from '@hearth/shared/booking';
import type { AvailableBookingSort } from '@hearth/shared/schemas/booking';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared-queries';
import { bookings, services } from '../../db/schema';
import type { Locale } from '../../i18n';
import type { AuthUser } from '../../plugins/auth';
import { providerOf } from '../providers';
import { bookingHistory, bookingProfessionals, loadBookingView, selectBookingViewPage, toAvailableBooking, toBooking, toProviderJob, type BookingView } from './booking-dto';
import { bookingNotFound } from './booking-errors';
import { cancellationFor } from './cancellation';
import { localDayBetween } from './local-day';
import { availableBookingsWhere, outsideAvailabilityColumn } from './matching';
import { UNPAID } from './state-machine';
import { workingProvider } from './working-provider';

const paged = <T>(items: T[], total: number, pageNo: number, size: number): Paged<T> => ({ items, total, pageNo, size, pages: Math.max(1, Math.ceil(total / size)) });

/** A page of a booking list, optionally by status and by local day (from…to, inclusive). */
export interface BookingListQuery {
  status: BookingStatus[];
  from?: string;
  to?: string;
  pageNo: number;
  size: number;
}

type PageRow = BookingView & { matching: number };

/**
 * A page's rows and how many match in all. The rows tell (`matching`), unless the page lies past the
 * end: then a count does.
 */
async function pageAndTotal(rows: PageRow[], pageNo: number, countAll: () => Promise<number>) {
  return { rows, total: rows[0]?.matching ?? (pageNo > 1 ? await countAll() : 0) };
}

const placeholder = sql.placeholder;
const byStatus = (name: string) => sql`${bookings.status} = any(${placeholder(name)}::text[])`;
const NEWEST_FIRST = [desc(bookings.startsAt), desc(bookings.id)];

// The lists as their screens ask for them (by status, without days), built once per database.
const customerPage = preparedQuery((db) =>
  selectBookingViewPage(db, and(eq(bookings.customerId, placeholder('customerId')), byStatus('statuses')), NEWEST_FIRST)
    .limit(placeholder('limit'))
    .offset(placeholder('offset'))
    .prepare('customer_bookings_page'),
);

export async function listCustomerBookings(ctx: AppContext, customerId: string, { status: statuses, from, to, pageNo, size }: BookingListQuery, locale: Locale = 'en'): Promise<Paged<Booking>> {
  // Bookings that never got paid are not the customer's bookings unless they ask for them.
  const wanted = statuses.length ? statuses : VISIBLE_TO_CUSTOMER;
  const where = and(eq(bookings.customerId, customerId), inArray(bookings.status, wanted), localDayBetween(from, to));
  const page =
    from || to
      ? selectBookingViewPage(ctx.db, where, NEWEST_FIRST)
          .limit(size)
          .offset((pageNo - 1) * size)
      : customerPage(ctx.db).execute({ customerId, statuses: wanted, limit: size, offset: (pageNo - 1) * size });
  const { rows, total } = await pageAndTotal(await page, pageNo, () => countBookings(ctx.db, where));
  const professionals = await bookingProfessionals(ctx, rows, locale);
  return paged(
    rows.map((r) => toBooking(ctx, r, locale, professionals)),
    total,
    pageNo,
    size,
  );
}

const VISIBLE_TO_CUSTOMER = BOOKING_STATUSES.filter((status) => !UNPAID.includes(status));

async function countBookings(db: Db, where: SQL | undefined) {
  const [row] = await db.select({ n: count() }).from(bookings).where(where);
  return row?.n ?? 0;
}

/** One booking, to its customer, its provider or an admin; anyone else gets a 404 (not even its existence). */
export async function getBooking(ctx: AppContext, user: AuthUser, bookingId: string, locale: Locale = 'en'): Promise<Booking | ProviderJob> {
  const view = await loadBookingView(ctx.db, bookingId);
  if (!view) throw bookingNotFound();
  const history = await bookingHistory(ctx.db, bookingId);
  if (user.role === 'serviceprovider') {
    const { provider } = await providerOf(ctx.db, user.id);
    if (view.booking.providerId !== provider.id) throw bookingNotFound();
    return { ...toProviderJob(ctx, view, locale), history };
  }
  if (user.role === 'customer' && view.booking.customerId !== user.id) throw bookingNotFound();
  return { ...toBooking(ctx, view, locale, await bookingProfessionals(ctx, [view], locale)), history, cancellation: cancellationFor(view.booking) };
}

/** The provider's list of jobs to take: a page, its order, and optionally one of their areas and local days from…to. */
export interface AvailableQuery {
  pageNo: number;
  size: number;
  sort: AvailableBookingSort;
  area?: string;
  from?: string;
  to?: string;
}

export async function listAvailable(ctx: AppContext, userId: string, { pageNo, size, sort, area, from, to }: AvailableQuery, locale: Locale = 'en'): Promise<Paged<AvailableBooking>> {
  const provider = await workingProvider(ctx, userId);
  const where = and(availableBookingsWhere(provider.id, area), localDayBetween(from, to));
  // Best paid first still puts the sooner of two equal payouts first.
  const order = sort === 'price' ? [desc(bookings.payoutCents), asc(bookings.startsAt), asc(bookings.id)] : [asc(bookings.startsAt), asc(bookings.id)];
  const [rows, [total]] = await Promise.all([
    selectAvailable(ctx, provider.id, where)
      .orderBy(...order)
      .limit(size)
      .offset((pageNo - 1) * size),
    ctx.db.select({ n: count() }).from(bookings).where(where),
  ]);
  return paged(
    rows.map((r) => toAvailableBooking(ctx, r, locale)),
    total?.n ?? 0,
    pageNo,
    size,
  );
}

/**
 * One job of the provider's available list, as the list shows it (the page an alert links to). A job
 * they may not see there (taken, past, declined, another area) is answered as one that does not exist.
 */
export async function getAvailable(ctx: AppContext, userId: string, bookingId: string, locale: Locale = 'en'): Promise<AvailableBooking> {
  const provider = await workingProvider(ctx, userId);
  const [row] = await selectAvailable(ctx, provider.id, and(availableBookingsWhere(provider.id), eq(bookings.id, bookingId))).limit(1);
  if (!row) throw bookingNotFound();
  return toAvailableBooking(ctx, row, locale);
}

/** The available list's rows: the booking, its service and why it falls outside the provider's availability, if it does. */
function selectAvailable(ctx: AppContext, providerId: string, where: SQL | undefined) {
  return ctx.db
    .select({
      booking: bookings,
      service: { id: services.id, name: services.name, nameFr: services.nameFr, slug: services.slug, image: services.image },
      outsideAvailability: outsideAvailabilityColumn(providerId),
    })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(where);
}

async function countAvailableFor(ctx: AppContext, providerId: string) {
  const [row] = await ctx.db.select({ n: count() }).from(bookings).where(availableBookingsWhere(providerId));
  return row?.n ?? 0;
}

export async function countAvailable(ctx: AppContext, userId: string) {
  return countAvailableFor(ctx, (await workingProvider(ctx, userId)).id);
}

const ACTIVE_JOB: BookingStatus[] = ['accepted', 'in_progress'];
const SOONEST_FIRST = [asc(bookings.startsAt), asc(bookings.id)];

const providerJobsWhere = and(eq(bookings.providerId, placeholder('providerId')), byStatus('statuses'));
const providerUpcomingPage = preparedQuery((db) =>
  selectBookingViewPage(db, providerJobsWhere, SOONEST_FIRST).limit(placeholder('limit')).offset(placeholder('offset')).prepare('provider_jobs_upcoming_page'),
);
const providerPastPage = preparedQuery((db) =>
  selectBookingViewPage(db, providerJobsWhere, NEWEST_FIRST).limit(placeholder('limit')).offset(placeholder('offset')).prepare('provider_jobs_past_page'),
);

export async function listProviderJobs(ctx: AppContext, userId: string, { status: statuses, from, to, pageNo, size }: BookingListQuery, locale: Locale = 'en'): Promise<Paged<ProviderJob>> {
  const provider = await workingProvider(ctx, userId);
  const wanted = statuses.length ? statuses : ACTIVE_JOB;
  const where = and(eq(bookings.providerId, provider.id), inArray(bookings.status, wanted), localDayBetween(from, to));
  // Jobs still to do come soonest first; finished ones newest first.
  const upcoming = wanted.every((s) => ACTIVE_JOB.includes(s));
  const params = { providerId: provider.id, statuses: wanted, limit: size, offset: (pageNo - 1) * size };
  let page: Promise<PageRow[]>;
  if (from || to) page = selectBookingViewPage(ctx.db, where, upcoming ? SOONEST_FIRST : NEWEST_FIRST).limit(size).offset(params.offset);
  else page = (upcoming ? providerUpcomingPage : providerPastPage)(ctx.db).execute(params);
  const { rows, total } = await pageAndTotal(await page, pageNo, () => countBookings(ctx.db, where));
  return paged(
    rows.map((r) => toProviderJob(ctx, r, locale)),
    total,
    pageNo,
    size,
  );
}

export async function countProviderJobs(ctx: AppContext, userId: string): Promise<ProviderJobCounts> {
  const provider = await workingProvider(ctx, userId);
  const rows = await ctx.db
    .select({ status: bookings.status, n: count() })
    .from(bookings)
    .where(eq(bookings.providerId, provider.id))
    .groupBy(bookings.status);
  const counts: ProviderJobCounts = { accepted: 0, in_progress: 0, completed: 0, cancelled: 0 };
  for (const r of rows) if (r.status in counts) counts[r.status as keyof ProviderJobCounts] = r.n;
  return counts;
}
