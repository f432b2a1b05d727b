'use client';
// A booking's tax invoices and credit notes, each downloadable as a PDF, on the customer's booking
// page and the admin console's. Shown once the booking was charged: before that there is nothing
// to invoice.
import type { InvoiceSummary } from '@hearth/shared/invoices/contract';
import clsx from 'clsx';
import { Download } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { errorMessage } from '@/lib/api';
import { useFormat } from '@/lib/format';
import { useBookingInvoices, useInvoicePdfDownload } from './invoices-api';

/** "Tax invoice", "Tax invoice for a late-cancellation fee", "Credit note on HRT-000123", in the page's language. */
export function useInvoiceTitle(): (invoice: InvoiceSummary) => string {
  const t = useTranslations('account.invoices');
  return (invoice) => {
    if (invoice.kind === 'credit_note') return invoice.invoiceNumber ? t('creditNoteOn', { number: invoice.invoiceNumber }) : t('creditNote');
    return invoice.lateCancellationFee ? t('lateFee') : t('invoice');
  };
}

export function InvoiceDownloads({ bookingId, charged, revision, className }: { bookingId: string; charged: boolean; revision: string; className?: string }) {
  const t = useTranslations('account.invoices');
  const headingId = useId();
  if (!charged) return null;
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="mb-3 text-base font-semibold text-ink">
        {t('title')}
      </h2>
      <InvoiceList bookingId={bookingId} revision={revision} />
    </section>
  );
}

function InvoiceList({ bookingId, revision }: { bookingId: string; revision: string }) {
  const t = useTranslations('account.invoices');
  const format = useFormat();
  const invoiceTitle = useInvoiceTitle();
  const pdf = useInvoicePdfDownload();
  const invoices = useBookingInvoices(bookingId, revision);
  const [downloading, setDownloading] = useState<string | null>(null);

  async function download(invoice: InvoiceSummary) {
    setDownloading(invoice._id);
    try {
      await pdf.download(invoice);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setDownloading(null);
    }
  }

  if (invoices.isError) {
    return <LoadError title={t('loadError')} message={errorMessage(invoices.error)} onRetry={() => void invoices.refetch()} retrying={invoices.isFetching} />;
  }
  if (!invoices.data) {
    return (
      <p role="status" className="text-sm text-muted">
        {t('loading')}
      </p>
    );
  }
  if (invoices.data.length === 0) {
    return <p className="text-sm text-muted">{t('preparing')}</p>;
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
                  {t.rich(credit ? 'amountsCredited' : 'amounts', {
                    date: format.date(invoice.issuedAt, 'long'),
                    total: format.money(invoice.totalCents),
                    tax: format.money(invoice.taxCents),
                    amount: (chunks) => <span className={clsx('tabular-nums', credit && 'text-emerald-800')}>{chunks}</span>,
                  })}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                className="self-start sm:self-auto"
                loading={downloading === invoice._id}
                disabled={!pdf.ready}
                aria-label={t('downloadNamed', { title, number: invoice.number })}
                onClick={() => void download(invoice)}
              >
                {downloading !== invoice._id && <Download aria-hidden="true" className="size-4" />}
                {t('download')}
              </Button>
            </li>
          );
        })}
      </ul>
      <p className="mt-3 text-xs text-muted">{t('note')}</p>
    </>
  );
}
