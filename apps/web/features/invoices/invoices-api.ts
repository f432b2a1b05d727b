'use client';
// Tax invoices and credit notes of a booking, and the provider's monthly statement: the list comes
// through the query cache; the PDFs and CSVs need the Bearer token, so they are fetched and saved
// through a Blob rather than linked to. useCall binds the token, so components never hold it.
import { bookingEndpoints } from '@hearth/shared/bookings/contract';
import { invoicePdfFileName, statementFileName } from '@hearth/shared/invoices';
import { invoiceEndpoints, type InvoiceSummary } from '@hearth/shared/invoices/contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { saveBlob } from '@/lib/save-blob';
import { useCall } from '@/lib/use-call';

export const invoiceKeys = { booking: (bookingId: string) => ['invoices', bookingId] as const };

/**
 * A booking's documents, oldest first. `revision` is whatever the page knows changes when one is
 * issued (what was charged and refunded), so the list follows the booking without polling.
 */
export function useBookingInvoices(bookingId: string, revision: string) {
  const { call, signedIn } = useCall();
  return useQuery({
    queryKey: [...invoiceKeys.booking(bookingId), revision],
    queryFn: async ({ signal }) => (await call(invoiceEndpoints.forBooking, { params: { id: bookingId } }, { signal })).data,
    enabled: signedIn,
  });
}

/** Saves an invoice's PDF; `ready` is false until the session's token is there. */
export function useInvoicePdfDownload() {
  const { download, signedIn } = useCall();
  const save = useCallback(
    async (invoice: Pick<InvoiceSummary, '_id' | 'kind' | 'number'>) => {
      const blob = await download(invoiceEndpoints.pdf, { params: { id: invoice._id } });
      saveBlob(blob, invoicePdfFileName(invoice));
    },
    [download],
  );
  return { download: save, ready: signedIn };
}

/** Saves the provider's statement for a month (YYYY-MM); `ready` is false until the session's token is there. */
export function useStatementDownload() {
  const { download, signedIn } = useCall();
  const save = useCallback(
    async (month: string, format: 'pdf' | 'csv') => {
      const blob = await download(format === 'pdf' ? bookingEndpoints.statementPdf : bookingEndpoints.statementCsv, { params: { month } });
      saveBlob(blob, statementFileName(month, format));
    },
    [download],
  );
  return { download: save, ready: signedIn };
}
