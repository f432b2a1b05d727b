// Tax invoices and credit notes, and the provider's monthly earnings statement: the few rules both
// sides apply (file names, the statement month). The wire shapes are in invoices/contract.
import { z } from 'zod';

export type InvoiceKind = 'invoice' | 'credit_note';

export const INVOICE_KIND_LABELS: Record<InvoiceKind, string> = { invoice: 'Tax invoice', credit_note: 'Credit note' };

/** "Hearth-invoice-HRT-000123.pdf", "Hearth-credit-note-HRT-000124.pdf": the same name in the browser and in emails. */
export function invoicePdfFileName(invoice: { kind: InvoiceKind; number: string }): string {
  return `Hearth-${invoice.kind === 'invoice' ? 'invoice' : 'credit-note'}-${invoice.number}.pdf`;
}

// ---- The provider's monthly earnings statement --------------------------------------------------

export const STATEMENT_MONTH_MESSAGE = 'Choose a month like 2026-11';

/** 'YYYY-MM', a real month; the statement covers it on the provider's own clock. */
export const statementMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, STATEMENT_MONTH_MESSAGE);

export function statementFileName(month: string, format: 'pdf' | 'csv'): string {
  return `hearth-statement-${month}.${format}`;
}
