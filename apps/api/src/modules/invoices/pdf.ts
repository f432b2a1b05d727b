// The one-page layout of a tax invoice or a credit note: what a Canadian purchaser needs to claim
// input tax credits (the supplier's legal name, address and registration numbers, the number and
// date, who was billed, what was supplied, the terms, the price, each tax with its rate, the total;
// decision 021 names the rules).
import type { TaxLine } from '@hearth/shared/booking';
import { PROVINCE_TIME_ZONES } from '@hearth/shared/booking';
import type { InvoiceKind } from '@hearth/shared/invoices';
import { cad, COLORS, CONTENT_WIDTH, longDate, PAGE, pdfText, ratePercent, table, type Pdf } from '../../pdf';
import type { BillTo, InvoiceLine, Supplier } from './service';

export interface InvoiceDocument {
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
  const timeZone = PROVINCE_TIME_ZONES[d.billTo.province] ?? PROVINCE_TIME_ZONES.ON;
  const lateFee = d.lines.some((l) => l.kind === 'late_cancellation_fee');

  // The supplier, top left.
  const top = PAGE.margin;
  doc.font('Helvetica-Bold').fontSize(14).text(pdfText(d.supplier.legalName), LEFT, top, { width: CONTENT_WIDTH - RIGHT_BLOCK.width - 20 });
  doc.font('Helvetica').fontSize(9).fillColor(COLORS.muted);
  for (const part of d.supplier.address.split(',').map((p) => p.trim()).filter(Boolean)) doc.text(pdfText(part), { width: CONTENT_WIDTH - RIGHT_BLOCK.width - 20 });
  doc.moveDown(0.4).fillColor(COLORS.ink);
  doc.text(`GST/HST registration no. ${d.supplier.gstHstNumber}`);
  if (d.supplier.qstNumber) doc.text(`QST registration no. ${d.supplier.qstNumber}`);
  const leftBottom = doc.y;

  // The document's identity, top right.
  doc.font('Helvetica-Bold').fontSize(18).text(credit ? 'CREDIT NOTE' : 'TAX INVOICE', RIGHT_BLOCK.x, top, { width: RIGHT_BLOCK.width, align: 'right' });
  doc.moveDown(0.3);
  const facts: [string, string][] = [
    [credit ? 'Credit note no.' : 'Invoice no.', d.number],
    ['Date', longDate(d.issuedAt, timeZone)],
    ...(credit && d.invoiceNumber ? ([['Credits invoice', d.invoiceNumber]] as [string, string][]) : []),
    // Terms of payment: asked of invoices of $500 or more for input tax credits.
    ['Terms', credit ? 'Refunded to the card that paid' : 'Paid in full by card'],
    ['Currency', 'Canadian dollars (CAD)'],
  ];
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font('Helvetica').fontSize(9).fillColor(COLORS.muted).text(label, RIGHT_BLOCK.x, y, { width: 90 });
    doc.font('Helvetica-Bold').fillColor(COLORS.ink).text(pdfText(value), RIGHT_BLOCK.x + 90, y, { width: RIGHT_BLOCK.width - 90, align: 'right' });
  }

  // Bill to.
  doc.y = Math.max(leftBottom, doc.y) + 24;
  doc.x = LEFT;
  doc.font('Helvetica-Bold').fontSize(9).fillColor(COLORS.muted).text(credit ? 'CREDITED TO' : 'BILL TO', LEFT);
  doc.font('Helvetica-Bold').fontSize(11).fillColor(COLORS.ink).text(pdfText(d.billTo.name));
  doc.font('Helvetica').fontSize(10);
  for (const line of d.billTo.addressLines) doc.text(pdfText(line));
  doc.moveDown(1.5);

  // What was supplied (or refunded), then the price, each tax and the total.
  const amountWidth = 110;
  const rows = d.lines.map((l) => [l.detail ? `${l.description}\n${l.detail}` : l.description, cad(l.amountCents)]);
  table(doc, [{ header: 'Description', width: CONTENT_WIDTH - amountWidth }, { header: credit ? 'Credited (CAD)' : 'Amount (CAD)', width: amountWidth, align: 'right' }], rows, { fontSize: 10 });

  doc.moveDown(0.8);
  const totals: [string, string, boolean][] = [
    [credit ? 'Price credited' : 'Subtotal before tax', cad(d.subtotalCents), false],
    ...d.taxes.map((t): [string, string, boolean] => [`${t.name} ${ratePercent(t.rate)}${credit ? ' credited' : ''}`, cad(t.amount), false]),
    [credit ? 'Total credited (CAD)' : 'Total (CAD)', cad(d.totalCents), true],
  ];
  const labelX = PAGE.margin + CONTENT_WIDTH - 300;
  for (const [label, value, strong] of totals) {
    const y = doc.y;
    if (strong) doc.moveTo(labelX, y).lineTo(PAGE.margin + CONTENT_WIDTH, y).lineWidth(1).strokeColor(COLORS.ink).stroke();
    doc.font(strong ? 'Helvetica-Bold' : 'Helvetica').fontSize(strong ? 12 : 10).fillColor(COLORS.ink);
    doc.text(label, labelX, y + (strong ? 6 : 2), { width: 180 });
    doc.text(value, labelX + 180, y + (strong ? 6 : 2), { width: 120, align: 'right' });
  }

  // Why the document says what it says.
  doc.moveDown(2);
  doc.x = LEFT;
  doc.font('Helvetica').fontSize(9).fillColor(COLORS.muted);
  const notes: string[] = [];
  if (lateFee) notes.push('This invoice is for the late-cancellation fee of a booking cancelled within 24 hours of its start, after a professional had accepted it. The fee is the part of the booking’s price the cancellation policy keeps, with its taxes.');
  if (credit) {
    notes.push(`This credit note records a refund on invoice ${d.invoiceNumber ?? ''}. The amount refunded is split between the price and each tax in the same proportion as the invoice.`);
    notes.push('The refund goes back to the card that paid; it can take 5 to 10 business days to appear on the statement.');
  }
  notes.push(`${pdfText(d.supplier.legalName)} operates the Hearth marketplace and is the supplier of this service for sales tax purposes; the professional who did the work is paid by Hearth.`);
  for (const note of notes) doc.text(pdfText(note), LEFT, doc.y, { width: CONTENT_WIDTH }).moveDown(0.4);
}
