// Proof that real people use Hearth: recent reviews customers wrote, and some of the professionals
// behind them. Server rendered, no client code; a section with nothing to show is left out.
import type { HighlightProfessional, HighlightReview } from '@hearth/shared/professionals/highlights-contract';
import { MapPin, Quote } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { ApiImage } from '@/components/api-image';
import { StarRating } from '@/features/reviews';
import { Link } from '@/i18n/navigation';
import { useFormat } from '@/lib/format';
import { paths } from '@/lib/paths';

const linkClasses = 'rounded font-semibold text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

export function ReviewHighlights({ reviews }: { reviews: HighlightReview[] }) {
  const t = useTranslations('home.reviews');
  if (reviews.length === 0) return null;
  return (
    <section aria-labelledby="loved-by-homeowners" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-16 md:px-6">
        <h2 id="loved-by-homeowners" className="text-3xl font-bold tracking-tight text-ink">
          {t('title')}
        </h2>
        <p className="mt-2 text-muted">{t('intro')}</p>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {reviews.map((review) => (
            <li key={review._id}>
              <figure className="flex h-full min-w-0 flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
                <div className="flex items-center justify-between gap-3">
                  <StarRating rating={review.rating} />
                  <Quote aria-hidden="true" className="size-5 text-brand-200" />
                </div>
                <blockquote lang={review.lang} className="mt-3 flex-1 break-words text-ink">
                  <p>{review.review}</p>
                </blockquote>
                <figcaption className="mt-4 text-sm break-words text-muted">
                  <span className="font-semibold text-ink">{review.customerName}</span>
                  {' · '}
                  <Link href={paths.service(review.service.slug)} className={linkClasses}>
                    {review.service.name}
                  </Link>
                  <span className="mt-1 block">
                    {t.rich('by', { name: review.professional.name, link: (chunks) => <Link href={review.professional.profilePath} className={linkClasses}>{chunks}</Link> })}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Avatar({ professional }: { professional: HighlightProfessional }) {
  const common = 'size-16 shrink-0 rounded-full ring-2 ring-white shadow-sm';
  if (professional.photo) return <ApiImage image={professional.photo} alt="" width={64} height={64} sizes="64px" className={common} />;
  // No picture yet: their initial, so every card still has a face.
  return (
    <span aria-hidden="true" className={`${common} flex items-center justify-center bg-brand-100 text-xl font-bold text-brand-800`}>
      {professional.name.charAt(0)}
    </span>
  );
}

export function ProfessionalHighlights({ professionals }: { professionals: HighlightProfessional[] }) {
  const t = useTranslations('home.professionals');
  const format = useFormat();
  if (professionals.length === 0) return null;
  return (
    <section aria-labelledby="meet-professionals" className="mx-auto max-w-7xl px-4 py-16 md:px-6">
      <h2 id="meet-professionals" className="text-3xl font-bold tracking-tight text-ink">
        {t('title')}
      </h2>
      <p className="mt-2 text-muted">{t('intro')}</p>
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {professionals.map((pro) => (
          <li key={pro._id}>
            <article aria-labelledby={`pro-${pro._id}`} className="relative flex h-full min-w-0 gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md">
              <Avatar professional={pro} />
              <div className="min-w-0">
                <h3 id={`pro-${pro._id}`} className="font-semibold break-words text-ink">
                  {/* The whole card is the link (its ::after covers it); the name is what it is called. */}
                  <Link href={pro.profilePath} className="after:absolute after:inset-0 after:rounded-2xl hover:text-brand-800 focus-visible:outline-none">
                    {pro.name}
                  </Link>
                </h3>
                {pro.rating.average !== null ? (
                  <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-muted">
                    <StarRating rating={pro.rating.average} />
                    <span>{t('rating', { average: format.number(pro.rating.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 }), count: pro.rating.count })}</span>
                  </p>
                ) : (
                  <p className="mt-1 text-sm text-muted">{t('new')}</p>
                )}
                {pro.services.length > 0 && <p className="mt-2 text-sm break-words text-ink">{pro.services.map((s) => s.name).join(' · ')}</p>}
                {pro.city && (
                  <p className="mt-1 flex items-center gap-1 text-sm text-muted">
                    <MapPin aria-hidden="true" className="size-4 shrink-0" />
                    <span className="sr-only">{t('city')} </span>
                    {pro.city}
                  </p>
                )}
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
