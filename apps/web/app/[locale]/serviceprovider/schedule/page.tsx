import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { JobCalendar } from '@/features/provider-jobs';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('provider.pages');
  return { title: t('schedule') };
}

// Reachable by its URL; its menu item stays hidden (provider-menu.ts).
export default function Page() {
  return <JobCalendar />;
}
