// /services/{slug}: what the service is, its starting price and duration, what is included, its
// FAQs and the booking panel (with the price for the visitor's postal code), with Service structured data (price in CAD) for search engines.
import type { ServiceDetail as ServiceDetailData } from '@hearth/shared/catalog/contract';
import type { ContactInfo } from '@hearth/shared/content/contract';
import type { ReviewSummary } from '@hearth/shared/reviews/contract';
import { LOCALE_TAGS, type Locale } from '@hearth/shared/locale';
import { ArrowLeft, CalendarClock, Check, Clock } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { ServiceIllustration } from '@/components/service-illustration';
import { buttonClasses } from '@/components/ui/button';
import { QuickQuote } from '@/features/bookings';
import { FaqList } from '@/features/content';
import { REVIEW_MESSAGES, ServiceReviews } from '@/features/reviews';
import { absoluteUrl, JsonLd, SITE_NAME } from '@/features/seo';
import { WishlistHeart } from '@/features/wishlist/server';
import { IntlProvider } from '@/i18n/intl-provider';
import { Link } from '@/i18n/navigation';
import { useFormat } from '@/lib/format';
import { paths } from '@/lib/paths';

function serviceJsonLd(service: ServiceDetailData, contact: ContactInfo, locale: Locale) {
  const url = absoluteUrl(paths.service(service.slug), locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    description: service.description,
    serviceType: service.category.name,
    url,
    inLanguage: LOCALE_TAGS[locale],
    ...(service.image ? { image: service.image.large } : {}),
    areaServed: { '@type': 'Country', name: 'Canada' },
    provider: {
      '@type': 'LocalBusiness',
      name: SITE_NAME,
      url: absoluteUrl('/', locale),
      ...(contact.phoneNumber ? { telephone: `+1${contact.phoneNumber.replace(/\D/g, '').slice(-10)}` } : {}),
      ...(contact.customerServiceEmail ? { email: contact.customerServiceEmail } : {}),
      ...(contact.address ? { address: contact.address } : {}),
    },
    offers: {
      '@type': 'Offer',
      priceCurrency: 'CAD',
      price: (service.startingPriceCents / 100).toFixed(2),
      priceSpecification: { '@type': 'PriceSpecification', priceCurrency: 'CAD', minPrice: (service.startingPriceCents / 100).toFixed(2) },
      availability: 'https://schema.org/InStock',
      url,
    },
  };
}

export function ServiceDetail({ service, contact, reviews = null }: { service: ServiceDetailData; contact: ContactInfo; reviews?: ReviewSummary | null }) {
  const t = useTranslations('catalog.detail');
  const locale = useLocale();
  const format = useFormat();
  const { category } = service;
  return (
    <div className="bg-gradient-to-b from-brand-50/70 to-white">
      <JsonLd data={serviceJsonLd(service, contact, locale)} />
      <div className="mx-auto max-w-7xl px-4 py-10 md:px-6 md:py-14">
        <Link href={`${paths.services()}#${category.slug}`} className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:text-brand-800">
          <ArrowLeft aria-hidden="true" className="size-4" /> {category.name}
        </Link>
        <div className="mt-6 grid gap-10 lg:grid-cols-[1fr_22rem]">
          <div className="min-w-0">
            <div className="flex items-start justify-between gap-4">
              <h1 className="min-w-0 text-3xl font-extrabold tracking-tight break-words text-ink md:text-4xl">{service.name}</h1>
              <WishlistHeart service={service} />
            </div>
            <p className="mt-4 max-w-2xl text-lg text-muted">{service.description}</p>
            <ServiceIllustration
              slug={service.slug}
              categorySlug={category.slug}
              image={service.image}
              imageAlt={t('imageAlt', { name: service.name })}
              width={1600}
              height={1000}
              sizes="(min-width: 1280px) 820px, (min-width: 1024px) 60vw, 100vw"
              priority
              className="mt-8 aspect-[8/5] w-full rounded-2xl"
            />

            {service.whatIsIncluded.length > 0 && (
              <section aria-labelledby="included" className="mt-12">
                <h2 id="included" className="text-2xl font-bold text-ink">
                  {t('included')}
                </h2>
                <ul className="mt-5 grid gap-3 sm:grid-cols-2">
                  {service.whatIsIncluded.map((item) => (
                    <li key={item} className="flex min-w-0 gap-3 rounded-xl bg-white p-4 break-words text-ink ring-1 ring-slate-200">
                      <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                      {item}
                    </li>
                  ))}
                </ul>
              </section>
            )}

            {/* Replies and the report button are client components: they get their words here. */}
            <IntlProvider namespaces={REVIEW_MESSAGES}>
              <ServiceReviews summary={reviews} serviceName={service.name} />
            </IntlProvider>

            {service.faqs.length > 0 && (
              <section aria-labelledby="service-faqs" className="mt-12">
                <h2 id="service-faqs" className="text-2xl font-bold break-words text-ink">
                  {t('questions', { name: service.name })}
                </h2>
                <div className="mt-5">
                  <FaqList faqs={service.faqs} />
                </div>
              </section>
            )}
          </div>

          <aside aria-labelledby="book-now" className="min-w-0 lg:sticky lg:top-28 lg:self-start">
            <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <h2 id="book-now" className="flex items-center gap-2 text-lg font-semibold text-ink">
                <CalendarClock aria-hidden="true" className="size-5 text-brand-700" /> {t('bookNow')}
              </h2>
              <p className="mt-4 text-sm text-muted">{t('startingPrice')}</p>
              <p className="text-3xl font-extrabold text-ink">{t('from', { price: format.money(service.startingPriceCents) })}
                {service.priceUnit === 'hour' && <span className="text-base font-semibold text-muted"> {t('perHour')}</span>}
              </p>
              <p className="mt-2 flex items-center gap-1.5 text-sm text-muted">
                <Clock aria-hidden="true" className="size-4 shrink-0" /> {service.priceUnit === 'hour' ? t('byTheHour') : t('takes', { duration: format.duration(service.durationMinutes) })}
              </p>
              {service.requiresDescription && (
                <p className="mt-3 text-sm text-muted">{t('describeJob')}</p>
              )}
              <Link href={paths.bookService(service.slug)} className={buttonClasses({ size: 'lg', fullWidth: true }, 'mt-5')}>
                {t('bookNow')}
              </Link>
              <p className="mt-3 text-center text-xs text-muted">{t('bookingSteps')}</p>
              {/* The price panel is interactive: its words go to the browser with it. */}
              <IntlProvider namespaces={['booking.quickQuote', 'booking.serviceStep', 'booking.amounts']}>
                <QuickQuote service={service} />
              </IntlProvider>
              <Link href={`${paths.services()}#${category.slug}`} className={buttonClasses({ variant: 'secondary', fullWidth: true, wrap: true }, 'mt-4')}>
                {t('moreInCategory', { category: category.name })}
              </Link>
            </div>
          </aside>
        </div>
      </div>
    </div>
  );
}
