'use client';
// Tax invoices and credit notes of a booking, and the provider's monthly statement: the list comes
// through the query cache; the PDFs and CSVs need the Bearer token, so they are fetched and saved
// through a Blob rather than linked to. The token is bound here, so components never hold it.
import { endpointUrl } from '@hearth/shared/contract';
import { invoicePdfFileName, statementFileName } from '@hearth/shared/invoices';
import { invoiceEndpoints, type InvoiceSummary } from '@hearth/shared/invoices/contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequestBlob } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { saveBlob } from '@/lib/save-blob';
import { useAccessToken } from '@/lib/use-access-token';
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
  const token = useAccessToken();
  const download = useCallback(
    async (invoice: Pick<InvoiceSummary, '_id' | 'kind' | 'number'>) => {
      const blob = await apiRequestBlob(endpointUrl(invoiceEndpoints.pdf, { params: { id: invoice._id } }), { token });
      saveBlob(blob, invoicePdfFileName(invoice));
    },
    [token],
  );
  return { download, ready: token !== null };
}

/** Saves the provider's statement for a month (YYYY-MM); `ready` is false until the session's token is there. */
export function useStatementDownload() {
  const token = useAccessToken();
  const download = useCallback(
    async (month: string, format: 'pdf' | 'csv') => {
      const blob = await apiRequestBlob(apiPaths.provider.statement(month, format), { token });
      saveBlob(blob, statementFileName(month, format));
    },
    [token],
  );
  return { download, ready: token !== null };
}
