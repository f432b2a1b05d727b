import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { parsePageParam } from '@/components/ui/pagination';
import { NotificationCenter } from '@/features/notifications';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account.meta');
  return { title: t('notifications') };
}

// The profile layout hides its sidebar on this page.
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [{ page }, t] = await Promise.all([searchParams, getTranslations('account.notifications')]);
  return <NotificationCenter page={parsePageParam(page)} description={t('customerDescription')} />;
}
