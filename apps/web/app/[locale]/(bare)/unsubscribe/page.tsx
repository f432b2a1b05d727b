import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { lookUpSubscriber } from '@/features/auth/server';
import { UnsubscribePanel } from '@/features/email-preferences';
import { BareMessage } from '@/features/layout';
import { metadataLocale, type LocaleParams } from '@/features/seo';
import { paths } from '@/lib/paths';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const t = await getTranslations({ locale: await metadataLocale(params), namespace: 'auth.meta' });
  return { title: t('unsubscribe'), robots: { index: false } };
}

export default async function Page({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const raw = (await searchParams).token;
  const token = Array.isArray(raw) ? raw[0] : raw;
  const t = await getTranslations('auth.unsubscribe');
  const home = { label: t('goHome'), href: paths.home() };
  if (!token) {
    return <BareMessage title={t('title')} action={home}>{t('incomplete')}</BareMessage>;
  }
  const subscriber = await lookUpSubscriber(token);
  if (!subscriber.ok) {
    return <BareMessage title={t('title')} action={home}>{subscriber.message}</BareMessage>;
  }
  return (
    <BareMessage title={t('title')}>
      <UnsubscribePanel token={token} email={subscriber.data.email} subscribed={subscriber.data.marketingEmails} />
    </BareMessage>
  );
}
