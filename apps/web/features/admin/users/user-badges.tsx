// How an account's state reads in the users list and on a user's page.
import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/format';

/** A day on Toronto's clock, the console's time zone: "Mar 4, 2026" / "4 mars 2026". */
export function useFormatDay(): (iso: string) => string {
  const format = useFormat();
  return (iso) => format.date(iso, 'medium', 'America/Toronto');
}

export function AccountBadge({ deactivatedAt }: { deactivatedAt: string | null }) {
  const t = useTranslations('admin.users');
  return (
    <span
      className={clsx(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        deactivatedAt ? 'bg-red-50 text-red-800 ring-red-200' : 'bg-emerald-50 text-emerald-800 ring-emerald-200',
      )}
    >
      {deactivatedAt ? t('deactivated') : t('active')}
    </span>
  );
}
