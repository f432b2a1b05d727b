// Tax invoices and credit notes. The platform keeps the tax, so it is the supplier: an invoice is
// issued in the transaction that records a capture, a credit note in the one that records a refund
// of captured money, each numbered from one gapless sequence and never edited afterwards. Also who
// may list and download them, and their PDFs (renderInvoicePdf, which emails and data exports use).
import { and, asc, count, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TaxLine } from '@hearth/shared/booking';
import { PROVINCE_TIME_ZONES } from '@hearth/shared/booking';
import type { ProvinceCode } from '@hearth/shared/constants';
import type { InvoiceKind } from '@hearth/shared/invoices';
import type { AdminInvoicePage, AdminInvoiceQuery, AdminInvoiceSummary, InvoiceSummary } from '@hearth/shared/invoices/contract';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { bookingRefunds, bookings, documentSequences, invoices, services, users } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import type { AuthUser } from '../../plugins/auth';
import { drawInvoice, type InvoiceDocument } from './pdf';
import { formatterFor, zoneOf } from '@hearth/shared/format';
import { messagesFor, recipientLocale, type Locale } from '../../i18n';
import { localized } from '../catalog';
import { renderPdf } from '../../pdf';

type InvoiceRow = typeof invoices.$inferSelect;
type BookingRow = typeof bookings.$inferSelect;
/** Issuing needs only the supplier's identity from the configuration (the demo seed has no full context). */
type IssuingContext = Pick<AppContext, 'config'>;

/** The platform as it was when the document was issued. The QST number only on supplies made in Québec. */
export interface Supplier {
  legalName: string;
  address: string;
  gstHstNumber: string;
  qstNumber?: string;
}

/** The customer, at the service address (where the supply is made, which sets its taxes). */
export interface BillTo {
  name: string;
  addressLines: string[];
  province: ProvinceCode;
  /**
   * The language the document is written in: the customer's when it was issued (Québec requires a
   * French invoice for a French-speaking customer). Its lines are stored in it and the PDF is drawn
   * in it, so a reissued PDF reads the same. Missing on documents issued before: English.
   */
  locale?: Locale;
}

export interface InvoiceLine {
  kind: 'service' | 'discount' | 'adjustment' | 'late_cancellation_fee' | 'refund';
  description: string;
  detail?: string;
  /** Negative for a discount or a reduction. */
  amountCents: number;
}

const NOT_FOUND = 'Invoice not found';
const SEQUENCE = 'invoice';
export const formatInvoiceNumber = (sequence: number) => `HRT-${String(sequence).padStart(6, '0')}`;

// ---- Issuing ------------------------------------------------------------------------------------

/**
 * The next number, or the document already issued for this cause. The sequence row is locked for
 * the rest of the caller's transaction before anything is decided: a concurrent issuer waits, then
 * sees the document this one issued (a retried job issues nothing) or takes the next number. A
 * rollback gives the number back, so the sequence has no gaps.
 */
async function issue(tx: Tx, sourceKey: string, build: () => Promise<Omit<typeof invoices.$inferInsert, 'sequence' | 'number' | 'sourceKey'> | null>): Promise<InvoiceRow | null> {
  await tx.insert(documentSequences).values({ name: SEQUENCE }).onConflictDoNothing();
  await tx.select({ name: documentSequences.name }).from(documentSequences).where(eq(documentSequences.name, SEQUENCE)).for('update');
  const [existing] = await tx.select().from(invoices).where(eq(invoices.sourceKey, sourceKey));
  if (existing) return existing;
  const values = await build();
  if (!values) return null;
  const [next] = await tx
    .update(documentSequences)
    .set({ lastValue: sql`${documentSequences.lastValue} + 1` })
    .where(eq(documentSequences.name, SEQUENCE))
    .returning({ value: documentSequences.lastValue });
  const sequence = Number(next!.value);
  const [row] = await tx
    .insert(invoices)
    .values({ ...values, sequence, number: formatInvoiceNumber(sequence), sourceKey })
    .returning();
  return row!;
}

/**
 * Splits `amount` in proportion to `weights` (each ≥ 0) into integer cents that add up to it
 * exactly: each part is rounded down, and the cents left over go to the largest remainders.
 */
