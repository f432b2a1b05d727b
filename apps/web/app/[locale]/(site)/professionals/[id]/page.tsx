import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AppProviders } from '@/features/layout/server';
import { getProfessional, ProfessionalProfile } from '@/features/professionals/server';
import { REVIEW_MESSAGES } from '@/features/reviews';
import { IntlProvider } from '@/i18n/intl-provider';
import { metadataLocale, pageMetadata } from '@/features/seo';
import { paths } from '@/lib/paths';

type Params = Promise<{ locale: string; id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const [{ id }, locale] = await Promise.all([params, metadataLocale(params)]);
  const t = await getTranslations({ locale, namespace: 'professionals.page' });
  // When the API fails, the page itself renders the error (and logs it); metadata falls back.
  const professional = await getProfessional(id).catch(() => null);
  if (!professional) return { title: t('notFoundTitle') };
  return pageMetadata({
    title: t('metaTitle', { name: professional.displayName }),
    description: t('metaDescription', { name: professional.displayName }),
    path: paths.professionalProfile(professional.id),
    locale,
    image: professional.photo?.large,
    absoluteTitle: true,
  });
}

export default async function Page({ params }: { params: Params }) {
  const { id } = await params;
  const professional = await getProfessional(id);
  if (!professional) notFound();
  // The reviews list pages and reports on the client: visitors get the query cache and session here too.
  return (
    <AppProviders>
      <IntlProvider namespaces={[...REVIEW_MESSAGES, 'account.professionalReviews', 'professionals']}>
        <ProfessionalProfile professional={professional} />
      </IntlProvider>
    </AppProviders>
  );
}
