import { getTranslations } from 'next-intl/server';
import { getCurrentSession } from '@/features/auth/server-session';
import { getCategoryCards } from '@/features/catalog/catalog-api';
import { getCards } from '@/features/content/content-api';
import { HomePage } from '@/features/home/home-page';
import { getGlobalOffer } from '@/features/offers/offers-api';
import { metadataLocale, pageMetadata, type LocaleParams } from '@/features/seo/metadata';
import { paths } from '@/lib/paths';

export async function generateMetadata({ params }: { params: LocaleParams }) {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: 'meta.home' });
  return pageMetadata({ title: t('title'), description: t('description'), path: paths.home(), locale, absoluteTitle: true });
}

export default async function Page() {
  const [categories, howItWorks, offer, session] = await Promise.all([getCategoryCards(), getCards('howitworks'), getGlobalOffer(), getCurrentSession()]);
  return <HomePage categories={categories} howItWorks={howItWorks} offer={offer} signedIn={Boolean(session)} />;
}
