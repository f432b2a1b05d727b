import type { Metadata } from 'next';
import { BareMessage } from '@/features/layout/bare-message';
import { paths } from '@/lib/paths';

export const metadata: Metadata = { title: 'Cancel booking', robots: { index: false } };

// Cancelling starts from a booking's detail page (bookings issue).
export default function Page() {
  return (
    <BareMessage title="No cancellation in progress" action={{ label: 'My bookings', href: paths.profile.booking() }}>
      To cancel a booking, open it from your bookings and choose Cancel.
    </BareMessage>
  );
}
