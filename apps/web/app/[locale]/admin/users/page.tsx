import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { parseUsersView, UsersPage } from '@/features/admin/users';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.meta');
  return { title: t('users') };
}

// Only admins get here: proxy.ts guards /admin. The search and filters live in the URL.
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <UsersPage view={parseUsersView(await searchParams)} />;
}
