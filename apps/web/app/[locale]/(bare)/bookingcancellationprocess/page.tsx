import type { Metadata } from 'next';
import { CancelBooking } from '@/features/booking/cancel-booking';
import { BareMessage } from '@/features/layout/bare-message';
import { paths } from '@/lib/paths';

export const metadata: Metadata = { title: 'Cancel booking', robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// Reached from a booking's Cancel button (?booking=<id>).
export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const { booking } = await searchParams;
  const bookingId = Array.isArray(booking) ? booking[0] : booking;
  if (!bookingId) {
    return (
      <BareMessage title="No cancellation in progress" action={{ label: 'My bookings', href: paths.profile.booking() }}>
        To cancel a booking, open it from your bookings and choose Cancel.
      </BareMessage>
    );
  }
  return <CancelBooking bookingId={bookingId} />;
}
