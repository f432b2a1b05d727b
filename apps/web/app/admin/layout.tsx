import type { ReactNode } from 'react';
import { getCurrentSession } from '@/features/auth/server-session';
import { AdminShell } from '@/features/admin/admin-shell';

// Only admins get here: proxy.ts guards /admin.
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const session = await getCurrentSession();
  return <AdminShell fullname={session?.user.fullname ?? ''}>{children}</AdminShell>;
}
