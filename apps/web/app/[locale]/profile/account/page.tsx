import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/ui/page-heading';
import { AccountSettings } from '@/features/account';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account.meta');
  return { title: t('account') };
}

export default function Page() {
  const t = useTranslations('account.settings');
  return (
    <>
      <PageHeading title={t('title')} description={t('description')} />
      <AccountSettings />
    </>
  );
}
