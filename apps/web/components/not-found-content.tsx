import { Compass } from 'lucide-react';
import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/lib/paths';

export function NotFoundContent() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-24 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <Compass aria-hidden="true" className="size-7" />
      </span>
      <p className="mt-6 text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink">Page not found</h1>
      <p className="mt-3 text-muted">The page you are looking for does not exist or has moved.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href={paths.home()} className={buttonClasses()}>
          Go Home
        </Link>
        <Link href={paths.services()} className={buttonClasses({ variant: 'secondary' })}>
          Browse Services
        </Link>
      </div>
    </div>
  );
}
