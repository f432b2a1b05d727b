'use client';
// The provider's monthly earnings statement, for their records: the payouts sent in a chosen month
// with each job's gross, Hearth's commission and the net, as a PDF or a CSV.
import { localDateTime } from '@hearth/shared/booking';
import { formatterFor, type Formatter } from '@hearth/shared/format';
import { FileSpreadsheet, FileText } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { errorMessage } from '@/lib/api';
import { useFormat } from '@/lib/format';
import { useStatementDownload } from './invoices-api';

/** How far back the list of months goes. */
const MONTHS_BACK = 24;
/** The months are Toronto's (Ontario's clock), as on the server's render and the browser's alike (the statement itself uses the provider's own time zone). */
const MONTHS_PROVINCE = 'ON';

/** This month and the ones before it, newest first: { value: '2026-11', label: 'November 2026' } ('novembre 2026' in French). */
export function recentMonths(now: Date, count = MONTHS_BACK, format: Formatter = formatterFor('en')): { value: string; label: string }[] {
  const [year, month] = localDateTime(now, MONTHS_PROVINCE).date.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const first = new Date(Date.UTC(year, month - 1 - i, 1));
    return { value: `${first.getUTCFullYear()}-${String(first.getUTCMonth() + 1).padStart(2, '0')}`, label: format.month(first, 'UTC') };
  });
}

export function MonthlyStatement({ className }: { className?: string }) {
  const t = useTranslations('account.statement');
  const format = useFormat();
  const headingId = useId();
  const statement = useStatementDownload();
  const [months] = useState(() => recentMonths(new Date(), MONTHS_BACK, format));
  const [month, setMonth] = useState(months[0]!.value);
  const [downloading, setDownloading] = useState<'pdf' | 'csv' | null>(null);
  const monthLabel = months.find((m) => m.value === month)?.label ?? month;

  async function download(format: 'pdf' | 'csv') {
    setDownloading(format);
    try {
      await statement.download(month, format);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setDownloading(null);
    }
  }

  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="text-base font-semibold text-ink">
        {t('title')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-muted">{t('description')}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SelectField label={t('month')} name="statementMonth" options={months} value={month} onChange={(event) => setMonth(event.target.value)} className="sm:w-56" />
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => void download('pdf')} loading={downloading === 'pdf'} disabled={!statement.ready} aria-label={t('pdfNamed', { month: monthLabel })}>
            {downloading !== 'pdf' && <FileText aria-hidden="true" className="size-4" />}
            {t('pdf')}
          </Button>
          <Button variant="secondary" onClick={() => void download('csv')} loading={downloading === 'csv'} disabled={!statement.ready} aria-label={t('csvNamed', { month: monthLabel })}>
            {downloading !== 'csv' && <FileSpreadsheet aria-hidden="true" className="size-4" />}
            {t('csv')}
          </Button>
        </div>
      </div>
    </section>
  );
}
