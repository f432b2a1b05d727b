import type { Metadata } from 'next';
import { PaymentCheckout } from '@/features/booking/payment-checkout';

export const metadata: Metadata = { title: 'Payment', robots: { index: false } };

// The booking to pay for waits in this tab's sessionStorage; without one the page says so.
export default function Page() {
  return <PaymentCheckout />;
}
