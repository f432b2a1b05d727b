import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getService } from '@/features/catalog/catalog-api';
import { formatCad } from '@/features/catalog/format';
import { ServiceDetail } from '@/features/catalog/service-detail';
import { getContact } from '@/features/content/content-api';
import { getServiceReviews } from '@/features/reviews/reviews-api';
import { pageMetadata } from '@/features/seo/metadata';
import { paths } from '@/lib/paths';

type Params = Promise<{ slug: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  // When the API fails, the page itself renders the error (and logs it); metadata falls back.
  const service = await getService((await params).slug).catch(() => null);
  if (!service) return { title: 'Service not found' };
  return pageMetadata({
    title: `${service.name} — from ${formatCad(service.startingPriceCents)}`,
    description: service.description,
    path: paths.service(service.slug),
    image: service.image?.large,
  });
}

export default async function Page({ params }: { params: Params }) {
  const { slug } = await params;
  // Reviews render nothing when their call fails (fetchPublic); the page itself does not fail.
  const [service, contact, reviews] = await Promise.all([getService(slug), getContact(), getServiceReviews(slug)]);
  if (!service) notFound();
  // A renamed service: the API answers the old slug with a 308 that fetch follows to the current one.
  if (service.slug !== slug) permanentRedirect(paths.service(service.slug));
  return <ServiceDetail service={service} contact={contact} reviews={reviews} />;
}
