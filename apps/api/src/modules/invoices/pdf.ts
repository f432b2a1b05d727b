// The one-page layout of a tax invoice or a credit note: what a Canadian purchaser needs to claim
// input tax credits (the supplier's legal name, address and registration numbers, the number and
// date, who was billed, what was supplied, the terms, the price, each tax with its rate, the total;
// decision 021 names the rules).
import type { TaxLine } from '@hearth/shared/booking';
import type { InvoiceKind } from '@hearth/shared/invoices';
import { formatterFor, zoneOf } from '@hearth/shared/format';
import { messagesFor, type Locale } from '../../i18n';
import { COLORS, CONTENT_WIDTH, PAGE, pdfText, table, type Pdf } from '../../pdf';
import type { BillTo, InvoiceLine, Supplier } from './service';

export interface InvoiceDocument {
  /** The language it is written in (its lines already are). */
  locale: Locale;
  kind: InvoiceKind;
  number: string;
  /** A credit note's invoice. */
  invoiceNumber: string | null;
  issuedAt: Date;
  supplier: Supplier;
  billTo: BillTo;
  lines: InvoiceLine[];
  subtotalCents: number;
  taxes: TaxLine[];
  totalCents: number;
}

const LEFT = PAGE.margin;
const RIGHT_BLOCK = { x: PAGE.margin + CONTENT_WIDTH - 220, width: 220 };

export function drawInvoice(doc: Pdf, d: InvoiceDocument) {
  const credit = d.kind === 'credit_note';
  const timeZone = zoneOf(d.billTo.province);
  const m = messagesFor(d.locale).invoice;
  const f = formatterFor(d.locale);
  const cad = f.signedMoney;
  const taxName = (name: string) => m.taxNames[name] ?? name;
  const lateFee = d.lines.some((l) => l.kind === 'late_cancellation_fee');

  // The supplier, top left.
  const top = PAGE.margin;
  doc.font('Helvetica-Bold').fontSize(14).text(pdfText(d.supplier.legalName), LEFT, top, { width: CONTENT_WIDTH - RIGHT_BLOCK.width - 20 });
  doc.font('Helvetica').fontSize(9).fillColor(COLORS.muted);
  for (const part of d.supplier.address.split(',').map((p) => p.trim()).filter(Boolean)) doc.text(pdfText(part), { width: CONTENT_WIDTH - RIGHT_BLOCK.width - 20 });
  doc.moveDown(0.4).fillColor(COLORS.ink);
  doc.text(pdfText(m.gstHstNumber(d.supplier.gstHstNumber)));
  if (d.supplier.qstNumber) doc.text(pdfText(m.qstNumber(d.supplier.qstNumber)));
  const leftBottom = doc.y;

  // The document's identity, top right.
  doc.font('Helvetica-Bold').fontSize(18).text(pdfText(credit ? m.heading.credit : m.heading.invoice), RIGHT_BLOCK.x, top, { width: RIGHT_BLOCK.width, align: 'right' });
  doc.moveDown(0.3);
  const facts: [string, string][] = [
    [credit ? m.creditNoteNo : m.invoiceNo, d.number],
    [m.date, f.longDate(d.issuedAt, timeZone)],
    ...(credit && d.invoiceNumber ? ([[m.creditsInvoice, d.invoiceNumber]] as [string, string][]) : []),
    // Terms of payment: asked of invoices of $500 or more for input tax credits.
    [m.terms, credit ? m.refundedToCard : m.paidByCard],
    [m.currency, m.cad],
  ];
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font('Helvetica').fontSize(9).fillColor(COLORS.muted).text(pdfText(label), RIGHT_BLOCK.x, y, { width: 90 });
    doc.font('Helvetica-Bold').fillColor(COLORS.ink).text(pdfText(value), RIGHT_BLOCK.x + 90, y, { width: RIGHT_BLOCK.width - 90, align: 'right' });
  }

  // Bill to.
  doc.y = Math.max(leftBottom, doc.y) + 24;
  doc.x = LEFT;
  doc.font('Helvetica-Bold').fontSize(9).fillColor(COLORS.muted).text(pdfText(credit ? m.creditedTo : m.billTo), LEFT);
  doc.font('Helvetica-Bold').fontSize(11).fillColor(COLORS.ink).text(pdfText(d.billTo.name));
  doc.font('Helvetica').fontSize(10);
  for (const line of d.billTo.addressLines) doc.text(pdfText(line));
  doc.moveDown(1.5);

  // What was supplied (or refunded), then the price, each tax and the total.
  const amountWidth = 110;
  const rows = d.lines.map((l) => [l.detail ? `${l.description}\n${l.detail}` : l.description, cad(l.amountCents)]);
  table(doc, [{ header: m.description, width: CONTENT_WIDTH - amountWidth }, { header: credit ? m.credited : m.amount, width: amountWidth, align: 'right' }], rows, { fontSize: 10 });

  doc.moveDown(0.8);
  const totals: [string, string, boolean][] = [
    [credit ? m.priceCredited : m.subtotal, cad(d.subtotalCents), false],
    ...d.taxes.map((t): [string, string, boolean] => [m.tax(taxName(t.name), f.taxRate(t.rate), credit), cad(t.amount), false]),
    [credit ? m.totalCredited : m.total, cad(d.totalCents), true],
  ];
  const labelX = PAGE.margin + CONTENT_WIDTH - 300;
  for (const [label, value, strong] of totals) {
    const y = doc.y;
    if (strong) doc.moveTo(labelX, y).lineTo(PAGE.margin + CONTENT_WIDTH, y).lineWidth(1).strokeColor(COLORS.ink).stroke();
    doc.font(strong ? 'Helvetica-Bold' : 'Helvetica').fontSize(strong ? 12 : 10).fillColor(COLORS.ink);
    doc.text(pdfText(label), labelX, y + (strong ? 6 : 2), { width: 180 });
    doc.text(pdfText(value), labelX + 180, y + (strong ? 6 : 2), { width: 120, align: 'right' });
  }

  // Why the document says what it says.
  doc.moveDown(2);
  doc.x = LEFT;
  doc.font('Helvetica').fontSize(9).fillColor(COLORS.muted);
  const notes: string[] = [];
  if (lateFee) notes.push(m.lateFeeNote);
  if (credit) {
    notes.push(m.creditNote1(d.invoiceNumber ?? ''));
    notes.push(m.creditNote2);
  }
  notes.push(m.supplierNote(d.supplier.legalName));
  for (const note of notes) doc.text(pdfText(note), LEFT, doc.y, { width: CONTENT_WIDTH }).moveDown(0.4);
}
