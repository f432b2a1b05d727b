'use client';
// What a route shows when rendering it failed; the layout around it (header, menus) stays.
import { TriangleAlert } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { paths } from '@/lib/paths';

export function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('errors.routeError');
  useEffect(() => {
    console.error('Page failed to render', error);
  }, [error]);

  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-red-50 text-red-700">
        <TriangleAlert aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-6 text-2xl font-bold text-ink">{t('title')}</h1>
      <p className="mt-2 break-words text-muted">{error.digest ? t('bodyWithReference', { reference: error.digest }) : t('body')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={reset}>{t('tryAgain')}</Button>
        <Link href={paths.home()} className={buttonClasses({ variant: 'secondary' })}>
          {t('home')}
        </Link>
      </div>
    </div>
  );
}
