import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProviderJobPage } from '@/features/provider-jobs';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('provider.pages');
  return { title: t('job') };
}

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <ProviderJobPage id={id} />;
}
