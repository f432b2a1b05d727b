import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SavedPaymentMethods } from '@/features/payment-methods';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account.meta');
  return { title: t('paymentMethods') };
}

export default function Page() {
  return <SavedPaymentMethods />;
}
