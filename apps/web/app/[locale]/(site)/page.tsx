import { getCurrentSession } from '@/features/auth/server-session';
import { getCategoryCards } from '@/features/catalog/catalog-api';
import { getCards } from '@/features/content/content-api';
import { HomePage } from '@/features/home/home-page';
import { getGlobalOffer } from '@/features/offers/offers-api';
import { pageMetadata } from '@/features/seo/metadata';
import { paths } from '@/lib/paths';

export const generateMetadata = () =>
  pageMetadata({
    title: 'Hearth — trusted home services across Canada',
    description: 'Book vetted local professionals for cleaning, moving, handyman work, lawn care, plumbing and snow removal, with upfront prices in CAD.',
    path: paths.home(),
    absoluteTitle: true,
  });

export default async function Page() {
  const [categories, howItWorks, offer, session] = await Promise.all([getCategoryCards(), getCards('howitworks'), getGlobalOffer(), getCurrentSession()]);
  return <HomePage categories={categories} howItWorks={howItWorks} offer={offer} signedIn={Boolean(session)} />;
}
