import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { buttonClasses } from './button';

/** What a list page shows before it has anything in it. */
export function EmptyState({
  icon,
  title,
  description,
  action,
}: {
  icon?: ReactNode;
  title: string;
  description?: string;
  action?: { label: string; href: string };
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-slate-50/60 px-6 py-14 text-center">
      {icon && (
        <div aria-hidden="true" className="mb-4 flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
          {icon}
        </div>
      )}
      <h2 className="text-lg font-semibold break-words text-ink">{title}</h2>
      {description && <p className="mt-1 max-w-md text-sm text-muted">{description}</p>}
      {action && (
        <Link href={action.href} className={buttonClasses({ size: 'sm' }, 'mt-6')}>
          {action.label}
        </Link>
      )}
    </div>
  );
}
