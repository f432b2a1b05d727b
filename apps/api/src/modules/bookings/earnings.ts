// What providers earned: payouts by period (list and CSV for their accounts) and the dashboard.
import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { ProviderDashboard, ProviderTransaction, ProviderTransactionPage } from '@hearth/shared/api-types';
import { PAYOUT_STATUS_LABELS, PROVINCE_TIME_ZONES, type PayoutStatus } from '@hearth/shared/booking';
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

/**
 * How a payout counts in the provider's totals: paid out, still to come, or on hold until an admin
 * decides (a report, a dispute, a payout the bank returned). Cancelled and reversed payouts are
 * money the provider does not get, so they count in none.
 */
const PAID: PayoutStatus[] = ['paid'];
const PENDING: PayoutStatus[] = ['held', 'pending', 'sending'];
const ON_HOLD: PayoutStatus[] = ['frozen', 'failed'];
/** The dashboard's month: money paid or on its way, not what a review or a dispute may still take back. */
const EARNED: PayoutStatus[] = [...PAID, ...PENDING];

const sumWhere = (statuses: PayoutStatus[]) => sql<number>`coalesce(sum(${payouts.amountCents}) filter (where ${inArray(payouts.status, statuses)}), 0)`.mapWith(Number);

const KIND_LABELS: Record<ProviderTransaction['kind'], string> = { job: 'Job', late_cancellation: 'Late cancellation fee' };

function toTransaction(r: { payout: typeof payouts.$inferSelect; serviceName: string }): ProviderTransaction {
  const p = r.payout;
  return {
    _id: p.id,
    bookingId: p.bookingId,
    serviceName: r.serviceName,
    grossCents: p.grossCents,
    commissionCents: p.commissionCents,
    amountCents: p.amountCents,
    kind: p.kind,
    status: p.status,
    payableAt: p.payableAt.toISOString(),
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
    ctx.db.select({ n: count(), paid: sumWhere(PAID), pending: sumWhere(PENDING), onHold: sumWhere(ON_HOLD) }).from(payouts).where(where),
  ]);
  const total = totals?.n ?? 0;
  const paidCents = totals?.paid ?? 0;
  const pendingCents = totals?.pending ?? 0;
  const onHoldCents = totals?.onHold ?? 0;
  return {
    items: rows.map(toTransaction),
    total,
    pageNo: q.pageNo,
    size: q.size,
    pages: Math.max(1, Math.ceil(total / q.size)),
    totalCents: paidCents + pendingCents + onHoldCents,
    paidCents,
    pendingCents,
    onHoldCents,
  };
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
    ['Date', 'Booking', 'Service', 'Kind', 'Gross (CAD)', 'Commission (CAD)', 'Payout (CAD)', 'Status', 'Payable from', 'Paid at'],
    rows.map(({ payout: p, serviceName }) => [
      p.createdAt.toISOString(),
      p.bookingId,
      serviceName,
      KIND_LABELS[p.kind],
      dollars(p.grossCents),
      dollars(p.commissionCents),
      dollars(p.amountCents),
      PAYOUT_STATUS_LABELS[p.status],
      p.payableAt.toISOString(),
      p.paidAt?.toISOString() ?? '',
    ]),
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
      // Money paid or on its way; a cancelled or reversed payout was never the provider's.
      .where(
        and(
          eq(payouts.providerId, provider.id),
          inArray(payouts.status, EARNED),
          sql`${payouts.createdAt} >= date_trunc('month', now() at time zone ${timeZone}) at time zone ${timeZone}`,
        ),
      ),
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
