// A row of tabs that are links, for lists whose tab lives in the URL (?tab=, ?status=): each tab is
// a page of its own that can be shared, reloaded and reached with Back, so these are links in a
// named <nav>, the current one marked with aria-current, not ARIA tabs.
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';

export interface LinkTab<T extends string> {
  value: T;
  href: string;
  label: ReactNode;
}

interface LinkTabsProps<T extends string> {
  /** Names the <nav>. */
  label: string;
  tabs: readonly LinkTab<T>[];
  current: T;
  /** 'segmented': tabs on a grey track; 'pills': separate rounded filters. */
  variant?: 'segmented' | 'pills';
  /** Share the width equally (labels may wrap) instead of scrolling sideways when they do not fit. */
  fill?: boolean;
  /** 'page' when each tab is its own page; 'true' for a filter within the page. */
  currentToken?: 'page' | 'true';
  /** False keeps the scroll position, for a filter lower on the page. */
  scroll?: boolean;
  className?: string;
}

export function LinkTabs<T extends string>({
  label,
  tabs,
  current,
  variant = 'segmented',
  fill = false,
  currentToken = 'page',
  scroll,
  className,
}: LinkTabsProps<T>) {
  const segmented = variant === 'segmented';
  return (
    // Scrolls sideways rather than spilling past a 320 px screen.
    <nav aria-label={label} className={clsx('relative', !fill && 'overflow-x-auto', !segmented && '-mx-1 px-1 pb-1', className)}>
      <ul className={clsx(segmented ? 'gap-1 rounded-xl bg-slate-100 p-1' : 'gap-2', fill ? 'grid auto-cols-fr grid-flow-col' : 'flex')}>
        {tabs.map((tab) => {
          const isCurrent = tab.value === current;
          return (
            <li key={tab.value} className={clsx(!fill && 'shrink-0')}>
              <Link
                href={tab.href}
                scroll={scroll}
                aria-current={isCurrent ? currentToken : undefined}
                className={clsx(
                  'items-center text-sm transition-colors',
                  segmented
                    ? ['rounded-lg font-semibold', isCurrent ? 'bg-white text-ink shadow-sm' : 'text-muted hover:text-ink']
                    : [
                        'gap-2 rounded-full border px-3.5 font-medium',
                        isCurrent ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-ink hover:border-slate-400',
                      ],
                  fill ? 'flex min-h-10 justify-center px-1 text-center' : ['inline-flex whitespace-nowrap', segmented ? 'h-10 px-4' : 'h-9'],
                )}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
