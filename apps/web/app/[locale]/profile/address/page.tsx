import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SavedAddresses } from '@/features/addresses';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account.meta');
  return { title: t('addresses') };
}

export default function Page() {
  return <SavedAddresses />;
}
