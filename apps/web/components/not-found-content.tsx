import { Compass } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { paths } from '@/lib/paths';

export function NotFoundContent() {
  const t = useTranslations('errors.notFound');
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-24 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <Compass aria-hidden="true" className="size-7" />
      </span>
      <p className="mt-6 text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink">{t('title')}</h1>
      <p className="mt-3 text-muted">{t('body')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href={paths.home()} className={buttonClasses()}>
          {t('home')}
        </Link>
        <Link href={paths.services()} className={buttonClasses({ variant: 'secondary' })}>
          {t('services')}
        </Link>
      </div>
    </div>
  );
}
