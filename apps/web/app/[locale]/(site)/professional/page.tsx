import { getTranslations } from 'next-intl/server';
import { AuthCard, ProviderSignupForm } from '@/features/auth';
import { getActiveSession } from '@/features/auth/server';
import { getCatalog } from '@/features/catalog';
import { getCards, HowItWorks } from '@/features/content';
import { metadataLocale, pageMetadata, type LocaleParams } from '@/features/seo';
import { Link, redirect } from '@/i18n/navigation';
import { paths, roleLanding } from '@/lib/paths';

export async function generateMetadata({ params }: { params: LocaleParams }) {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: 'meta.professional' });
  return pageMetadata({ title: t('title'), description: t('description'), path: paths.professional(), locale });
}

export default async function Page({ params }: { params: LocaleParams }) {
  const locale = await metadataLocale(params);
  // Become A Professional is for visitors only: someone signed in already has an account and
  // goes to their own area.
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
