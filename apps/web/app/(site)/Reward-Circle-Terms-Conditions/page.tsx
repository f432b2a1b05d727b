import type { Metadata } from 'next';
import { ContentPage } from '@/features/content/content-page';

export const metadata: Metadata = { title: 'Reward Circle Terms & Conditions' };

export default function Page() {
  return (
    <ContentPage
      title="Reward Circle Terms & Conditions"
      intro="The rules of the Hearth Reward Circle loyalty programme."
      emptyTitle="These terms are being published"
    />
  );
}
