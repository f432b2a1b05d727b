import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminDashboardPage } from '@/features/admin/dashboard';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.meta');
  return { title: t('dashboard') };
}

export default function Page() {
  return <AdminDashboardPage />;
}
