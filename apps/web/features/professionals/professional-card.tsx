// Who comes to the door: photo, name, rating, what Hearth checked, languages and experience, and a
// link to the full public profile. Shown on the customer's booking page.
import type { ProfessionalCard as Card } from '@hearth/shared/professionals/wire';
import { useTranslations } from 'next-intl';
import { StarRating } from '@/features/reviews';
import { Link } from '@/i18n/navigation';
import { useFormat } from '@/lib/format';
import { useLanguageName } from './language-names';
import { ProfessionalAvatar } from './professional-avatar';
import { ProfessionalBadges } from './professional-badges';

export function ProfessionalRatingLine({ rating }: { rating: Card['rating'] }) {
  const t = useTranslations('professionals');
  const format = useFormat();
  if (rating.count === 0 || rating.average === null) return <p className="text-sm text-muted">{t('noReviews')}</p>;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-ink">
      <StarRating rating={rating.average} />
      <span>{t('rating', { average: format.number(rating.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 }), count: rating.count })}</span>
    </p>
  );
}

export function ProfessionalCard({ professional }: { professional: Card }) {
  const t = useTranslations('professionals');
  const languageName = useLanguageName();
  return (
    <section aria-labelledby="professional-card-name" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-muted">{t('card.title')}</h2>
      <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-start">
        <ProfessionalAvatar professional={professional} />
        <div className="min-w-0 flex-1 space-y-2">
          <p id="professional-card-name" className="text-lg font-semibold text-ink [overflow-wrap:anywhere]">
            {professional.displayName}
          </p>
          <ProfessionalRatingLine rating={professional.rating} />
          <ProfessionalBadges badges={professional.badges} />
          {professional.languages.length > 0 ? (
            <p className="text-sm text-ink">
              <span className="font-medium">{t('languages')}</span> {professional.languages.map(languageName).join(', ')}
            </p>
          ) : null}
          {professional.yearsOfExperience !== null ? <p className="text-sm text-ink">{t('years', { years: professional.yearsOfExperience })}</p> : null}
          <Link href={professional.profilePath} className="inline-block text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
            {t('card.viewProfile', { name: professional.displayName })}
          </Link>
        </div>
      </div>
    </section>
  );
}
