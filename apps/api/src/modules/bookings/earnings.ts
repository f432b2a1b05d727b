// What providers earned: payouts by period (list and CSV for their accounts), the monthly earnings
// statement (PDF and CSV), and the dashboard.
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { ProviderDashboard, ProviderTransaction, ProviderTransactionPage } from '@hearth/shared/bookings/wire';
import { PAYOUT_STATUS_LABELS, PROVINCE_TIME_ZONES, type PayoutStatus } from '@hearth/shared/booking';
import type { ProvinceCode } from '@hearth/shared/constants';
import type { AppContext } from '../../context';
import { bookings, payouts, reviews, services, users } from '../../db/schema';
import { selectBookingViews, toProviderJob } from './booking-dto';
import { countAvailable, countProviderJobs } from './queries';
import { workingProvider } from './working-provider';
import { dollars, toCsv } from '../../csv';
import { cad, COLORS, CONTENT_WIDTH, longDate, PAGE, pdfText, renderPdf, table } from '../../pdf';
import { formatterFor, isoDay } from '@hearth/shared/format';
import { messagesFor, recipientLocale, type Locale } from '../../i18n';
import { localized } from '../catalog';

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
      // A review admins hid after a report counts in no rating, the professional's own included.
      .where(and(eq(reviews.providerId, provider.id), isNull(reviews.hiddenAt))),
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
  /** The provider's language (users.locale): the PDF is written in it. */
  locale: Locale;
  providerName: string;
  /** "November 2026". */
  monthLabel: string;
  timeZone: string;
  lines: StatementLine[];
  totals: { grossCents: number; commissionCents: number; netCents: number };
}

/**
 * The payouts sent to the provider's bank account in `month` ('YYYY-MM', validated by the route) on
 * their own clock, oldest first: what they received that month, with the price each came from and the
 * platform's commission. Payouts still held, on hold or cancelled are not money received.
 */
