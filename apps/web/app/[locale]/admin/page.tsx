import type { Metadata } from 'next';
import { AdminDashboardPage } from '@/features/admin/dashboard/admin-dashboard';

export const metadata: Metadata = { title: 'Admin dashboard' };

export default function Page() {
  return <AdminDashboardPage />;
}
