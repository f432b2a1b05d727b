import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MyBookings, parseMyBookingsView } from '@/features/bookings';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account.meta');
  return { title: t('bookings') };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const { tab, page } = parseMyBookingsView(await searchParams);
  return <MyBookings tab={tab} page={page} />;
}