export function splitInProportion(amount: number, weights: number[]): number[] {
  const whole = weights.reduce((sum, w) => sum + w, 0);
  if (whole <= 0) return weights.map((_, i) => (i === 0 ? amount : 0));
  const exact = weights.map((w) => (amount * w) / whole);
  const parts = exact.map(Math.floor);
  let left = amount - parts.reduce((sum, p) => sum + p, 0);
  const order = exact.map((e, i) => ({ i, remainder: e - Math.floor(e) })).sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

/** "Saturday, November 28, 2026 at 10:00 a.m." on the job's own clock. */
function jobWhen(b: BookingRow, locale: Locale): string {
  return formatterFor(locale).invoiceWhen(b.startsAt, zoneOf(b.province));
}

const oneLineAddress = (b: BookingRow) => `${b.address.street}, ${b.address.city} ${b.address.province} ${b.address.postcode}`;

function supplierFor(ctx: IssuingContext, province: string): Supplier {
  const s = ctx.config.supplier;
  return { legalName: s.legalName, address: s.address, gstHstNumber: s.gstHstNumber, ...(province === 'QC' ? { qstNumber: s.qstNumber } : {}) };
}

/** Who is billed, and in which language: the customer's account's, else the one they booked in. */
async function billToFor(tx: Tx, b: BookingRow): Promise<BillTo> {
  const [customer] = await tx.select({ firstName: users.firstName, lastName: users.lastName, locale: users.locale }).from(users).where(eq(users.id, b.customerId));
  const name = customer ? `${customer.firstName} ${customer.lastName}`.trim() : '';
  return {
    name: name || b.address.name,
    addressLines: [b.address.street, `${b.address.city} ${b.address.province} ${b.address.postcode}`],
    province: b.province as ProvinceCode,
    locale: recipientLocale(customer?.locale, b.locale),
  };
}

async function serviceNameOf(tx: Tx, serviceId: string, locale: Locale) {
  const [s] = await tx.select({ name: services.name, nameFr: services.nameFr }).from(services).where(eq(services.id, serviceId));
  return s ? localized(locale, s.name, s.nameFr) : messagesFor(locale).invoice.homeService;
}

/**
 * The tax invoice for what a booking's capture charged, in the transaction that records it. A
 * capture of less than the booking's total (a late-cancellation fee, a price an admin reduced before
 * the charge) is split back into price and each tax in the booking's own proportions. Returns the
 * invoice, the one already issued for this capture, or null when nothing was charged.
 */
export async function issueInvoiceForCharge(ctx: IssuingContext, tx: Tx, bookingId: string, opts: { issuedAt?: Date } = {}): Promise<InvoiceRow | null> {
  return issue(tx, `capture:${bookingId}`, async () => {
    const [b] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
    if (!b || b.paymentStatus !== 'captured' || b.capturedCents <= 0) return null;
    const billTo = await billToFor(tx, b);
    const locale = billTo.locale ?? 'en';
    const m = messagesFor(locale).invoice;
    const service = await serviceNameOf(tx, b.serviceId, locale);
    const net = b.subtotalCents - b.discountCents;
    const taxes: TaxLine[] = b.taxes;
    const full = b.capturedCents === net + taxes.reduce((sum, t) => sum + t.amount, 0);
    const [price = 0, ...taxParts] = full ? [net, ...taxes.map((t) => t.amount)] : splitInProportion(b.capturedCents, [net, ...taxes.map((t) => t.amount)]);
    const detail = `${jobWhen(b, locale)}, ${oneLineAddress(b)}`;
    const lines: InvoiceLine[] = [];
    if (b.status === 'cancelled') {
      lines.push({ kind: 'late_cancellation_fee', description: m.lateFeeLine(service), detail: m.lateFeeDetail(detail), amountCents: price });
    } else {
      const quantity = b.quantity > 1 ? ` × ${b.quantity}` : '';
      lines.push({ kind: 'service', description: `${service}${quantity}`, detail, amountCents: b.subtotalCents });
      if (b.discountCents > 0) lines.push({ kind: 'discount', description: messagesFor(locale).facts.discount(b.discountCode), amountCents: -b.discountCents });
      if (price !== net) lines.push({ kind: 'adjustment', description: m.adjustment, amountCents: price - net });
    }
    return {
      kind: 'invoice' as const,
      bookingId,
      customerId: b.customerId,
      ...(opts.issuedAt ? { issuedAt: opts.issuedAt } : {}),
      supplier: { ...supplierFor(ctx, b.province) },
      billTo: { ...billTo },
      lines: lines.map((l) => ({ ...l })),
      subtotalCents: price,
      taxes: taxes.map((t, i) => ({ name: t.name, rate: t.rate, amount: taxParts[i] ?? 0 })),
      totalCents: b.capturedCents,
    };
  });
}

/** Price and each tax of a document, in one list: [price, tax 1, tax 2, …]. */
const partsOf = (row: Pick<InvoiceRow, 'subtotalCents' | 'taxes'>) => [row.subtotalCents, ...row.taxes.map((t) => t.amount)];

/**
 * The credit note for a refund of captured money, once the gateway sent it, in the transaction that
 * marks the refund succeeded. The refund is split into price and taxes in proportion to what the
 * invoice has not yet credited, so credit notes that add up to the whole invoice give back each tax
 * to the cent. A charge from before invoices existed gets its invoice first.
 */
export async function issueCreditNoteForRefund(ctx: IssuingContext, tx: Tx, refundId: string, opts: { issuedAt?: Date } = {}): Promise<InvoiceRow | null> {
  const [refund] = await tx.select().from(bookingRefunds).where(eq(bookingRefunds.id, refundId));
  if (!refund || refund.status !== 'succeeded' || refund.amountCents <= 0) return null;
  const invoice = await issueInvoiceForCharge(ctx, tx, refund.bookingId, opts);
  if (!invoice) return null;
  return issue(tx, `refund:${refundId}`, async () => {
    const earlier = await tx.select().from(invoices).where(and(eq(invoices.invoiceId, invoice.id), eq(invoices.kind, 'credit_note')));
    const remaining = partsOf(invoice).map((part, i) => part - earlier.reduce((sum, note) => sum + (partsOf(note)[i] ?? 0), 0));
    const left = remaining.reduce((sum, p) => sum + p, 0);
    if (left <= 0) return null;
    const amount = Math.min(refund.amountCents, left);
    const [price = 0, ...taxParts] = amount === left ? remaining : splitInProportion(amount, remaining.map((p) => Math.max(0, p)));
    const original = (invoice.lines as unknown as InvoiceLine[])[0];
    // The credit note speaks the invoice's language.
    const m = messagesFor((invoice.billTo as unknown as BillTo).locale ?? 'en').invoice;
    return {
      kind: 'credit_note' as const,
      bookingId: invoice.bookingId,
      invoiceId: invoice.id,
      customerId: invoice.customerId,
      ...(opts.issuedAt ? { issuedAt: opts.issuedAt } : {}),
      supplier: invoice.supplier,
      billTo: invoice.billTo,
      lines: [{ kind: 'refund', description: m.refundLine(invoice.number, original?.description ?? m.homeService), ...(original?.detail ? { detail: original.detail } : {}), amountCents: price }],
      subtotalCents: price,
      taxes: invoice.taxes.map((t, i) => ({ name: t.name, rate: t.rate, amount: taxParts[i] ?? 0 })),
      totalCents: amount,
    };
  });
}

// ---- Reading ------------------------------------------------------------------------------------

const original = alias(invoices, 'original_invoice');
const summaryColumns = { invoice: invoices, invoiceNumber: original.number };

function toSummary(r: { invoice: InvoiceRow; invoiceNumber: string | null }): InvoiceSummary {
  const i = r.invoice;
  const lines = i.lines as unknown as InvoiceLine[];
  return {
    _id: i.id,
    kind: i.kind as InvoiceKind,
    number: i.number,
    bookingId: i.bookingId,
    invoiceNumber: r.invoiceNumber,
    lateCancellationFee: lines.some((l) => l.kind === 'late_cancellation_fee'),
    issuedAt: i.issuedAt.toISOString(),
    subtotalCents: i.subtotalCents,
    taxCents: i.taxes.reduce((sum, t) => sum + t.amount, 0),
    totalCents: i.totalCents,
  };
}

const selectSummaries = (ctx: AppContext, where: SQL | undefined) =>
  ctx.db.select(summaryColumns).from(invoices).leftJoin(original, eq(original.id, invoices.invoiceId)).where(where).orderBy(asc(invoices.sequence));

/** A booking's invoices and credit notes, oldest first: for its customer and admins (never its provider). */
export async function listBookingInvoices(ctx: AppContext, user: Pick<AuthUser, 'id' | 'role'>, bookingId: string): Promise<InvoiceSummary[]> {
  const [b] = await ctx.db.select({ customerId: bookings.customerId }).from(bookings).where(eq(bookings.id, bookingId));
  if (!b || (user.role !== 'admin' && b.customerId !== user.id)) throw new AppError(404, 'Booking not found');
  return (await selectSummaries(ctx, eq(invoices.bookingId, bookingId))).map(toSummary);
}

/** Everything issued to a customer, oldest first (their data export lists these and adds the PDFs). */
export async function listCustomerInvoices(ctx: AppContext, customerId: string): Promise<InvoiceSummary[]> {
  return (await selectSummaries(ctx, eq(invoices.customerId, customerId))).map(toSummary);
}

/** The PDF for the customer it was issued to or an admin; anyone else is told it does not exist. */
export async function invoicePdfFor(ctx: AppContext, user: Pick<AuthUser, 'id' | 'role'>, invoiceId: string): Promise<{ summary: InvoiceSummary; pdf: Buffer }> {
  const [row] = await ctx.db.select(summaryColumns).from(invoices).leftJoin(original, eq(original.id, invoices.invoiceId)).where(eq(invoices.id, invoiceId));
  if (!row || (user.role !== 'admin' && row.invoice.customerId !== user.id)) throw new AppError(404, NOT_FOUND);
  return { summary: toSummary(row), pdf: await drawDocument(row.invoice, row.invoiceNumber) };
}

/** The document as a PDF, whoever asks (callers check access): for email attachments and data exports. */
export async function renderInvoicePdf(ctx: Pick<AppContext, 'db'>, invoiceId: string): Promise<Buffer> {
  const [row] = await ctx.db.select(summaryColumns).from(invoices).leftJoin(original, eq(original.id, invoices.invoiceId)).where(eq(invoices.id, invoiceId));
  if (!row) throw new AppError(404, NOT_FOUND);
  return drawDocument(row.invoice, row.invoiceNumber);
}

function drawDocument(row: InvoiceRow, invoiceNumber: string | null): Promise<Buffer> {
  const locale = (row.billTo as unknown as BillTo).locale ?? 'en';
  const m = messagesFor(locale).invoice;
  const document: InvoiceDocument = {
    locale,
    kind: row.kind as InvoiceKind,
    number: row.number,
    invoiceNumber,
    issuedAt: row.issuedAt,
    supplier: row.supplier as unknown as Supplier,
    billTo: row.billTo as unknown as BillTo,
    lines: row.lines as unknown as InvoiceLine[],
    subtotalCents: row.subtotalCents,
    taxes: row.taxes,
    totalCents: row.totalCents,
  };
  const title = `${row.kind === 'invoice' ? m.taxInvoice : m.creditNote} ${row.number}`;
  return renderPdf({ title, subject: `Hearth ${title}`, locale }, (doc) => drawInvoice(doc, document));
}

// ---- The admin console's list ---------------------------------------------------------------------

/** Day bounds are Toronto's, the console's own clock. */
const ADMIN_TIME_ZONE = PROVINCE_TIME_ZONES.ON;

export async function adminListInvoices(ctx: AppContext, q: AdminInvoiceQuery): Promise<AdminInvoicePage> {
  const where = and(
    q.number ? ilike(invoices.number, `%${q.number.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
    q.bookingId ? eq(invoices.bookingId, q.bookingId) : undefined,
    q.from ? gte(invoices.issuedAt, sql`(${q.from}::date)::timestamp at time zone ${ADMIN_TIME_ZONE}`) : undefined,
    q.to ? lt(invoices.issuedAt, sql`(${q.to}::date + 1)::timestamp at time zone ${ADMIN_TIME_ZONE}`) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ ...summaryColumns, serviceName: services.name })
      .from(invoices)
      .leftJoin(original, eq(original.id, invoices.invoiceId))
      .innerJoin(bookings, eq(bookings.id, invoices.bookingId))
      .innerJoin(services, eq(services.id, bookings.serviceId))
      .where(where)
      .orderBy(desc(invoices.sequence))
      .limit(q.size)
      .offset((q.pageNo - 1) * q.size),
    ctx.db.select({ n: count() }).from(invoices).where(where),
  ]);
  const items: AdminInvoiceSummary[] = rows.map((r) => ({ ...toSummary(r), customerName: (r.invoice.billTo as unknown as BillTo).name, serviceName: r.serviceName }));
  const n = total?.n ?? 0;
  return { items, total: n, pageNo: q.pageNo, size: q.size, pages: Math.max(1, Math.ceil(n / q.size)) };
}
