import type { Metadata } from 'next';
import { ContentPage } from '@/features/content/content-page';

export const metadata: Metadata = { title: 'Privacy Policy' };

export default function Page() {
  return (
    <ContentPage
      title="Privacy Policy"
      intro="What personal information Hearth collects, why, and how it is protected."
      emptyTitle="This policy is being published"
    />
  );
}
