// The admin dashboard's numbers: bookings by status for today and this week, money captured this
// week and month, providers waiting for review, and open inquiries and tickets. Periods are local
// days, Monday-to-Sunday weeks and months in ADMIN_TIME_ZONE (Toronto), whatever the server's zone.
import { and, count, eq, gte, inArray, lt, sql, sum } from 'drizzle-orm';
import { ADMIN_TIME_ZONE } from '@hearth/shared/admin/dashboard';
import type { AdminDashboard, BookingCounts, RevenueTotals } from '@hearth/shared/admin/dashboard/contract';
import { BOOKING_STATUSES, type BookingStatus, zonedTimeToInstant } from '@hearth/shared/booking';
import type { AppContext } from '../../../context';
import { bookingRefunds, bookings, inquiries, serviceProviders, supportTickets } from '../../../db/schema';

const NOT_YET_BOOKINGS: BookingStatus[] = ['pending_payment', 'payment_failed'];

/** YYYY-MM-DD of `at` on the wall calendar of `timeZone`. */
function localDate(at: Date, timeZone: string): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** A local date moved by whole days (calendar arithmetic in UTC, free of DST). */
function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export function dashboardPeriods(now: Date, timeZone = ADMIN_TIME_ZONE) {
  const today = localDate(now, timeZone);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay(); // 0 = Sunday
  const weekStart = addDays(today, -((weekday + 6) % 7));
  const monthStart = `${today.slice(0, 8)}01`;
  const nextMonth = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
  const at = (date: string) => zonedTimeToInstant(date, '00:00', timeZone);
  return {
    dates: { today, weekStart, weekEnd: addDays(weekStart, 6), monthStart },
    day: { from: at(today), to: at(addDays(today, 1)) },
    week: { from: at(weekStart), to: at(addDays(weekStart, 7)) },
    month: { from: at(monthStart), to: at(nextMonth) },
  };
}

type Range = { from: Date; to: Date };

async function bookingCounts(ctx: AppContext, range: Range): Promise<BookingCounts> {
  const rows = await ctx.db
    .select({ status: bookings.status, n: count() })
    .from(bookings)
    .where(and(gte(bookings.startsAt, range.from), lt(bookings.startsAt, range.to)))
    .groupBy(bookings.status);
  const byStatus = Object.fromEntries(BOOKING_STATUSES.map((s) => [s, 0])) as Record<BookingStatus, number>;
  for (const r of rows) byStatus[r.status] = r.n;
  const total = rows.filter((r) => !NOT_YET_BOOKINGS.includes(r.status)).reduce((a, r) => a + r.n, 0);
  return { byStatus, total };
}

async function revenue(ctx: AppContext, range: Range): Promise<RevenueTotals> {
  // A payment is captured when the job completes, or at a late cancellation (the fee is charged).
  const capturedAt = sql`coalesce(${bookings.completedAt}, ${bookings.cancelledAt})`;
  const [[money], [refunds]] = await Promise.all([
    ctx.db
      .select({
        captured: sum(sql`${bookings.totalCents} - ${bookings.refundedCents}`).mapWith(Number),
        commission: sum(sql`case when ${bookings.status} = 'completed' then ${bookings.commissionCents} else 0 end`).mapWith(Number),
        n: count(),
      })
      .from(bookings)
      .where(and(eq(bookings.paymentStatus, 'captured'), sql`${capturedAt} >= ${range.from.toISOString()}`, sql`${capturedAt} < ${range.to.toISOString()}`)),
    ctx.db
      .select({ refunded: sum(bookingRefunds.amountCents).mapWith(Number) })
      .from(bookingRefunds)
      .where(and(eq(bookingRefunds.status, 'succeeded'), gte(bookingRefunds.createdAt, range.from), lt(bookingRefunds.createdAt, range.to))),
  ]);
  return { capturedCents: money?.captured ?? 0, commissionCents: money?.commission ?? 0, refundedCents: refunds?.refunded ?? 0, bookings: money?.n ?? 0 };
}

export async function adminDashboard(ctx: AppContext, now = new Date()): Promise<AdminDashboard> {
  const periods = dashboardPeriods(now);
  const [today, thisWeek, weekRevenue, monthRevenue, waiting, [openInquiries], [openTickets]] = await Promise.all([
    bookingCounts(ctx, periods.day),
    bookingCounts(ctx, periods.week),
    revenue(ctx, periods.week),
    revenue(ctx, periods.month),
    ctx.db
      .select({ status: serviceProviders.verificationStatus, n: count() })
      .from(serviceProviders)
      .where(inArray(serviceProviders.verificationStatus, ['submitted', 'action_required']))
      .groupBy(serviceProviders.verificationStatus),
    ctx.db.select({ n: count() }).from(inquiries).where(inArray(inquiries.status, ['new', 'in_progress'])),
    ctx.db.select({ n: count() }).from(supportTickets).where(inArray(supportTickets.status, ['open', 'in_progress'])),
  ]);
  const waitingCount = (status: string) => waiting.find((w) => w.status === status)?.n ?? 0;
  return {
    timeZone: ADMIN_TIME_ZONE,
    periods: periods.dates,
    bookings: { today, thisWeek },
    revenue: { thisWeek: weekRevenue, thisMonth: monthRevenue },
    providersAwaitingReview: { submitted: waitingCount('submitted'), action_required: waitingCount('action_required') },
    inbox: { openInquiries: openInquiries?.n ?? 0, openTickets: openTickets?.n ?? 0 },
  };
}
