import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ReceivedReviews } from '@/features/provider-jobs';
import { parsePageView } from '@/lib/url-state';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('provider.pages');
  return { title: t('review') };
}

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { page } = parsePageView(await searchParams);
  return <ReceivedReviews page={page} />;
}
