import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProviderCategories } from '@/features/provider-onboarding';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('provider.pages');
  return { title: t('category') };
}

export default function Page() {
  return <ProviderCategories />;
}
