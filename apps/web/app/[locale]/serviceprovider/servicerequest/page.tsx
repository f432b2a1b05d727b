import type { Metadata } from 'next';
import { ServiceRequests } from '@/features/provider-jobs/service-requests';
import { parseServiceRequestView } from '@/features/provider-jobs/service-request-view';

export const metadata: Metadata = { title: 'Service Request' };

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <ServiceRequests view={parseServiceRequestView(await searchParams)} />;
}
