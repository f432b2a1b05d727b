import { Bell } from 'lucide-react';
import type { Metadata } from 'next';
import { EmptyPage } from '@/components/empty-page';

export const metadata: Metadata = { title: 'Notifications' };

export default function Page() {
  return (
    <EmptyPage
      title="Notifications"
      description="Updates about your bookings and account."
      emptyTitle="No Notifications"
      emptyText="Booking updates and messages from Hearth appear here."
      icon={<Bell className="size-6" />}
    />
  );
}
