// Tax invoices and credit notes as the API sends them, and the provider's monthly earnings
// statement: the wire shapes and the few rules both sides apply (file names, the statement month).
import { z } from 'zod';

export type InvoiceKind = 'invoice' | 'credit_note';

export const INVOICE_KIND_LABELS: Record<InvoiceKind, string> = { invoice: 'Tax invoice', credit_note: 'Credit note' };

/** One issued document, as listed on a booking (the PDF holds everything else). */
export interface InvoiceSummary {
  _id: string;
  kind: InvoiceKind;
  /** HRT-000123: one sequence for invoices and credit notes. */
  number: string;
  bookingId: string;
  /** The invoice a credit note gives money back on. */
  invoiceNumber: string | null;
  /** An invoice for a late-cancellation fee rather than for the job. */
  lateCancellationFee: boolean;
  issuedAt: string;
  /** Before tax (after any discount). */
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
}

/** For the admin console's list: who it was issued to and for which service. */
export interface AdminInvoiceSummary extends InvoiceSummary {
  customerName: string;
  serviceName: string;
}

export interface AdminInvoicePage {
  items: AdminInvoiceSummary[];
  total: number;
  pageNo: number;
  size: number;
  pages: number;
}

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-28');
const optionalText = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().max(100).optional());

/** The admin console's invoice search: by number (or part of it), booking, and issue dates (Toronto days). */
export const adminInvoiceQuerySchema = z
  .object({
    pageNo: z.coerce.number().int().min(1).default(1),
    size: z.coerce.number().int().min(1).max(100).default(20),
    number: optionalText,
    bookingId: z.preprocess((v) => (v === '' ? undefined : v), z.uuid('Enter a booking id').optional()),
    from: z.preprocess((v) => (v === '' ? undefined : v), isoDay.optional()),
    to: z.preprocess((v) => (v === '' ? undefined : v), isoDay.optional()),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'The end date must be on or after the start date', path: ['to'] });
export type AdminInvoiceQuery = z.infer<typeof adminInvoiceQuerySchema>;

/** "Hearth-invoice-HRT-000123.pdf", "Hearth-credit-note-HRT-000124.pdf": the same name in the browser and in emails. */
export function invoicePdfFileName(invoice: Pick<InvoiceSummary, 'kind' | 'number'>): string {
  return `Hearth-${invoice.kind === 'invoice' ? 'invoice' : 'credit-note'}-${invoice.number}.pdf`;
}

// ---- The provider's monthly earnings statement --------------------------------------------------

export const STATEMENT_MONTH_MESSAGE = 'Choose a month like 2026-11';

/** 'YYYY-MM', a real month; the statement covers it on the provider's own clock. */
export const statementMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, STATEMENT_MONTH_MESSAGE);

export function statementFileName(month: string, format: 'pdf' | 'csv'): string {
  return `hearth-statement-${month}.${format}`;
}
