import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { parsePageParam } from '@/components/ui/pagination';
import { MyWishlist } from '@/features/wishlist';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account.meta');
  return { title: t('wishlist') };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  return <MyWishlist page={parsePageParam((await searchParams).page)} />;
}
