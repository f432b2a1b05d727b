import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/not-found-content';
import { SiteChrome } from '@/features/layout/site-chrome';

export const metadata: Metadata = { title: 'Page not found' };

// Unknown URLs get the standard layout (spec §2: /404); notFound() in a public page renders
// app/(site)/not-found.tsx inside the (site) layout instead, so the chrome is never drawn twice.
export default function NotFound() {
  return (
    <SiteChrome>
      <NotFoundContent />
    </SiteChrome>
  );
}
