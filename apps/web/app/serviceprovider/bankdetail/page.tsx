import { Landmark } from 'lucide-react';
import type { Metadata } from 'next';
import { EmptyPage } from '@/components/empty-page';

export const metadata: Metadata = { title: 'Bank Detail' };

export default function Page() {
  return (
    <EmptyPage
      title="Bank Detail"
      description="Where your payouts are sent."
      emptyTitle="No bank account added yet"
      emptyText="Add your bank account to receive payouts for completed bookings."
      icon={<Landmark className="size-6" />}
    />
  );
}
