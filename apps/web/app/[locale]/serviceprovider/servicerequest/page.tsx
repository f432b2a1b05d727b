import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { parseServiceRequestView, ServiceRequests } from '@/features/provider-jobs';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('provider.pages');
  return { title: t('serviceRequest') };
}

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <ServiceRequests view={parseServiceRequestView(await searchParams)} />;
}
