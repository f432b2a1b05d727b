import { Star } from 'lucide-react';
import type { Metadata } from 'next';
import { EmptyPage } from '@/components/empty-page';

export const metadata: Metadata = { title: 'My Reviews' };

export default function Page() {
  return (
    <EmptyPage
      title="My Reviews"
      description="What you said about the professionals who worked for you."
      emptyTitle="No reviews yet"
      emptyText="After a booking is completed you can review it here."
      icon={<Star className="size-6" />}
    />
  );
}
