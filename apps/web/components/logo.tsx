import clsx from 'clsx';
import { Flame } from 'lucide-react';
import Link from 'next/link';
import { paths } from '@/lib/paths';

/** The logo always links home (spec §2). */
export function Logo({ compact = false, className }: { compact?: boolean; className?: string }) {
  return (
    <Link href={paths.home()} className={clsx('inline-flex items-center gap-2 rounded-lg', className)} aria-label="Hearth home">
      <span
        aria-hidden="true"
        className={clsx(
          'flex items-center justify-center rounded-xl bg-brand-700 text-white transition-all',
          compact ? 'size-8' : 'size-9',
        )}
      >
        <Flame className={compact ? 'size-4.5' : 'size-5'} strokeWidth={2.25} />
      </span>
      <span aria-hidden="true" className="text-xl font-bold tracking-tight text-ink">
        Hearth
      </span>
    </Link>
  );
}
