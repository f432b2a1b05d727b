// How an inbox item's status, source and times read in the list and on the item's page.
import type { InboxSource, InboxStatus } from '@hearth/shared/admin/inbox';
import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/format';

const TONES: Record<InboxStatus, string> = {
  new: 'bg-sky-50 text-sky-900 ring-sky-200',
  in_progress: 'bg-amber-50 text-amber-900 ring-amber-200',
  closed: 'bg-slate-100 text-slate-800 ring-slate-300',
};

export function StatusBadge({ status }: { status: InboxStatus }) {
  const t = useTranslations('admin.inbox.statuses');
  return <span className={clsx('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset', TONES[status])}>{t(status)}</span>;
}

/** Booking issues stand out: they hold a provider's payout until someone decides. */
export function SourceBadge({ source }: { source: InboxSource }) {
  const t = useTranslations('admin.inbox.sources');
  return (
    <span
      className={clsx(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        source === 'booking' ? 'bg-rose-50 text-rose-900 ring-rose-200' : 'bg-slate-50 text-slate-800 ring-slate-200',
      )}
    >
      {t(source)}
    </span>
  );
}

/** When an item or a note arrived, on Toronto's clock (the console's time zone). */
export function useFormatWhen(): (iso: string) => string {
  const format = useFormat();
  return (iso) => format.dateTime(iso, 'America/Toronto');
}
