// Payouts for admins: the list by provider, status and period with its totals, retrying failed
// transfers, and two CSV exports (accounting; the annual platform-operator report of sellers).
import { and, asc, count, desc, eq, gte, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { PAYOUT_REPORT_TIME_ZONE } from '@hearth/shared/admin/payouts';
import type { AdminPayout, AdminPayoutPage, PayoutFilter, PayoutListQuery } from '@hearth/shared/admin/payouts/contract';
import type { AppContext } from '../../../context';
import { bookings, payoutAccounts, payouts, serviceProviders, services, users } from '../../../db/schema';
import { AppError } from '../../../plugins/errors';
import { inTransaction } from '../../../outbox/outbox';
import { recordAudit } from '../../events';
import { maskSin } from '../../providers';
import { dollars, toCsv } from '../../../csv';

const TZ = PAYOUT_REPORT_TIME_ZONE;

/** From and To are whole days on the platform's clock, both included. */
function filterWhere(f: PayoutFilter): SQL | undefined {
  return and(
    f.providerId ? eq(payouts.providerId, f.providerId) : undefined,
    f.status ? eq(payouts.status, f.status) : undefined,
    f.from ? gte(payouts.createdAt, sql`(${f.from}::date)::timestamp at time zone ${TZ}`) : undefined,
    f.to ? lt(payouts.createdAt, sql`(${f.to}::date + 1)::timestamp at time zone ${TZ}`) : undefined,
  );
}

const columns = {
  payout: payouts,
  serviceName: services.name,
  providerUserId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  businessName: serviceProviders.businessName,
  payoutsHeldUntil: payoutAccounts.payoutsHeldUntil,
};

function selectPayouts(ctx: AppContext, where: SQL | undefined) {
  return ctx.db
    .select(columns)
    .from(payouts)
    .innerJoin(serviceProviders, eq(serviceProviders.id, payouts.providerId))
    .innerJoin(users, eq(users.id, serviceProviders.userId))
    .innerJoin(bookings, eq(bookings.id, payouts.bookingId))
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .leftJoin(payoutAccounts, eq(payoutAccounts.providerId, payouts.providerId))
    .where(where);
}

type Row = Awaited<ReturnType<typeof selectPayouts>>[number];

function toAdminPayout(r: Row): AdminPayout {
  const p = r.payout;
  return {
    _id: p.id,
    bookingId: p.bookingId,
    serviceName: r.serviceName,
    provider: { _id: p.providerId, fullname: `${r.firstName} ${r.lastName}`.trim(), email: r.email, businessName: r.businessName },
    grossCents: p.grossCents,
    commissionCents: p.commissionCents,
    amountCents: p.amountCents,
    status: p.status,
    transferId: p.transferId,
    lastError: p.lastError,
    createdAt: p.createdAt.toISOString(),
    paidAt: p.paidAt?.toISOString() ?? null,
    heldUntil: (p.status === 'pending' || p.status === 'sending') && r.payoutsHeldUntil && r.payoutsHeldUntil > new Date() ? r.payoutsHeldUntil.toISOString() : null,
  };
}

const sumOf = (column: SQL | AnyColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

export async function listPayouts(ctx: AppContext, q: PayoutListQuery): Promise<AdminPayoutPage> {
  const where = filterWhere(q);
  const [rows, [totals]] = await Promise.all([
    selectPayouts(ctx, where)
      .orderBy(desc(payouts.createdAt), desc(payouts.id))
      .limit(q.size)
      .offset((q.pageNo - 1) * q.size),
    ctx.db
      .select({
        count: count(),
        grossCents: sumOf(payouts.grossCents),
        commissionCents: sumOf(payouts.commissionCents),
        amountCents: sumOf(payouts.amountCents),
        paidCents: sumOf(sql`case when ${payouts.status} = 'paid' then ${payouts.amountCents} end`),
        failedCount: sql<number>`count(*) filter (where ${payouts.status} = 'failed')`.mapWith(Number),
      })
      .from(payouts)
      .where(where),
  ]);
  const t = totals ?? { count: 0, grossCents: 0, commissionCents: 0, amountCents: 0, paidCents: 0, failedCount: 0 };
  return { items: rows.map(toAdminPayout), pageNo: q.pageNo, size: q.size, total: t.count, pages: Math.max(1, Math.ceil(t.count / q.size)), totals: t };
}

/**
 * Sends a failed payout again through the payments outbox job, as completing a booking does. Only a
 * failed payout moves (one conditional UPDATE), and the gateway's idempotency key `payout-<id>` means
 * a transfer that did go through is never made twice.
 */
export async function retryPayout(ctx: AppContext, adminId: string, payoutId: string) {
  return inTransaction(ctx, async (tx) => {
    const [before] = await tx.select().from(payouts).where(eq(payouts.id, payoutId));
    if (!before) throw new AppError(404, 'Payout not found');
    const [moved] = await tx
      .update(payouts)
      .set({ status: 'pending', lastError: null })
      // A payout stuck sending (the outbox gave up on the gateway) is retried too: the transfer's
      // idempotency key means one that did go through is not made again.
      .where(and(eq(payouts.id, payoutId), sql`(${payouts.status} = 'failed' or (${payouts.status} = 'sending' and ${payouts.lastError} is not null))`))
      .returning();
    if (!moved) throw new AppError(409, `Only failed payouts, or ones stuck sending, can be retried; this one is ${before.status}`);
    await ctx.outbox.enqueue(tx, 'payments', { op: 'payout', payoutId });
    await recordAudit(tx, { actorId: adminId, action: 'payout.retry', entity: 'payout', entityId: payoutId, before: { status: before.status, lastError: before.lastError }, after: { status: 'pending' } });
    return { _id: payoutId, status: moved.status };
  });
}

export const PAYOUTS_CSV_HEADER = [
  'Payout ID',
  'Created (UTC)',
  'Paid (UTC)',
  'Status',
  'Provider ID',
  'Provider',
  'Business name',
  'Provider email',
  'Booking ID',
  'Service',
  'Gross (CAD)',
  'Commission (CAD)',
  'Payout (CAD)',
  'Transfer ID',
  'Last error',
] as const;

export async function payoutsCsv(ctx: AppContext, f: PayoutFilter): Promise<string> {
  const rows = await selectPayouts(ctx, filterWhere(f)).orderBy(asc(payouts.createdAt), asc(payouts.id));
  return toCsv(
    PAYOUTS_CSV_HEADER,
    rows.map(toAdminPayout).map((p) => [
      p._id,
      p.createdAt,
      p.paidAt,
      p.status,
      p.provider._id,
      p.provider.fullname,
      p.provider.businessName,
      p.provider.email,
      p.bookingId,
      p.serviceName,
      dollars(p.grossCents),
      dollars(p.commissionCents),
      dollars(p.amountCents),
      p.transferId,
      p.lastError,
    ]),
  );
}

/*
 * The annual report of sellers for Part XX of the Income Tax Act (Canada's reporting rules for
 * digital platform operators, the OECD model rules; calendar years from 2024, filed by January 31).
 * For each individual seller of relevant (personal) services, the rules ask for:
 *   - first and last name                                → users.first_name / last_name      (have)
 *   - primary address                                    → service_providers street, city,
 *                                                          province, postcode                (have)
 *   - date of birth                                      → service_providers.dob             (have)
 *   - TIN (the SIN) and its issuing jurisdiction         → only the last 3 digits here; the full SIN
 *                                                          is encrypted at rest and read through the
 *                                                          logged reveal when filing, never in a CSV
 *   - business number, if the seller has one             → not collected: the column stays empty
 *                                                          until providers can enter a BN
 *   - the financial account the consideration goes to    → bank account last 4, transit and
 *                                                          institution numbers               (partial)
 *   - per quarter: total consideration paid or credited,
 *     number of relevant activities it was paid for,
 *     fees/commissions/taxes withheld or charged        → from payouts                      (have)
 * Entity sellers (legal name, business registration number, permanent establishments) are not
 * told apart from individuals today: a provider's business name is reported alongside.
 * Consideration is the gross price of the job (the payout before our commission); a job counts in
 * the quarter its payout was credited (created, Eastern time), whether or not the transfer has gone
 * through yet — a failed transfer is still owed to the seller.
 */
export const ANNUAL_REPORT_HEADER = [
  'Provider ID',
  'First name',
  'Last name',
  'Business name',
  'Date of birth',
  'Street',
  'City',
  'Province',
  'Postal code',
  'Country',
  'SIN (last 3)',
  'Business number',
  'Bank account (last 4)',
  'Transit number',
  'Institution number',
  ...[1, 2, 3, 4].flatMap((q) => [`Q${q} consideration (CAD)`, `Q${q} activities`, `Q${q} fees withheld (CAD)`]),
  'Year consideration (CAD)',
  'Year activities',
  'Year fees withheld (CAD)',
] as const;

export async function annualReportCsv(ctx: AppContext, year: number): Promise<string> {
  const quarter = sql`extract(quarter from ${payouts.createdAt} at time zone ${TZ})`;
  const perQuarter = (q: number) => ({
    gross: sql<number>`coalesce(sum(${payouts.grossCents}) filter (where ${quarter} = ${q}), 0)`.mapWith(Number),
    activities: sql<number>`count(*) filter (where ${quarter} = ${q})`.mapWith(Number),
    fees: sql<number>`coalesce(sum(${payouts.commissionCents}) filter (where ${quarter} = ${q}), 0)`.mapWith(Number),
  });
  const rows = await ctx.db
    .select({
      providerId: serviceProviders.id,
      firstName: users.firstName,
      lastName: users.lastName,
      businessName: serviceProviders.businessName,
      dob: serviceProviders.dob,
      street: serviceProviders.street,
      city: serviceProviders.city,
      province: serviceProviders.province,
      postcode: serviceProviders.postcode,
      sinLast3: serviceProviders.sinLast3,
      bankLast4: payoutAccounts.bankAccountLast4,
      transit: payoutAccounts.transitNumber,
      institution: payoutAccounts.institutionNumber,
      q1: perQuarter(1),
      q2: perQuarter(2),
      q3: perQuarter(3),
      q4: perQuarter(4),
      gross: sumOf(payouts.grossCents),
      activities: count(),
      fees: sumOf(payouts.commissionCents),
    })
    .from(payouts)
    .innerJoin(serviceProviders, eq(serviceProviders.id, payouts.providerId))
    .innerJoin(users, eq(users.id, serviceProviders.userId))
    .leftJoin(payoutAccounts, eq(payoutAccounts.providerId, serviceProviders.id))
    .where(
      and(
        gte(payouts.createdAt, sql`make_timestamp(${year}, 1, 1, 0, 0, 0) at time zone ${TZ}`),
        lt(payouts.createdAt, sql`make_timestamp(${year + 1}, 1, 1, 0, 0, 0) at time zone ${TZ}`),
      ),
    )
    .groupBy(serviceProviders.id, users.id, payoutAccounts.providerId)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(serviceProviders.id));
  return toCsv(
    ANNUAL_REPORT_HEADER,
    rows.map((r) => [
      r.providerId,
      r.firstName,
      r.lastName,
      r.businessName,
      r.dob,
      r.street,
      r.city,
      r.province,
      r.postcode,
      'CA',
      maskSin(r.sinLast3),
      null,
      r.bankLast4,
      r.transit,
      r.institution,
      ...[r.q1, r.q2, r.q3, r.q4].flatMap((q) => [dollars(q.gross), q.activities, dollars(q.fees)]),
      dollars(r.gross),
      r.activities,
      dollars(r.fees),
    ]),
  );
}
