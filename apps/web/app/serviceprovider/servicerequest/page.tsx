import { ClipboardList } from 'lucide-react';
import type { Metadata } from 'next';
import { EmptyPage } from '@/components/empty-page';

export const metadata: Metadata = { title: 'Service Request' };

export default function Page() {
  return (
    <EmptyPage
      title="Service Request"
      description="Bookings available in your categories."
      emptyTitle="No service requests right now"
      emptyText="New bookings in your service categories appear here for you to accept."
      icon={<ClipboardList className="size-6" />}
    />
  );
}
