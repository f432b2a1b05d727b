import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/features/auth/auth-card';
import { ProviderSignupForm } from '@/features/auth/provider-signup-form';
import { getActiveSession } from '@/features/auth/server-session';
import { getCatalog } from '@/features/catalog/catalog-api';
import { getCards } from '@/features/content/content-api';
import { HowItWorks } from '@/features/content/how-it-works';
import { metadataLocale, pageMetadata, type LocaleParams } from '@/features/seo/metadata';
import { Link, redirect } from '@/i18n/navigation';
import { paths, roleLanding } from '@/lib/paths';

export async function generateMetadata({ params }: { params: LocaleParams }) {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: 'meta.professional' });
  return pageMetadata({ title: t('title'), description: t('description'), path: paths.professional(), locale });
}

export default async function Page({ params }: { params: LocaleParams }) {
  const locale = await metadataLocale(params);
  // Become A Professional is for visitors only (spec §6).
  const session = await getActiveSession();
  if (session) redirect({ href: roleLanding(session.user.token.role), locale });
  const [categories, steps, t] = await Promise.all([getCatalog(), getCards('providerHowitworks'), getTranslations('content.professional')]);

  return (
    <>
      <AuthCard
        wide
        title={t('title')}
        description={t.rich('intro', {
          link: (chunks) => (
            <Link href={paths.login()} className="font-medium text-brand-700 hover:text-brand-800">
              {chunks}
            </Link>
          ),
        })}
      >
        <ProviderSignupForm categories={categories} />
      </AuthCard>
      <HowItWorks id="provider-how-it-works" title={t('howItWorksTitle')} intro={t('howItWorksIntro')} cards={steps} />
    </>
  );
}
