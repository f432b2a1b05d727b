import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PublicProfileForm } from '@/features/professionals';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('professionals.edit');
  return { title: t('title') };
}

export default function Page() {
  return <PublicProfileForm />;
}
