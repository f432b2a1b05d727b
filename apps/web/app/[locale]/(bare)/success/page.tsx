import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BookingConfirmation } from '@/features/bookings';
import { BareMessage } from '@/features/layout';
import { metadataLocale, type LocaleParams } from '@/features/seo';
import { paths } from '@/lib/paths';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const t = await getTranslations({ locale: await metadataLocale(params), namespace: 'booking.meta' });
  return { title: t('success'), robots: { index: false } };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// /payment lands here with ?booking=<id> once the booking is paid.
export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const { booking } = await searchParams;
  const bookingId = Array.isArray(booking) ? booking[0] : booking;
  if (!bookingId) {
    const t = await getTranslations('booking.bare');
    return (
      <BareMessage title={t('nothingTitle')} action={{ label: t('goHome'), href: paths.home() }}>
        {t('nothingText')}
      </BareMessage>
    );
  }
  return <BookingConfirmation bookingId={bookingId} />;
}
