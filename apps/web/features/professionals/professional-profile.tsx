// A professional's public page: who they are, what Hearth checked, what they offer and where, and
// what customers said. Contact goes through a booking only: no phone number or email here.
import type { ProfessionalProfile as Profile } from '@hearth/shared/professionals/wire';
import { MessageSquare } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { ProfessionalReviews } from '@/features/reviews';
import { Link } from '@/i18n/navigation';
import { useFormat } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useLanguageName } from './language-names';
import { ProfessionalAvatar } from './professional-avatar';
import { ProfessionalBadges } from './professional-badges';
import { ProfessionalRatingLine } from './professional-card';

export function ProfessionalProfile({ professional }: { professional: Profile }) {
  const t = useTranslations('professionals');
  const format = useFormat();
  const languageName = useLanguageName();
  const name = professional.displayName;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <header className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <ProfessionalAvatar professional={professional} size="lg" />
        <div className="min-w-0 space-y-2">
          <h1 className="text-3xl font-bold text-ink [overflow-wrap:anywhere]">{name}</h1>
          <ProfessionalRatingLine rating={professional.rating} />
          <ProfessionalBadges badges={professional.badges} />
        </div>
      </header>

      <div className="mt-8 grid gap-8 md:grid-cols-3">
        <section aria-labelledby="professional-about" className="md:col-span-2">
          <h2 id="professional-about" className="text-xl font-semibold text-ink">
            {t('page.about')}
          </h2>
          <p className="mt-2 whitespace-pre-line text-ink [overflow-wrap:anywhere]">{professional.bio || t('page.noBio', { name })}</p>

          <h2 className="mt-8 text-xl font-semibold text-ink">{t('page.services')}</h2>
          {professional.services.length ? (
            <ul className="mt-2 flex flex-wrap gap-2">
              {professional.services.map((service) => (
                <li key={service._id}>
                  <Link
                    href={paths.service(service.slug)}
                    className="inline-block rounded-full bg-white px-3 py-1.5 text-sm font-medium text-brand-700 underline-offset-2 ring-1 ring-slate-200 hover:underline"
                  >
                    {service.name}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-muted">{t('page.noServices')}</p>
          )}

          <h2 className="mt-8 text-xl font-semibold text-ink">{t('page.areas')}</h2>
          {professional.areas.length ? <p className="mt-2 text-ink">{professional.areas.join(' · ')}</p> : <p className="mt-2 text-muted">{t('page.noAreas')}</p>}
        </section>

        <aside aria-labelledby="professional-details" className="space-y-3 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
          <h2 id="professional-details" className="text-lg font-semibold text-ink">
            {t('page.details')}
          </h2>
          <ul className="space-y-2 text-sm text-ink">
            <li>{t('page.memberSince', { date: format.month(professional.memberSince, 'UTC') })}</li>
            <li>{t('page.completedJobs', { count: professional.completedJobs })}</li>
            {professional.yearsOfExperience !== null ? <li>{t('years', { years: professional.yearsOfExperience })}</li> : null}
            {professional.languages.length ? (
              <li>
                {t('languages')} {professional.languages.map(languageName).join(', ')}
              </li>
            ) : null}
          </ul>
          <p className="flex gap-2 rounded-lg bg-slate-50 p-3 text-sm text-ink">
            <MessageSquare aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('page.contactNote')}
          </p>
        </aside>
      </div>

      <ProfessionalReviews providerId={professional.id} />
    </div>
  );
}