async function statementOf(ctx: AppContext, userId: string, month: string, locale?: Locale): Promise<Statement> {
  const provider = await workingProvider(ctx, userId);
  const timeZone = providerTimeZone(provider.province);
  const start = sql`(${`${month}-01`}::date)::timestamp at time zone ${timeZone}`;
  const end = sql`((${`${month}-01`}::date) + interval '1 month')::timestamp at time zone ${timeZone}`;
  const [rows, [user]] = await Promise.all([
    ctx.db
      .select({ payout: payouts, serviceName: services.name, serviceNameFr: services.nameFr, jobAt: bookings.startsAt })
      .from(payouts)
      .innerJoin(bookings, eq(bookings.id, payouts.bookingId))
      .innerJoin(services, eq(services.id, bookings.serviceId))
      .where(and(eq(payouts.providerId, provider.id), eq(payouts.status, 'paid'), isNotNull(payouts.paidAt), gte(payouts.paidAt, start), lt(payouts.paidAt, end)))
      .orderBy(asc(payouts.paidAt), asc(payouts.id)),
    ctx.db.select({ firstName: users.firstName, lastName: users.lastName, locale: users.locale }).from(users).where(eq(users.id, userId)),
  ]);
  const language = locale ?? recipientLocale(user?.locale);
  const lines = rows.map(({ payout: p, serviceName, serviceNameFr, jobAt }) => ({
    paidAt: p.paidAt!,
    jobAt,
    bookingId: p.bookingId,
    serviceName: localized(language, serviceName, serviceNameFr),
    kind: p.kind,
    grossCents: p.grossCents,
    commissionCents: p.commissionCents,
    netCents: p.amountCents,
  }));
  const sum = (field: 'grossCents' | 'commissionCents' | 'netCents') => lines.reduce((total, l) => total + l[field], 0);
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return {
    locale: language,
    providerName: provider.businessName || `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim(),
    monthLabel: formatterFor(language).month(new Date(Date.UTC(year, monthNumber - 1, 15)), 'UTC'),
    timeZone,
    lines,
    totals: { grossCents: sum('grossCents'), commissionCents: sum('commissionCents'), netCents: sum('netCents') },
  };
}

/** The statement for spreadsheets and accounting tools: English column names and a stable layout, whatever the provider's language. */
export async function statementCsv(ctx: AppContext, userId: string, month: string): Promise<string> {
  const s = await statementOf(ctx, userId, month, 'en');
  return toCsv(
    ['Paid on', 'Job date', 'Booking', 'Service', 'Kind', 'Gross (CAD)', 'Commission (CAD)', 'Net (CAD)'],
    [
      ...s.lines.map((l) => [isoDay(l.paidAt, s.timeZone), isoDay(l.jobAt, s.timeZone), l.bookingId, l.serviceName, KIND_LABELS[l.kind], dollars(l.grossCents), dollars(l.commissionCents), dollars(l.netCents)]),
      ['Total', '', '', '', `${s.lines.length} payout${s.lines.length === 1 ? '' : 's'}`, dollars(s.totals.grossCents), dollars(s.totals.commissionCents), dollars(s.totals.netCents)],
    ],
  );
}

/** The monthly statement as a PDF, in `locale` when given (the page's language), else the provider's own. */
export async function statementPdf(ctx: AppContext, userId: string, month: string, locale?: Locale): Promise<Buffer> {
  const s = await statementOf(ctx, userId, month, locale);
  const m = messagesFor(s.locale).earnings;
  const money = (cents: number) => cad(cents, s.locale);
  const supplier = ctx.config.supplier;
  return renderPdf({ title: m.title(s.monthLabel), subject: m.subject(s.providerName, s.monthLabel), locale: s.locale }, (doc) => {
    doc.font('Helvetica-Bold').fontSize(18).text(pdfText(m.heading), PAGE.margin, PAGE.margin);
    doc.font('Helvetica').fontSize(11).fillColor(COLORS.muted).text(pdfText(`${s.monthLabel} · ${supplier.legalName}`));
    doc.moveDown(1).fillColor(COLORS.ink);
    doc.font('Helvetica-Bold').fontSize(11).text(pdfText(s.providerName || m.serviceProvider));
    doc.font('Helvetica').fontSize(9).fillColor(COLORS.muted);
    doc.text(pdfText(m.issued(longDate(new Date(), s.timeZone, s.locale))));
    doc.moveDown(0.5);
    doc.text(pdfText(m.intro(s.monthLabel, s.timeZone.replace('_', ' '))), { width: CONTENT_WIDTH });
    doc.moveDown(1).fillColor(COLORS.ink);

    const amountWidth = 78;
    const columns = [
      { header: m.paidOn, width: 70 },
      { header: m.job, width: CONTENT_WIDTH - 70 - 3 * amountWidth },
      { header: m.gross, width: amountWidth, align: 'right' as const },
      { header: m.commission, width: amountWidth, align: 'right' as const },
      { header: m.net, width: amountWidth, align: 'right' as const },
    ];
    const rows = s.lines.map((l) => [
      isoDay(l.paidAt, s.timeZone),
      `${l.serviceName}${l.kind === 'late_cancellation' ? m.lateFee : ''}\n${m.jobLine(isoDay(l.jobAt, s.timeZone), l.bookingId.slice(0, 8))}`,
      money(l.grossCents),
      money(-l.commissionCents),
      money(l.netCents),
    ]);
    if (!rows.length) rows.push(['', m.none, '', '', '']);
    table(doc, columns, rows, { footer: [m.total, m.payouts(s.lines.length), money(s.totals.grossCents), money(-s.totals.commissionCents), money(s.totals.netCents)] });
    doc.moveDown(1.5).font('Helvetica').fontSize(8).fillColor(COLORS.muted);
    doc.text(pdfText(m.footer), PAGE.margin, doc.y, { width: CONTENT_WIDTH });
  });
}
