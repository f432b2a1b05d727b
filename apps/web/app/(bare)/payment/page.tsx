import type { Metadata } from 'next';
import { BareMessage } from '@/features/layout/bare-message';
import { paths } from '@/lib/paths';

export const metadata: Metadata = { title: 'Payment', robots: { index: false } };

// Checkout opens here from a booking (payments issue); reached directly there is nothing to pay.
export default function Page() {
  return (
    <BareMessage title="No payment in progress" action={{ label: 'Browse services', href: paths.services() }}>
      Payments start from a booking. Choose a service to book and you will be brought back here to pay securely.
    </BareMessage>
  );
}
