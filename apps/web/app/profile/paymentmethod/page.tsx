import { CreditCard } from 'lucide-react';
import type { Metadata } from 'next';
import { EmptyPage } from '@/components/empty-page';

export const metadata: Metadata = { title: 'Payment Methods' };

export default function Page() {
  return (
    <EmptyPage
      title="Payment Methods"
      description="Cards you pay for bookings with."
      emptyTitle="No saved payment methods"
      emptyText="Cards you save while paying for a booking appear here."
      icon={<CreditCard className="size-6" />}
    />
  );
}
