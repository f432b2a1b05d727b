import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AlertSettings } from '@/features/alerts';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('provider.pages');
  return { title: t('alerts') };
}

export default function Page() {
  return <AlertSettings />;
}
