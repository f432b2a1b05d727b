import type { Metadata } from 'next';
import { ContentPage } from '@/features/content/content-page';

export const metadata: Metadata = { title: 'Terms of Use' };

export default function Page() {
  return (
    <ContentPage
      title="Terms of Use"
      intro="The terms that apply when you use Hearth as a customer or a professional."
      emptyTitle="These terms are being published"
    />
  );
}
