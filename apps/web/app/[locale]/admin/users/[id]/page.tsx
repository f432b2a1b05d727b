import type { Metadata } from 'next';
import { UserDetail } from '@/features/admin/users/user-detail';

export const metadata: Metadata = { title: 'User' };

// Only admins get here: proxy.ts guards /admin.
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <UserDetail id={id} />;
}
