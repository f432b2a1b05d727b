import { getTranslations } from 'next-intl/server';
import { getCurrentSession } from '@/features/auth/server';
import { getCategoryCards } from '@/features/catalog';
import { getCards } from '@/features/content';
import { getHomeHighlights, HomePage } from '@/features/home/server';
import { getGlobalOffer } from '@/features/offers';
import { metadataLocale, pageMetadata, type LocaleParams } from '@/features/seo';
import { paths } from '@/lib/paths';

export async function generateMetadata({ params }: { params: LocaleParams }) {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: 'meta.home' });
  return pageMetadata({ title: t('title'), description: t('description'), path: paths.home(), locale, absoluteTitle: true });
}

export default async function Page() {
  const [categories, howItWorks, offer, highlights, session] = await Promise.all([getCategoryCards(), getCards('howitworks'), getGlobalOffer(), getHomeHighlights(), getCurrentSession()]);
  return <HomePage categories={categories} howItWorks={howItWorks} offer={offer} highlights={highlights} signedIn={Boolean(session)} />;
}
