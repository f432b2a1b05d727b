import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Mailbox } from '@/features/dev-mailbox';
import { metadataLocale, type LocaleParams } from '@/features/seo';
import { getServerConfig } from '@/lib/config';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const t = await getTranslations({ locale: await metadataLocale(params), namespace: 'site.devMailbox' });
  return { title: t('title'), robots: { index: false } };
}

export default function Page() {
  if (!getServerConfig().showDevMailbox) notFound();
  return <Mailbox />;
}
