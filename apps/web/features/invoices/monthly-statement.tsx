'use client';
// The provider's monthly earnings statement, for their records: the payouts sent in a chosen month
// with each job's gross, Hearth's commission and the net, as a PDF or a CSV.
import { FileSpreadsheet, FileText } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { errorMessage } from '@/lib/api';
import { useAccessToken } from '@/lib/use-access-token';
import { downloadStatement } from './invoices-api';

/** How far back the list of months goes. */
const MONTHS_BACK = 24;
/** The months are Toronto's, as on the server's render and the browser's alike (the statement itself uses the provider's own time zone). */
const TIME_ZONE = 'America/Toronto';

/** This month and the ones before it, newest first: { value: '2026-11', label: 'November 2026' }. */
export function recentMonths(now: Date, count = MONTHS_BACK): { value: string; label: string }[] {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', timeZone: TIME_ZONE }).format(now).split('-').map(Number) as [number, number];
  const label = new Intl.DateTimeFormat('en-CA', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return Array.from({ length: count }, (_, i) => {
    const first = new Date(Date.UTC(year, month - 1 - i, 1));
    return { value: `${first.getUTCFullYear()}-${String(first.getUTCMonth() + 1).padStart(2, '0')}`, label: label.format(first) };
  });
}

export function MonthlyStatement({ className }: { className?: string }) {
  const headingId = useId();
  const token = useAccessToken();
  const [months] = useState(() => recentMonths(new Date()));
  const [month, setMonth] = useState(months[0]!.value);
  const [downloading, setDownloading] = useState<'pdf' | 'csv' | null>(null);
  const monthLabel = months.find((m) => m.value === month)?.label ?? month;

  async function download(format: 'pdf' | 'csv') {
    setDownloading(format);
    try {
      await downloadStatement(token, month, format);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setDownloading(null);
    }
  }

  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="text-base font-semibold text-ink">
        Monthly statement
      </h2>
      <p className="mt-1 mb-4 text-sm text-muted">The payouts sent to your bank account in a month, with each job’s gross, Hearth’s commission and your net.</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SelectField label="Month" name="statementMonth" options={months} value={month} onChange={(event) => setMonth(event.target.value)} className="sm:w-56" />
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => void download('pdf')} loading={downloading === 'pdf'} disabled={!token} aria-label={`Statement PDF for ${monthLabel}`}>
            {downloading !== 'pdf' && <FileText aria-hidden="true" className="size-4" />}
            Statement PDF
          </Button>
          <Button variant="secondary" onClick={() => void download('csv')} loading={downloading === 'csv'} disabled={!token} aria-label={`Statement CSV for ${monthLabel}`}>
            {downloading !== 'csv' && <FileSpreadsheet aria-hidden="true" className="size-4" />}
            Statement CSV
          </Button>
        </div>
      </div>
    </section>
  );
}
