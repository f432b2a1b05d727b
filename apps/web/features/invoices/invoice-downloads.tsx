'use client';
// A booking's tax invoices and credit notes, each downloadable as a PDF, on the customer's booking
// page and the admin console's. Shown once the booking was charged: before that there is nothing
// to invoice.
import { INVOICE_KIND_LABELS, type InvoiceSummary } from '@hearth/shared/invoices';
import clsx from 'clsx';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { formatCad } from '@/features/catalog/format';
import { errorMessage } from '@/lib/api';
import { useAccessToken } from '@/lib/use-access-token';
import { downloadInvoicePdf, useBookingInvoices } from './invoices-api';

const issuedOn = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: 'long', day: 'numeric' });

/** "Tax invoice", "Tax invoice for a late-cancellation fee", "Credit note on HRT-000123". */
export function invoiceTitle(invoice: InvoiceSummary): string {
  if (invoice.kind === 'credit_note') return invoice.invoiceNumber ? `Credit note on ${invoice.invoiceNumber}` : INVOICE_KIND_LABELS.credit_note;
  return invoice.lateCancellationFee ? 'Tax invoice for a late-cancellation fee' : INVOICE_KIND_LABELS.invoice;
}

export function InvoiceDownloads({ bookingId, charged, revision, className }: { bookingId: string; charged: boolean; revision: string; className?: string }) {
  const headingId = useId();
  if (!charged) return null;
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="mb-3 text-base font-semibold text-ink">
        Invoices
      </h2>
      <InvoiceList bookingId={bookingId} revision={revision} />
    </section>
  );
}

function InvoiceList({ bookingId, revision }: { bookingId: string; revision: string }) {
  const token = useAccessToken();
  const invoices = useBookingInvoices(bookingId, revision);
  const [downloading, setDownloading] = useState<string | null>(null);

  async function download(invoice: InvoiceSummary) {
    setDownloading(invoice._id);
    try {
      await downloadInvoicePdf(token, invoice);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setDownloading(null);
    }
  }

  if (invoices.isError) {
    return <LoadError title="We could not load the invoices" message={errorMessage(invoices.error)} onRetry={() => void invoices.refetch()} retrying={invoices.isFetching} />;
  }
  if (!invoices.data) {
    return (
      <p role="status" className="text-sm text-muted">
        Loading invoices…
      </p>
    );
  }
  if (invoices.data.length === 0) {
    return <p className="text-sm text-muted">The tax invoice is being prepared. It appears here within a minute of the charge.</p>;
  }
  return (
    <>
      <ul className="divide-y divide-slate-100">
        {invoices.data.map((invoice) => {
          const title = invoiceTitle(invoice);
          const credit = invoice.kind === 'credit_note';
          return (
            <li key={invoice._id} className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="text-sm font-medium text-ink">
                  {title} <span className="whitespace-nowrap">{invoice.number}</span>
                </p>
                <p className="text-xs text-muted">
                  {issuedOn.format(new Date(invoice.issuedAt))} · {credit ? 'credited ' : ''}
                  <span className={clsx('tabular-nums', credit && 'text-emerald-800')}>{formatCad(invoice.totalCents)}</span>, of which {formatCad(invoice.taxCents)} tax
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                className="self-start sm:self-auto"
                loading={downloading === invoice._id}
                disabled={!token}
                aria-label={`Download PDF: ${title} ${invoice.number}`}
                onClick={() => void download(invoice)}
              >
                {downloading !== invoice._id && <Download aria-hidden="true" className="size-4" />}
                Download PDF
              </Button>
            </li>
          );
        })}
      </ul>
      <p className="mt-3 text-xs text-muted">Amounts in Canadian dollars, taxes included.</p>
    </>
  );
}
