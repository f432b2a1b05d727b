import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { findService } from '@/features/catalog/catalog-api';
import { ServiceDetail } from '@/features/catalog/service-detail';

type Params = Promise<{ slug: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const found = await findService((await params).slug);
  return { title: found ? found.service.name : 'Service not found' };
}

export default async function Page({ params }: { params: Params }) {
  const found = await findService((await params).slug);
  if (!found) notFound();
  return <ServiceDetail {...found} />;
}
