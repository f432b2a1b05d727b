import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ServiceRequests } from '@/features/provider-jobs/service-requests';
import { parseServiceRequestView } from '@/features/provider-jobs/service-request-view';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('provider.pages');
  return { title: t('serviceRequest') };
}

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <ServiceRequests view={parseServiceRequestView(await searchParams)} />;
}
