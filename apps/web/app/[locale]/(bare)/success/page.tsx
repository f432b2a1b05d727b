import type { Metadata } from 'next';
import { BookingConfirmation } from '@/features/booking/booking-confirmation';
import { BareMessage } from '@/features/layout/bare-message';
import { paths } from '@/lib/paths';

export const metadata: Metadata = { title: 'Booking confirmed', robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// /payment lands here with ?booking=<id> once the booking is paid.
export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const { booking } = await searchParams;
  const bookingId = Array.isArray(booking) ? booking[0] : booking;
  if (!bookingId) {
    return (
      <BareMessage title="Nothing to confirm yet" action={{ label: 'Go to Hearth', href: paths.home() }}>
        This page confirms a booking payment. There is no recent payment to show.
      </BareMessage>
    );
  }
  return <BookingConfirmation bookingId={bookingId} />;
}
