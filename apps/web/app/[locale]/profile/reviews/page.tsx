import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MyReviews } from '@/features/reviews';
import { parsePageView } from '@/lib/url-state';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account.meta');
  return { title: t('reviews') };
}

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { page } = parsePageView(await searchParams);
  return <MyReviews page={page} />;
}
