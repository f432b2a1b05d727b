import { CircleCheck } from 'lucide-react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { AuthCard, RequestVerificationForm } from '@/features/auth';
import { getCurrentSession, verifyEmailToken } from '@/features/auth/server';
import { metadataLocale, type LocaleParams } from '@/features/seo';
import { Link } from '@/i18n/navigation';
import { paths } from '@/lib/paths';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const t = await getTranslations({ locale: await metadataLocale(params), namespace: 'auth.meta' });
  return { title: t('verify'), robots: { index: false } };
}

export default async function Page({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const [result, session, t] = await Promise.all([verifyEmailToken(token), getCurrentSession(), getTranslations('auth.verify')]);

  if (!result.ok) {
    return (
      <AuthCard title={t('title')} description={t('description')}>
        <Alert tone="error" className="mb-6">
          {result.message}
        </Alert>
        <RequestVerificationForm />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('verified')}>
      <div className="flex flex-col items-center text-center">
        <CircleCheck aria-hidden="true" className="size-14 text-emerald-600" />
        <p role="status" className="mt-4 text-lg font-semibold text-ink">
          {result.message}
        </p>
        <Link href={session ? paths.home() : paths.login()} className={buttonClasses({ fullWidth: true, size: 'lg' }, 'mt-6')}>
          {session ? t('continue') : t('signIn')}
        </Link>
      </div>
    </AuthCard>
  );
}
