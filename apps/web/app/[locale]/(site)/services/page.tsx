import { getTranslations } from 'next-intl/server';
import { getCategoryCards } from '@/features/catalog';
import { ServicesOverview } from '@/features/catalog/server';
import { metadataLocale, pageMetadata, type LocaleParams } from '@/features/seo';
import { paths } from '@/lib/paths';

export async function generateMetadata({ params }: { params: LocaleParams }) {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: 'meta.services' });
  return pageMetadata({ title: t('title'), description: t('description'), path: paths.services(), locale });
}

export default async function Page() {
  return <ServicesOverview categories={await getCategoryCards()} />;
}
