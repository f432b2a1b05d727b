import { CalendarDays } from 'lucide-react';
import type { Metadata } from 'next';
import { EmptyPage } from '@/components/empty-page';

export const metadata: Metadata = { title: 'Schedule' };

export default function Page() {
  return (
    <EmptyPage
      title="Schedule"
      description="Your accepted jobs by date."
      emptyTitle="Nothing scheduled"
      emptyText="Accepted bookings appear on your schedule."
      icon={<CalendarDays className="size-6" />}
    />
  );
}
