// Numbered page links between Previous and Next. Pages are links (the page number lives in the
// URL), so a list keeps its page on reload and the back button walks back through pages.
import clsx from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';

export type PageWindowItem = number | 'gap';

/**
 * The page numbers worth showing: the first, the last, and the current page with its neighbours.
 * A gap of exactly one page shows that page instead of an ellipsis that would hide nothing.
 */
export function pageWindow(current: number, pages: number): PageWindowItem[] {
  const shown = [...new Set([1, current - 1, current, current + 1, pages])]
    .filter((page) => page >= 1 && page <= pages)
    .sort((a, b) => a - b);
  const items: PageWindowItem[] = [];
  let previous = 0;
  for (const page of shown) {
    if (page - previous === 2) items.push(previous + 1);
    else if (page - previous > 2) items.push('gap');
    items.push(page);
    previous = page;
  }
  return items;
}

const stepClasses = 'inline-flex h-10 items-center gap-1 rounded-lg px-3 text-sm font-medium';
const numberClasses = 'inline-flex size-10 items-center justify-center rounded-lg text-sm font-semibold';

interface PaginationProps {
  page: number;
  pages: number;
  /** The URL of a page without the language prefix (the link adds it), e.g. the current path with `?page=`. */
  hrefFor: (page: number) => string;
  /** The navigation's name ("Pagination" by default). */
  label?: string;
  className?: string;
}

export function Pagination({ page, pages, hrefFor, label, className }: PaginationProps) {
  const t = useTranslations('common.pagination');
  if (pages <= 1) return null;
  return (
    <nav aria-label={label ?? t('label')} className={clsx('flex items-center justify-between gap-2', className)}>
      <Step direction="previous" href={page > 1 ? hrefFor(page - 1) : null} />
      <ul className="flex min-w-0 flex-wrap items-center justify-center gap-1">
        {pageWindow(page, pages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="w-6 text-center text-sm text-muted">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                href={hrefFor(item)}
                aria-label={t('page', { page: String(item) })}
                aria-current={item === page ? 'page' : undefined}
                className={clsx(numberClasses, item === page ? 'bg-brand-700 text-white' : 'text-ink hover:bg-slate-100')}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ul>
      <Step direction="next" href={page < pages ? hrefFor(page + 1) : null} />
    </nav>
  );
}

function Step({ direction, href }: { direction: 'previous' | 'next'; href: string | null }) {
  const t = useTranslations('common.pagination');
  const text = t(direction);
  const content = (
    <>
      {direction === 'previous' && <ChevronLeft aria-hidden="true" className="size-4" />}
      {/* Phones show only the arrow; the name stays for screen readers. */}
      <span className="sr-only sm:not-sr-only">{text}</span>
      {direction === 'next' && <ChevronRight aria-hidden="true" className="size-4" />}
    </>
  );
  if (!href) {
    return (
      <span aria-disabled="true" className={clsx(stepClasses, 'cursor-not-allowed text-slate-400')}>
        {content}
      </span>
    );
  }
  return (
    <Link href={href} rel={direction === 'previous' ? 'prev' : 'next'} className={clsx(stepClasses, 'text-ink hover:bg-slate-100')}>
      {content}
    </Link>
  );
}
