import type { Metadata } from 'next';
import { parsePageParam } from '@/components/ui/pagination';
import { ReceivedReviews } from '@/features/provider-jobs/received-reviews';

export const metadata: Metadata = { title: 'Review' };

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { page } = await searchParams;
  return <ReceivedReviews page={parsePageParam(page)} />;
}
