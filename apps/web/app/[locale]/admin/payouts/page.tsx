import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { parsePayoutsView, PayoutsPage } from '@/features/admin/payouts';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.meta');
  return { title: t('payouts') };
}

// Only admins get here: proxy.ts guards /admin. The filters live in the URL.
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <PayoutsPage view={parsePayoutsView(await searchParams)} />;
}
