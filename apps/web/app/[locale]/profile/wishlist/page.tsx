import type { Metadata } from 'next';
import { parsePageParam } from '@/components/ui/pagination';
import { MyWishlist } from '@/features/wishlist/my-wishlist';

export const metadata: Metadata = { title: 'Wishlist' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  return <MyWishlist page={parsePageParam((await searchParams).page)} />;
}
