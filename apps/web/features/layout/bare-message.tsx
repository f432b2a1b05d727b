import type { ReactNode } from 'react';
import { Logo } from '@/components/logo';
import { buttonClasses } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';

/** A centred card for the bare pages, which have no header to carry the brand. */
export function BareMessage({ title, children, action }: { title: string; children?: ReactNode; action?: { label: string; href: string } }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center px-4 py-12">
      <Logo />
      <div className="mt-8 w-full max-w-md rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 md:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
        {children && <div className="mt-3 text-muted">{children}</div>}
        {action && (
          <Link href={action.href} className={buttonClasses({ fullWidth: true }, 'mt-6')}>
            {action.label}
          </Link>
        )}
      </div>
    </div>
  );
}
