import type { Metadata } from 'next';
import { getCategoryCards } from '@/features/catalog/catalog-api';
import { ServicesOverview } from '@/features/catalog/services-overview';

export const metadata: Metadata = { title: 'Services' };

/** The service list without site chrome, for the mobile apps' in-app browser. */
export default async function Page() {
  return <ServicesOverview categories={await getCategoryCards()} />;
}
