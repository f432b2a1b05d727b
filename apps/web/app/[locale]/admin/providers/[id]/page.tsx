import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProviderReview } from '@/features/admin/providers';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.meta');
  return { title: t('providerReview') };
}

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <ProviderReview id={id} />;
}
