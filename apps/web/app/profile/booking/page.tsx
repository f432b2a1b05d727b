import { CalendarCheck } from 'lucide-react';
import type { Metadata } from 'next';
import { EmptyPage } from '@/components/empty-page';
import { paths } from '@/lib/paths';

export const metadata: Metadata = { title: 'My Bookings' };

export default function Page() {
  return (
    <EmptyPage
      title="My Bookings"
      description="Upcoming and past services you have booked."
      emptyTitle="No bookings yet"
      emptyText="When you book a service it shows up here, with its status and your professional."
      icon={<CalendarCheck className="size-6" />}
      action={{ label: 'Browse services', href: paths.services() }}
    />
  );
}
