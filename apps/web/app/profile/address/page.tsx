import { MapPin } from 'lucide-react';
import type { Metadata } from 'next';
import { EmptyPage } from '@/components/empty-page';

export const metadata: Metadata = { title: 'Addresses' };

export default function Page() {
  return (
    <EmptyPage
      title="Addresses"
      description="Where our professionals come to work."
      emptyTitle="No saved addresses"
      emptyText="Addresses you use for bookings are saved here for next time."
      icon={<MapPin className="size-6" />}
    />
  );
}
