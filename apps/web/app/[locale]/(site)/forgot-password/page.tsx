import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard, ForgotPasswordForm } from '@/features/auth';
import { metadataLocale, type LocaleParams } from '@/features/seo';
import { Link } from '@/i18n/navigation';
import { paths } from '@/lib/paths';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const t = await getTranslations({ locale: await metadataLocale(params), namespace: 'auth.meta' });
  return { title: t('forgot') };
}

export default async function Page() {
  const t = await getTranslations('auth.forgot');
  return (
    <AuthCard title={t('title')} description={t('description')}>
      <ForgotPasswordForm />
      <p className="mt-6 text-center text-sm text-muted">
        {t('remembered')}{' '}
        <Link href={paths.login()} className="font-medium text-brand-700 hover:text-brand-800">
          {t('back')}
        </Link>
      </p>
    </AuthCard>
  );
}
