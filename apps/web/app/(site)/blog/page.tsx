import type { Metadata } from 'next';
import { ContentPage } from '@/features/content/content-page';

export const metadata: Metadata = { title: 'Blog' };

export default function Page() {
  return (
    <ContentPage
      title="Blog"
      intro="Home care tips and stories from Hearth professionals across Canada."
      emptyTitle="No articles published yet"
    />
  );
}
