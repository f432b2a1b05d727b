import type { Metadata } from 'next';
import { UsersPage } from '@/features/admin/users/users-page';
import { parseUsersView } from '@/features/admin/users/users-url';

export const metadata: Metadata = { title: 'Customers and users' };

// Only admins get here: proxy.ts guards /admin. The search and filters live in the URL.
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <UsersPage view={parseUsersView(await searchParams)} />;
}
