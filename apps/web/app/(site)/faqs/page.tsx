import type { Metadata } from 'next';
import { ContentPage } from '@/features/content/content-page';

export const metadata: Metadata = { title: 'Frequently Asked Questions' };

export default function Page() {
  return (
    <ContentPage
      title="Frequently Asked Questions"
      intro="Answers about booking, payments, cancellations and becoming a professional."
      emptyTitle="No questions published yet"
    />
  );
}
