import type { Metadata } from 'next';
import { ProviderAccount } from '@/features/provider-area/provider-account';

export const metadata: Metadata = { title: 'Account' };

export default function Page() {
  return <ProviderAccount />;
}
