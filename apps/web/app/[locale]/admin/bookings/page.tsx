import type { Metadata } from 'next';
import { AdminBookingsList } from '@/features/admin/bookings/admin-bookings-list';
import { parseBookingsFilter } from '@/features/admin/bookings/bookings-filter';

export const metadata: Metadata = { title: 'Bookings · Admin' };

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <AdminBookingsList filter={parseBookingsFilter(await searchParams)} />;
}
