import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CancelBooking } from '@/features/bookings';
import { BareMessage } from '@/features/layout';
import { metadataLocale, type LocaleParams } from '@/features/seo';
import { paths } from '@/lib/paths';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const t = await getTranslations({ locale: await metadataLocale(params), namespace: 'booking.meta' });
  return { title: t('cancel'), robots: { index: false } };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// Reached from a booking's Cancel button (?booking=<id>).
export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const { booking } = await searchParams;
  const bookingId = Array.isArray(booking) ? booking[0] : booking;
  if (!bookingId) {
    const t = await getTranslations('booking.bare');
    return (
      <BareMessage title={t('noCancellationTitle')} action={{ label: t('myBookings'), href: paths.profile.booking() }}>
        {t('noCancellationText')}
      </BareMessage>
    );
  }
  return <CancelBooking bookingId={bookingId} />;
}
