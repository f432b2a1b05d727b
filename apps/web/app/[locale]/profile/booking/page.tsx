import type { Metadata } from 'next';
import { parsePageParam } from '@/components/ui/pagination';
import { parseBookingTab } from '@/features/booking/booking-tabs';
import { MyBookings } from '@/features/booking/my-bookings';

export const metadata: Metadata = { title: 'My Bookings' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const { tab, page } = await searchParams;
  return <MyBookings tab={parseBookingTab(tab)} page={parsePageParam(page)} />;
}
