import clsx from 'clsx';
import { Flame } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { paths } from '@/lib/paths';

/**
 * The logo always links home. `compact="when-scrolled"` shrinks it with CSS once the
 * standard header (the `group/header` element, see features/layout/sticky-header) has scrolled.
 */
export function Logo({ compact = false, className }: { compact?: boolean | 'when-scrolled'; className?: string }) {
  const t = useTranslations('common');
  return (
    <Link href={paths.home()} className={clsx('inline-flex items-center gap-2 rounded-lg', className)} aria-label={t('logoHome')}>
      <span
        aria-hidden="true"
        className={clsx(
          'flex items-center justify-center rounded-xl bg-brand-700 text-white transition-all',
          compact === true && 'size-8',
          compact === false && 'size-9',
          compact === 'when-scrolled' && 'size-9 group-data-[scrolled]/header:size-8',
        )}
      >
        <Flame
          className={clsx(
            compact === true && 'size-4.5',
            compact === false && 'size-5',
            compact === 'when-scrolled' && 'size-5 group-data-[scrolled]/header:size-4.5',
          )}
          strokeWidth={2.25}
        />
      </span>
      <span aria-hidden="true" className="text-xl font-bold tracking-tight text-ink">
        Hearth
      </span>
    </Link>
  );
}
