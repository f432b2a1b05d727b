// A service in a grid (home page, /services): picture, name, short description and starting price.
// The whole card is one link; its name is the link's text. The wishlist heart sits above that link
// in the picture's corner, a button of its own.
import type { ServiceCard as ServiceCardData } from '@hearth/shared/catalog/contract';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ServiceIllustration } from '@/components/service-illustration';
import { WishlistHeart } from '@/features/wishlist/server';
import { Link } from '@/i18n/navigation';
import { useFormat } from '@/lib/format';
import { paths } from '@/lib/paths';

/**
 * `priority`: the card is in the first screenful, so its picture loads at once (it is the LCP).
 * `categorySlug`: lets a service without a picture of its own show its category's.
 */
export function ServiceCard({ service, categorySlug, priority = false }: { service: ServiceCardData; categorySlug?: string; priority?: boolean }) {
  const t = useTranslations('catalog.card');
  const format = useFormat();
  const price = (chunks: ReactNode) => <span className="text-base font-bold text-ink">{chunks}</span>;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-200">
      {/* The card's name says what the picture shows. */}
      <ServiceIllustration
        slug={service.slug}
        categorySlug={categorySlug}
        image={service.image}
        decorative
        width={400}
        height={250}
        sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
        priority={priority}
        className="aspect-[8/5] w-full"
      />
      <div className="flex flex-1 flex-col p-5">
        <h3 className="font-semibold break-words text-ink group-hover:text-brand-800">
          <Link href={paths.service(service.slug)} className="after:absolute after:inset-0 after:content-['']">
            {service.name}
          </Link>
        </h3>
        <p className="mt-1.5 line-clamp-2 flex-1 text-sm text-muted">{service.description}</p>
        <p className="mt-4 text-sm text-muted">
          {t.rich(service.priceUnit === 'hour' ? 'fromPerHour' : 'from', { price: format.money(service.startingPriceCents), strong: price })}
        </p>
      </div>
      {/* After the name in the reading and tab order; shown over the picture's corner. */}
      <WishlistHeart service={service} className="absolute top-3 right-3 z-10" />
    </article>
  );
}
