import { Receipt } from 'lucide-react';
import type { Metadata } from 'next';
import { EmptyPage } from '@/components/empty-page';

export const metadata: Metadata = { title: 'Transactions History' };

export default function Page() {
  return (
    <EmptyPage
      title="Transactions History"
      description="Payouts for your completed bookings."
      emptyTitle="No transactions yet"
      emptyText="Every payout for a completed booking is listed here."
      icon={<Receipt className="size-6" />}
    />
  );
}
