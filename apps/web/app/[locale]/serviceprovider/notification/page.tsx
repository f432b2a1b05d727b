import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotificationCenter } from '@/features/notifications';
import { parsePageView } from '@/lib/url-state';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('provider.pages');
  return { title: t('notification') };
}

// The provider layout hides its side menu on this page.
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [search, t] = await Promise.all([searchParams, getTranslations('provider.pages')]);
  return <NotificationCenter page={parsePageView(search).page} description={t('notificationDescription')} />;
}
