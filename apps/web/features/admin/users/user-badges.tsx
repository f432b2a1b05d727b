// How an account's state reads in the users list and on a user's page.
import clsx from 'clsx';

const dayFormat = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeZone: 'America/Toronto' });
export const formatDay = (iso: string) => dayFormat.format(new Date(iso));

export function AccountBadge({ deactivatedAt }: { deactivatedAt: string | null }) {
  return (
    <span
      className={clsx(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        deactivatedAt ? 'bg-red-50 text-red-800 ring-red-200' : 'bg-emerald-50 text-emerald-800 ring-emerald-200',
      )}
    >
      {deactivatedAt ? 'Deactivated' : 'Active'}
    </span>
  );
}
