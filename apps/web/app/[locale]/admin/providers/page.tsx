import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { parseQueueView, ProviderQueue } from '@/features/admin/providers';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.meta');
  return { title: t('providers') };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const { status, page } = parseQueueView(await searchParams);
  return <ProviderQueue status={status} page={page} />;
}
