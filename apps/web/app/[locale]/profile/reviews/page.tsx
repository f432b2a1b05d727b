import type { Metadata } from 'next';
import { parsePageParam } from '@/components/ui/pagination';
import { MyReviews } from '@/features/reviews/my-reviews';

export const metadata: Metadata = { title: 'My Reviews' };

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { page } = await searchParams;
  return <MyReviews page={parsePageParam(page)} />;
}
