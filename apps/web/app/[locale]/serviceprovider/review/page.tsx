import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { parsePageParam } from '@/components/ui/pagination';
import { ReceivedReviews } from '@/features/provider-jobs';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('provider.pages');
  return { title: t('review') };
}

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { page } = await searchParams;
  return <ReceivedReviews page={parsePageParam(page)} />;
}
