'use client';
// What a route shows when rendering it failed; the layout around it (header, menus) stays.
import { TriangleAlert } from 'lucide-react';
import Link from 'next/link';
import { useEffect } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/lib/paths';

export function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error('Page failed to render', error);
  }, [error]);

  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-red-50 text-red-700">
        <TriangleAlert aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-6 text-2xl font-bold text-ink">Something went wrong</h1>
      <p className="mt-2 text-muted">
        This page could not be loaded. Please try again{error.digest ? ` (reference ${error.digest})` : ''}.
      </p>
      <div className="mt-8 flex gap-3">
        <Button onClick={reset}>Try Again</Button>
        <Link href={paths.home()} className={buttonClasses({ variant: 'secondary' })}>
          Go Home
        </Link>
      </div>
    </div>
  );
}
