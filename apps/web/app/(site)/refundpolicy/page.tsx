import type { Metadata } from 'next';
import { ContentPage } from '@/features/content/content-page';

export const metadata: Metadata = { title: 'Refund Policy' };

export default function Page() {
  return (
    <ContentPage
      title="Refund Policy"
      intro="How refunds work when a booking is cancelled or does not go as planned."
      emptyTitle="This policy is being published"
    />
  );
}
