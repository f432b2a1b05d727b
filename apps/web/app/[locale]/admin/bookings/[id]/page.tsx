import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminBookingDetail } from '@/features/admin/bookings';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.meta');
  return { title: t('booking') };
}

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <AdminBookingDetail id={id} />;
}
