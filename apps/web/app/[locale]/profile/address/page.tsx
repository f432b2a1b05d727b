import type { Metadata } from 'next';
import { SavedAddresses } from '@/features/addresses/saved-addresses';

export const metadata: Metadata = { title: 'Addresses' };

export default function Page() {
  return <SavedAddresses />;
}
