import type { Metadata } from 'next';
import { ProviderDashboard } from '@/features/provider-jobs/provider-dashboard';

export const metadata: Metadata = { title: 'Dashboard' };

export default function Page() {
  return <ProviderDashboard />;
}
