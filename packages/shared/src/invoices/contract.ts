// Tax invoices and credit notes over HTTP: a booking's list and each PDF for the customer it was
// issued to and admins (never the provider), and the admin console's search.
import { z } from 'zod';
import { defineEndpoint } from '../contract';
import type { InvoiceKind } from '../invoices';
import { idParams, pagedSchema } from '../wire';

/** One issued document, as listed on a booking (the PDF holds everything else). */
export const invoiceSummarySchema = z.object({
  _id: z.string(),
  kind: z.enum(['invoice', 'credit_note'] as const satisfies readonly InvoiceKind[]),
  /** HRT-000123: one sequence for invoices and credit notes. */
  number: z.string(),
  bookingId: z.string(),
  /** The invoice a credit note gives money back on. */
  invoiceNumber: z.string().nullable(),
  /** An invoice for a late-cancellation fee rather than for the job. */
  lateCancellationFee: z.boolean(),
  issuedAt: z.string(),
  /** Before tax (after any discount). */
  subtotalCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/** For the admin console's list: who it was issued to and for which service. */
export const adminInvoiceSummarySchema = invoiceSummarySchema.extend({ customerName: z.string(), serviceName: z.string() });
export type AdminInvoiceSummary = z.infer<typeof adminInvoiceSummarySchema>;

export const adminInvoicePageSchema = pagedSchema(adminInvoiceSummarySchema);
export type AdminInvoicePage = z.infer<typeof adminInvoicePageSchema>;

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

const customerOrAdmin = ['customer', 'admin'] as const;

export const invoiceEndpoints = {
  /** A booking's documents, oldest first. */
  forBooking: defineEndpoint({
    method: 'GET',
    path: '/api/booking/:id/invoices',
    access: customerOrAdmin,
    params: idParams('id', 'Booking not found'),
    response: z.array(invoiceSummarySchema),
  }),
  /** The PDF itself (application/pdf, never cached), not an envelope: fetch it as a Blob. */
  pdf: defineEndpoint({ method: 'GET', path: '/api/invoices/:id/pdf', access: customerOrAdmin, params: idParams('id', 'Invoice not found'), response: z.void() }),
  adminList: defineEndpoint({ method: 'GET', path: '/api/admin/invoices', access: ['admin'], query: adminInvoiceQuerySchema, response: adminInvoicePageSchema }),
};
