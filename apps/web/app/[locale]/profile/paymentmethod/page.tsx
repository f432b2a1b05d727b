import type { Metadata } from 'next';
import { SavedPaymentMethods } from '@/features/payment-methods/saved-payment-methods';

export const metadata: Metadata = { title: 'Payment Methods' };

export default function Page() {
  return <SavedPaymentMethods />;
}
