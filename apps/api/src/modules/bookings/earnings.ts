// What providers earned: payouts by period (list and CSV for their accounts) and the dashboard.
import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { ProviderDashboard, ProviderTransaction, ProviderTransactionPage } from '@hearth/shared/api-types';
import { PROVINCE_TIME_ZONES } from '@hearth/shared/booking';
import type { ProvinceCode } from '@hearth/shared/constants';
import type { AppContext } from '../../context';
import { bookings, payouts, reviews, services } from '../../db/schema';
import { selectBookingViews, toProviderJob } from './booking-dto';
import { countAvailable, countProviderJobs, workingProvider } from './service';
import { dollars, toCsv } from '../../csv';

const DEFAULT_TIME_ZONE = 'America/Toronto';

/** Days are the provider's own (their province's time zone): 'YYYY-MM-DD' inclusive on both ends. */
function periodWhere(timeZone: string, startDate?: string, endDate?: string): SQL | undefined {
  return and(
    startDate ? gte(payouts.createdAt, sql`(${startDate}::date)::timestamp at time zone ${timeZone}`) : undefined,
    endDate ? lt(payouts.createdAt, sql`(${endDate}::date + 1)::timestamp at time zone ${timeZone}`) : undefined,
  );
}

const providerTimeZone = (province: string | null) => (province && province in PROVINCE_TIME_ZONES ? PROVINCE_TIME_ZONES[province as ProvinceCode] : DEFAULT_TIME_ZONE);

const transactionColumns = { payout: payouts, serviceName: services.name };

function toTransaction(r: { payout: typeof payouts.$inferSelect; serviceName: string }): ProviderTransaction {
  const p = r.payout;
  return {
    _id: p.id,
    bookingId: p.bookingId,
    serviceName: r.serviceName,
    grossCents: p.grossCents,
    commissionCents: p.commissionCents,
    amountCents: p.amountCents,
    status: p.status,
    createdAt: p.createdAt.toISOString(),
    paidAt: p.paidAt?.toISOString() ?? null,
  };
}

export interface TransactionQuery {
  pageNo: number;
  size: number;
  startDate?: string;
  endDate?: string;
}

export async function listTransactions(ctx: AppContext, userId: string, q: TransactionQuery): Promise<ProviderTransactionPage> {
  const provider = await workingProvider(ctx, userId);
  const where = and(eq(payouts.providerId, provider.id), periodWhere(providerTimeZone(provider.province), q.startDate, q.endDate));
  const [rows, [totals]] = await Promise.all([
    ctx.db
      .select(transactionColumns)
      .from(payouts)
      .innerJoin(bookings, eq(bookings.id, payouts.bookingId))
      .innerJoin(services, eq(services.id, bookings.serviceId))
      .where(where)
      .orderBy(desc(payouts.createdAt), desc(payouts.id))
      .limit(q.size)
      .offset((q.pageNo - 1) * q.size),
    ctx.db.select({ n: count(), sum: sql<number>`coalesce(sum(${payouts.amountCents}), 0)`.mapWith(Number) }).from(payouts).where(where),
  ]);
  const total = totals?.n ?? 0;
  return { items: rows.map(toTransaction), total, pageNo: q.pageNo, size: q.size, pages: Math.max(1, Math.ceil(total / q.size)), totalCents: totals?.sum ?? 0 };
}

export async function transactionsCsv(ctx: AppContext, userId: string, q: Omit<TransactionQuery, 'pageNo' | 'size'>): Promise<string> {
  const provider = await workingProvider(ctx, userId);
  const rows = await ctx.db
    .select(transactionColumns)
    .from(payouts)
    .innerJoin(bookings, eq(bookings.id, payouts.bookingId))
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(and(eq(payouts.providerId, provider.id), periodWhere(providerTimeZone(provider.province), q.startDate, q.endDate)))
    .orderBy(asc(payouts.createdAt), asc(payouts.id));
  return toCsv(
    ['Date', 'Booking', 'Service', 'Gross (CAD)', 'Commission (CAD)', 'Payout (CAD)', 'Status', 'Paid at'],
    rows.map(({ payout: p, serviceName }) => [p.createdAt.toISOString(), p.bookingId, serviceName, dollars(p.grossCents), dollars(p.commissionCents), dollars(p.amountCents), p.status, p.paidAt?.toISOString() ?? '']),
  );
}

const UPCOMING_ON_DASHBOARD = 5;

export async function dashboard(ctx: AppContext, userId: string): Promise<ProviderDashboard> {
  const provider = await workingProvider(ctx, userId);
  const timeZone = providerTimeZone(provider.province);
  const [counts, availableCount, [earned], upcoming, [rating]] = await Promise.all([
    countProviderJobs(ctx, userId),
    countAvailable(ctx, userId),
    ctx.db
      .select({ sum: sql<number>`coalesce(sum(${payouts.amountCents}), 0)`.mapWith(Number) })
      .from(payouts)
      .where(and(eq(payouts.providerId, provider.id), sql`${payouts.createdAt} >= date_trunc('month', now() at time zone ${timeZone}) at time zone ${timeZone}`)),
    selectBookingViews(ctx.db, and(eq(bookings.providerId, provider.id), inArray(bookings.status, ['accepted', 'in_progress'])), [asc(bookings.startsAt)]).limit(UPCOMING_ON_DASHBOARD),
    ctx.db
      .select({ average: sql<number | null>`round(avg(${reviews.rating}), 2)`.mapWith((v) => (v === null ? null : Number(v))), n: count() })
      .from(reviews)
      .where(eq(reviews.providerId, provider.id)),
  ]);
  return {
    counts,
    availableCount,
    earningsThisMonthCents: earned?.sum ?? 0,
    upcoming: upcoming.map((v) => toProviderJob(ctx, v)),
    rating: { average: rating?.n ? rating.average : null, count: rating?.n ?? 0 },
  };
}
