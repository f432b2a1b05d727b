import type { Metadata } from 'next';
import { BankDetails } from '@/features/provider-onboarding/bank-details';

export const metadata: Metadata = { title: 'Bank Detail' };

// The payment provider's hosted setup returns here with ?onboarding=done or ?onboarding=retry.
export default async function Page({ searchParams }: { searchParams: Promise<{ onboarding?: string | string[] }> }) {
  const { onboarding } = await searchParams;
  return <BankDetails onboarding={onboarding === 'done' || onboarding === 'retry' ? onboarding : undefined} />;
}
