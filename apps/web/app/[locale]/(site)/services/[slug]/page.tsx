import { formatterFor } from '@hearth/shared/format';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getService } from '@/features/catalog';
import { ServiceDetail } from '@/features/catalog/server';
import { getContact } from '@/features/content';
import { getServiceReviews } from '@/features/reviews';
import { metadataLocale, pageMetadata } from '@/features/seo';
import { permanentRedirect } from '@/i18n/navigation';
import { paths } from '@/lib/paths';

type Params = Promise<{ locale: string; slug: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const [{ slug }, locale] = await Promise.all([params, metadataLocale(params)]);
  const t = await getTranslations({ locale, namespace: 'meta.service' });
  // When the API fails, the page itself renders the error (and logs it); metadata falls back.
  const service = await getService(slug).catch(() => null);
  if (!service) return { title: t('notFound') };
  return pageMetadata({
    title: t('title', { name: service.name, price: formatterFor(locale).money(service.startingPriceCents) }),
    description: service.description,
    path: paths.service(service.slug),
    locale,
    image: service.image?.large,
  });
}

export default async function Page({ params }: { params: Params }) {
  const [{ slug }, locale] = await Promise.all([params, metadataLocale(params)]);
  // Reviews render nothing when their call fails (fetchPublic); the page itself does not fail.
  const [service, contact, reviews] = await Promise.all([getService(slug), getContact(), getServiceReviews(slug)]);
  if (!service) notFound();
  // A renamed service: the API answers the old slug with a 308 that fetch follows to the current one.
  if (service.slug !== slug) permanentRedirect({ href: paths.service(service.slug), locale });
  return <ServiceDetail service={service} contact={contact} reviews={reviews} />;
}
