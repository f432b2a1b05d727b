import type { Metadata } from 'next';
import { ContentPage } from '@/features/content/content-page';

export const metadata: Metadata = { title: 'Contact Us' };

export default function Page() {
  return (
    <ContentPage
      title="Contact Us"
      intro="Questions about a booking or becoming a professional? Our team is here to help."
      emptyTitle="Contact details are being updated"
    />
  );
}
