// What providers earned: payouts by period (list and CSV for their accounts), the monthly earnings
// statement (PDF and CSV), and the dashboard.
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { ProviderDashboard, ProviderTransaction, ProviderTransactionPage } from '@hearth/shared/api-types';
import { PAYOUT_STATUS_LABELS, PROVINCE_TIME_ZONES, type PayoutStatus } from '@hearth/shared/booking';
import type { ProvinceCode } from '@hearth/shared/constants';
import type { AppContext } from '../../context';
import { bookings, payouts, reviews, services, users } from '../../db/schema';
import { selectBookingViews, toProviderJob } from './booking-dto';
import { countAvailable, countProviderJobs, workingProvider } from './service';
import { dollars, toCsv } from '../../csv';
import { cad, COLORS, CONTENT_WIDTH, longDate, PAGE, pdfText, renderPdf, table } from '../../pdf';

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

// ---- The monthly earnings statement ---------------------------------------------------------------

interface StatementLine {
  paidAt: Date;
  jobAt: Date;
  bookingId: string;
  serviceName: string;
  kind: ProviderTransaction['kind'];
  grossCents: number;
  commissionCents: number;
  netCents: number;
}

interface Statement {
  providerName: string;
  /** "November 2026". */
  monthLabel: string;
  timeZone: string;
  lines: StatementLine[];
  totals: { grossCents: number; commissionCents: number; netCents: number };
}

/** "2026-11-28" on the provider's calendar: what accounting tools import. */
const isoDay = (at: Date, timeZone: string) => new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(at);

/**
 * The payouts sent to the provider's bank account in `month` ('YYYY-MM', validated by the route) on
 * their own clock, oldest first: what they received that month, with the price each came from and the
 * platform's commission. Payouts still held, on hold or cancelled are not money received.
 */
async function statementOf(ctx: AppContext, userId: string, month: string): Promise<Statement> {
  const provider = await workingProvider(ctx, userId);
  const timeZone = providerTimeZone(provider.province);
  const start = sql`(${`${month}-01`}::date)::timestamp at time zone ${timeZone}`;
  const end = sql`((${`${month}-01`}::date) + interval '1 month')::timestamp at time zone ${timeZone}`;
  const [rows, [user]] = await Promise.all([
    ctx.db
      .select({ payout: payouts, serviceName: services.name, jobAt: bookings.startsAt })
      .from(payouts)
      .innerJoin(bookings, eq(bookings.id, payouts.bookingId))
      .innerJoin(services, eq(services.id, bookings.serviceId))
      .where(and(eq(payouts.providerId, provider.id), eq(payouts.status, 'paid'), isNotNull(payouts.paidAt), gte(payouts.paidAt, start), lt(payouts.paidAt, end)))
      .orderBy(asc(payouts.paidAt), asc(payouts.id)),
    ctx.db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId)),
  ]);
  const lines = rows.map(({ payout: p, serviceName, jobAt }) => ({
    paidAt: p.paidAt!,
    jobAt,
    bookingId: p.bookingId,
    serviceName,
    kind: p.kind,
    grossCents: p.grossCents,
    commissionCents: p.commissionCents,
    netCents: p.amountCents,
  }));
  const sum = (field: 'grossCents' | 'commissionCents' | 'netCents') => lines.reduce((total, l) => total + l[field], 0);
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return {
    providerName: provider.businessName || `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim(),
    monthLabel: new Intl.DateTimeFormat('en-CA', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, monthNumber - 1, 15))),
    timeZone,
    lines,
    totals: { grossCents: sum('grossCents'), commissionCents: sum('commissionCents'), netCents: sum('netCents') },
  };
}

export async function statementCsv(ctx: AppContext, userId: string, month: string): Promise<string> {
  const s = await statementOf(ctx, userId, month);
  return toCsv(
    ['Paid on', 'Job date', 'Booking', 'Service', 'Kind', 'Gross (CAD)', 'Commission (CAD)', 'Net (CAD)'],
    [
      ...s.lines.map((l) => [isoDay(l.paidAt, s.timeZone), isoDay(l.jobAt, s.timeZone), l.bookingId, l.serviceName, KIND_LABELS[l.kind], dollars(l.grossCents), dollars(l.commissionCents), dollars(l.netCents)]),
      ['Total', '', '', '', `${s.lines.length} payout${s.lines.length === 1 ? '' : 's'}`, dollars(s.totals.grossCents), dollars(s.totals.commissionCents), dollars(s.totals.netCents)],
    ],
  );
}

export async function statementPdf(ctx: AppContext, userId: string, month: string): Promise<Buffer> {
  const s = await statementOf(ctx, userId, month);
  const supplier = ctx.config.supplier;
  return renderPdf({ title: `Earnings statement ${s.monthLabel}`, subject: `Hearth earnings statement for ${s.providerName}, ${s.monthLabel}` }, (doc) => {
    doc.font('Helvetica-Bold').fontSize(18).text('Earnings statement', PAGE.margin, PAGE.margin);
    doc.font('Helvetica').fontSize(11).fillColor(COLORS.muted).text(pdfText(`${s.monthLabel} · ${supplier.legalName}`));
    doc.moveDown(1).fillColor(COLORS.ink);
    doc.font('Helvetica-Bold').fontSize(11).text(pdfText(s.providerName || 'Service provider'));
    doc.font('Helvetica').fontSize(9).fillColor(COLORS.muted);
    doc.text(`Issued ${longDate(new Date(), s.timeZone)}`);
    doc.moveDown(0.5);
    doc.text(
      pdfText(`Payouts sent to your bank account in ${s.monthLabel} (${s.timeZone.replace('_', ' ')} time). Gross is the job's price before tax and discount; Hearth's commission is taken from it; net is what you received.`),
      { width: CONTENT_WIDTH },
    );
    doc.moveDown(1).fillColor(COLORS.ink);

    const money = 78;
    const columns = [
      { header: 'Paid on', width: 70 },
      { header: 'Job', width: CONTENT_WIDTH - 70 - 3 * money },
      { header: 'Gross', width: money, align: 'right' as const },
      { header: 'Commission', width: money, align: 'right' as const },
      { header: 'Net', width: money, align: 'right' as const },
    ];
    const rows = s.lines.map((l) => [
      isoDay(l.paidAt, s.timeZone),
      `${l.serviceName}${l.kind === 'late_cancellation' ? ' (late cancellation fee)' : ''}\nJob on ${isoDay(l.jobAt, s.timeZone)} · booking ${l.bookingId.slice(0, 8)}`,
      cad(l.grossCents),
      cad(-l.commissionCents),
      cad(l.netCents),
    ]);
    if (!rows.length) rows.push(['', 'No payouts were sent this month.', '', '', '']);
    table(doc, columns, rows, { footer: ['Total', `${s.lines.length} payout${s.lines.length === 1 ? '' : 's'}`, cad(s.totals.grossCents), cad(-s.totals.commissionCents), cad(s.totals.netCents)] });
    doc.moveDown(1.5).font('Helvetica').fontSize(8).fillColor(COLORS.muted);
    doc.text('Amounts in Canadian dollars. Keep this statement with your business records.', PAGE.margin, doc.y, { width: CONTENT_WIDTH });
  });
}
