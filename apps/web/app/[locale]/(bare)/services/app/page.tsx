import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getCategoryCards } from '@/features/catalog';
import { ServicesOverview } from '@/features/catalog/server';
import { metadataLocale, type LocaleParams } from '@/features/seo';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const t = await getTranslations({ locale: await metadataLocale(params), namespace: 'booking.meta' });
  return { title: t('services') };
}

/** The service list without site chrome, for the mobile apps' in-app browser. */
export default async function Page() {
  return <ServicesOverview categories={await getCategoryCards()} />;
}
