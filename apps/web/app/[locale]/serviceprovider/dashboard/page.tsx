import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProviderDashboard } from '@/features/provider-jobs';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('provider.pages');
  return { title: t('dashboard') };
}

export default function Page() {
  return <ProviderDashboard />;
}
