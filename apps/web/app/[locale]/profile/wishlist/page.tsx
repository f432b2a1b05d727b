import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MyWishlist } from '@/features/wishlist';
import { parsePageView } from '@/lib/url-state';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account.meta');
  return { title: t('wishlist') };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  return <MyWishlist page={parsePageView(await searchParams).page} />;
}
