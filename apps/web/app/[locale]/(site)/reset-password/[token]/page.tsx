import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { AuthCard, ResetPasswordForm } from '@/features/auth';
import { checkResetToken } from '@/features/auth/server';
import { metadataLocale, type LocaleParams } from '@/features/seo';
import { Link } from '@/i18n/navigation';
import { paths } from '@/lib/paths';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const t = await getTranslations({ locale: await metadataLocale(params), namespace: 'auth.meta' });
  return { title: t('reset'), robots: { index: false } };
}

export default async function Page({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const [result, t] = await Promise.all([checkResetToken(token), getTranslations('auth.reset')]);

  if (!result.ok) {
    return (
      <AuthCard title={t('title')}>
        <Alert tone="error">{result.message}</Alert>
        <Link href={paths.forgotPassword()} className={buttonClasses({ fullWidth: true, size: 'lg' }, 'mt-6')}>
          {t('requestNew')}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('chooseTitle')} description={<span className="[overflow-wrap:anywhere]">{t('forEmail', { email: result.data.email })}</span>}>
      <ResetPasswordForm token={token} email={result.data.email} />
    </AuthCard>
  );
}
