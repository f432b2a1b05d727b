import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BookingDetail } from '@/features/bookings';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account.meta');
  return { title: t('booking') };
}

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  return <BookingDetail id={(await params).id} />;
}
