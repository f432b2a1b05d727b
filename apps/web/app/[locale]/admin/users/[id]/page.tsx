import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { UserDetail } from '@/features/admin/users';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.meta');
  return { title: t('user') };
}

// Only admins get here: proxy.ts guards /admin.
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <UserDetail id={id} />;
}
