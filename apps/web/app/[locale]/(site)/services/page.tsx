import { getCategoryCards } from '@/features/catalog/catalog-api';
import { ServicesOverview } from '@/features/catalog/services-overview';
import { pageMetadata } from '@/features/seo/metadata';
import { paths } from '@/lib/paths';

export const generateMetadata = () =>
  pageMetadata({
    title: 'Home Services',
    description: 'Cleaning, moving, plumbing, handyman, gardening, lawn care and snow removal by verified local professionals, with starting prices in CAD.',
    path: paths.services(),
  });

export default async function Page() {
  return <ServicesOverview categories={await getCategoryCards()} />;
}
