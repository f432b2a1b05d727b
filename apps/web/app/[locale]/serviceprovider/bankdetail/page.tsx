import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BankDetails } from '@/features/provider-onboarding';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('provider.pages');
  return { title: t('bankDetail') };
}

// The payment provider's hosted setup returns here with ?onboarding=done or ?onboarding=retry.
export default async function Page({ searchParams }: { searchParams: Promise<{ onboarding?: string | string[] }> }) {
  const { onboarding } = await searchParams;
  return <BankDetails onboarding={onboarding === 'done' || onboarding === 'retry' ? onboarding : undefined} />;
}
