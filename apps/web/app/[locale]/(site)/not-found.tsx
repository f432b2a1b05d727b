import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/not-found-content';

export const metadata: Metadata = { title: 'Page not found' };

// notFound() in a public page (an unknown service, post or page number): the (site) layout already
// draws the standard chrome around this. Unknown URLs get app/not-found.tsx.
export default function NotFound() {
  return <NotFoundContent />;
}
