import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/not-found-content';
import { SiteChrome } from '@/features/layout/site-chrome';

export const metadata: Metadata = { title: 'Page not found' };

// Unknown URLs and notFound() anywhere get the standard layout (spec §2: /404).
export default function NotFound() {
  return (
    <SiteChrome>
      <NotFoundContent />
    </SiteChrome>
  );
}
