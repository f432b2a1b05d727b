import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { parsePageParam } from '@/components/ui/pagination';
import { MyReviews } from '@/features/reviews';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account.meta');
  return { title: t('reviews') };
}

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { page } = await searchParams;
  return <MyReviews page={parsePageParam(page)} />;
}
