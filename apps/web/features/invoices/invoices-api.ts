'use client';
// Tax invoices and credit notes of a booking, and the provider's monthly statement: the list comes
// through the query cache; the PDFs and CSVs need the Bearer token, so they are fetched and saved
// through a Blob rather than linked to.
import { invoicePdfFileName, statementFileName, type InvoiceSummary } from '@hearth/shared/invoices';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, apiRequestBlob } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { saveBlob } from '@/lib/save-blob';
import { useAccessToken } from '@/lib/use-access-token';

export const invoiceKeys = { booking: (bookingId: string) => ['invoices', bookingId] as const };

/**
 * A booking's documents, oldest first. `revision` is whatever the page knows changes when one is
 * issued (what was charged and refunded), so the list follows the booking without polling.
 */
export function useBookingInvoices(bookingId: string, revision: string) {
  const token = useAccessToken();
  return useQuery({
    queryKey: [...invoiceKeys.booking(bookingId), revision],
    queryFn: async ({ signal }) => (await apiRequest<InvoiceSummary[]>(apiPaths.booking.invoices(bookingId), { token, signal })).data,
    enabled: Boolean(token),
  });
}

export async function downloadInvoicePdf(token: string | null, invoice: Pick<InvoiceSummary, '_id' | 'kind' | 'number'>) {
  const blob = await apiRequestBlob(apiPaths.invoicePdf(invoice._id), { token });
  saveBlob(blob, invoicePdfFileName(invoice));
}

export async function downloadStatement(token: string | null, month: string, format: 'pdf' | 'csv') {
  const blob = await apiRequestBlob(apiPaths.provider.statement(month, format), { token });
  saveBlob(blob, statementFileName(month, format));
}
