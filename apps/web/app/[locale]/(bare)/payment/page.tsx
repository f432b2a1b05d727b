import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PaymentCheckout } from '@/features/bookings';
import { metadataLocale, type LocaleParams } from '@/features/seo';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const t = await getTranslations({ locale: await metadataLocale(params), namespace: 'payment.meta' });
  return { title: t('title'), robots: { index: false } };
}

// The booking to pay for waits in this tab's sessionStorage; without one the page says so.
export default function Page() {
  return <PaymentCheckout />;
}
