import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminBookingsList, parseBookingsFilter } from '@/features/admin/bookings';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.meta');
  return { title: t('bookings') };
}

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <AdminBookingsList filter={parseBookingsFilter(await searchParams)} />;
}
