import type { Metadata } from 'next';
import { ContentPage } from '@/features/content/content-page';

export const metadata: Metadata = { title: 'Why Hearth' };

export default function Page() {
  return (
    <ContentPage
      title="Why Hearth"
      intro="Vetted professionals, upfront prices and secure payments for every job around your home."
      emptyTitle="Our full story is on its way"
    />
  );
}
