// How an inbox item's status and times read in the list and on the item's page.
import { INBOX_STATUS_LABELS, type InboxStatus } from '@hearth/shared/admin/inbox';
import clsx from 'clsx';

const TONES: Record<InboxStatus, string> = {
  new: 'bg-sky-50 text-sky-900 ring-sky-200',
  in_progress: 'bg-amber-50 text-amber-900 ring-amber-200',
  closed: 'bg-slate-100 text-slate-800 ring-slate-300',
};

export function StatusBadge({ status }: { status: InboxStatus }) {
  return <span className={clsx('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset', TONES[status])}>{INBOX_STATUS_LABELS[status]}</span>;
}

const whenFormat = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Toronto' });
export const formatWhen = (iso: string) => whenFormat.format(new Date(iso));
