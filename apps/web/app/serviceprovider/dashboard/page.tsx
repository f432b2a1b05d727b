import { LayoutDashboard } from 'lucide-react';
import type { Metadata } from 'next';
import { EmptyPage } from '@/components/empty-page';

export const metadata: Metadata = { title: 'Dashboard' };

export default function Page() {
  return (
    <EmptyPage
      title="Dashboard"
      description="Your bookings and earnings at a glance."
      emptyTitle="No activity yet"
      emptyText="Once you accept bookings, your jobs and earnings are summarised here."
      icon={<LayoutDashboard className="size-6" />}
    />
  );
}
