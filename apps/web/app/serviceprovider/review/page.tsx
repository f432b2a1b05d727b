import { Star } from 'lucide-react';
import type { Metadata } from 'next';
import { EmptyPage } from '@/components/empty-page';

export const metadata: Metadata = { title: 'Review' };

export default function Page() {
  return (
    <EmptyPage
      title="Review"
      description="What customers say about your work."
      emptyTitle="No reviews yet"
      emptyText="Customers can review you after a completed booking."
      icon={<Star className="size-6" />}
    />
  );
}
