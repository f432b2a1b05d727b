import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundContent } from '@/components/not-found-content';
import { SiteChrome } from '@/features/layout/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('errors.notFound');
  return { title: t('title') };
}

// Unknown URLs get the standard layout; notFound() in a public page renders
// app/(site)/not-found.tsx inside the (site) layout instead, so the chrome is never drawn twice.
export default function NotFound() {
  return (
    <SiteChrome>
      <NotFoundContent />
    </SiteChrome>
  );
}
