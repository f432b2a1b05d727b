import { ShieldCheck } from 'lucide-react';
import type { Metadata } from 'next';
import { EmptyPage } from '@/components/empty-page';

export const metadata: Metadata = { title: 'Admin console' };

export default function Page() {
  return (
    <EmptyPage
      title="Admin console"
      description="Provider approvals, bookings and payouts."
      emptyTitle="Nothing needs your attention"
      emptyText="Provider applications waiting for review and bookings that need an admin will be listed here."
      icon={<ShieldCheck className="size-6" />}
    />
  );
}
