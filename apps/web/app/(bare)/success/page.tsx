import type { Metadata } from 'next';
import { BareMessage } from '@/features/layout/bare-message';
import { paths } from '@/lib/paths';

export const metadata: Metadata = { title: 'Payment complete', robots: { index: false } };

// The payment provider returns here after checkout (payments issue).
export default function Page() {
  return (
    <BareMessage title="Nothing to confirm yet" action={{ label: 'Go to Hearth', href: paths.home() }}>
      This page confirms a booking payment. There is no recent payment to show.
    </BareMessage>
  );
}
