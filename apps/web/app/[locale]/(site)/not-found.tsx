import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundContent } from '@/components/not-found-content';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('errors.notFound');
  return { title: t('title') };
}

// notFound() in a public page (an unknown service, post or page number): the (site) layout already
// draws the standard chrome around this. Unknown URLs get app/not-found.tsx.
export default function NotFound() {
  return <NotFoundContent />;
}
