import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BareMessage } from '@/features/layout';
import { metadataLocale, type LocaleParams } from '@/features/seo';
import { paths } from '@/lib/paths';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const t = await getTranslations({ locale: await metadataLocale(params), namespace: 'booking.meta' });
  return { title: t('deeplink'), robots: { index: false } };
}

// Links shared from the mobile apps land here when the app is not installed.
export default async function Page() {
  const t = await getTranslations('booking.bare');
  return (
    <BareMessage title={t('deeplinkTitle')} action={{ label: t('goHome'), href: paths.home() }}>
      {t('deeplinkText')}
    </BareMessage>
  );
}
