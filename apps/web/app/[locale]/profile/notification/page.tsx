import type { Metadata } from 'next';
import { parsePageParam } from '@/components/ui/pagination';
import { NotificationCenter } from '@/features/notifications/notification-center';

export const metadata: Metadata = { title: 'Notifications' };

// The profile layout hides its sidebar on this page (spec §2).
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { page } = await searchParams;
  return <NotificationCenter page={parsePageParam(page)} description="Updates about your bookings and account." />;
}
