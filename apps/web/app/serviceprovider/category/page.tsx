import { Tags } from 'lucide-react';
import type { Metadata } from 'next';
import { EmptyPage } from '@/components/empty-page';

export const metadata: Metadata = { title: 'Category' };

export default function Page() {
  return (
    <EmptyPage
      title="Category"
      description="The services you offer and where."
      emptyTitle="No categories set up yet"
      emptyText="Choose the services you offer and the postal codes you cover to receive matching bookings."
      icon={<Tags className="size-6" />}
    />
  );
}
