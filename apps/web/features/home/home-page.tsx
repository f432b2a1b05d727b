// The home page: hero with Book Now, categories and popular services, how it works, recent reviews
// and some professionals, the global offer, why people trust Hearth, and the invitation to become
// a professional.
import type { CategoryWithServiceCards } from '@hearth/shared/catalog/contract';
import type { CmsCard } from '@hearth/shared/content/contract';
import type { GlobalOffer as GlobalOfferData } from '@hearth/shared/offers/contract';
import type { HomeHighlights } from '@hearth/shared/professionals/highlights-contract';
import { ArrowRight, BadgeCheck, CreditCard, Headset, RotateCcw } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { CategoryIllustration } from '@/components/service-illustration';
import { buttonClasses } from '@/components/ui/button';
import { ServiceCard } from '@/features/catalog/server';
import { HowItWorks } from '@/features/content';
import { GlobalOffer } from '@/features/offers';
import { Link } from '@/i18n/navigation';
import { paths } from '@/lib/paths';
import { ProfessionalHighlights, ReviewHighlights } from './home-highlights';

const POPULAR_COUNT = 6;

/** Each reason's icon and its message key in home.trust. */
const TRUST_SIGNALS = [
  { icon: BadgeCheck, key: 'verified' },
  { icon: CreditCard, key: 'prices' },
  { icon: RotateCcw, key: 'cancellation' },
  { icon: Headset, key: 'support' },
] as const;

interface HomePageProps {
  categories: CategoryWithServiceCards[];
  howItWorks: CmsCard[];
  offer: GlobalOfferData | null;
  /** Recent reviews and some professionals; each section is left out when it has none. */
  highlights: HomeHighlights;
  signedIn: boolean;
}

function popularServices(categories: CategoryWithServiceCards[]) {
  const all = categories.flatMap((c) => c.services);
  const featured = all.filter((s) => s.featured);
  return (featured.length > 0 ? featured : all).slice(0, POPULAR_COUNT);
}

export function HomePage({ categories, howItWorks, offer, highlights, signedIn }: HomePageProps) {
  const t = useTranslations('home');
  const popular = popularServices(categories);
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-12 pb-16 md:px-6 lg:grid-cols-2 lg:pt-20 lg:pb-24">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-xs font-semibold text-brand-800 shadow-sm ring-1 ring-brand-200">
              <span aria-hidden="true" className="size-1.5 rounded-full bg-brand-600" />
              {t('hero.badge')}
            </p>
            <h1 className="mt-5 text-4xl font-extrabold tracking-tight break-words text-ink md:text-5xl lg:text-6xl">
              {t.rich('hero.title', { accent: (chunks) => <span className="text-brand-700">{chunks}</span> })}
            </h1>
            <p className="mt-5 max-w-xl text-lg text-muted">{t('hero.intro')}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link href={paths.services()} className={buttonClasses({ size: 'lg' })}>
                {t('hero.bookNow')} <ArrowRight aria-hidden="true" className="size-5" />
              </Link>
              {!signedIn && (
                <Link href={paths.professional()} className={buttonClasses({ variant: 'secondary', size: 'lg', wrap: true })}>
                  {t('hero.becomePro')}
                </Link>
              )}
            </div>
          </div>
          {categories.length > 0 && (
            <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-2 xl:grid-cols-3" aria-label={t('categories.label')}>
              {categories.map((category) => (
                <li key={category._id}>
                  <Link
                    href={`${paths.services()}#${category.slug}`}
                    className="group flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-200"
                  >
                    <CategoryIllustration slug={category.slug} decorative width={88} height={55} className="h-14 w-[5.5rem] rounded-xl" />
                    <span className="mt-4 font-semibold break-words text-ink group-hover:text-brand-800">{category.name}</span>
                    <span className="mt-1 text-sm text-muted">{t('categories.count', { count: category.services.length })}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      {popular.length > 0 && (
        <section aria-labelledby="popular-services" className="mx-auto max-w-7xl px-4 pt-4 pb-8 md:px-6">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h2 id="popular-services" className="text-3xl font-bold tracking-tight text-ink">
                {t('popular.title')}
              </h2>
              <p className="mt-2 text-muted">{t('popular.intro')}</p>
            </div>
            <Link href={paths.services()} className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-800">
              {t('popular.seeAll')} <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {popular.map((service) => (
              <li key={service._id}>
                <ServiceCard service={service} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <HowItWorks id="how-it-works" title={t('howItWorks.title')} intro={t('howItWorks.intro')} cards={howItWorks} />

      <ReviewHighlights reviews={highlights.reviews} />

      <ProfessionalHighlights professionals={highlights.professionals} />

      <GlobalOffer offer={offer} />

      <section aria-labelledby="trust" className="mx-auto max-w-7xl px-4 py-16 md:px-6 md:py-20">
        <h2 id="trust" className="text-center text-3xl font-bold tracking-tight text-ink">
          {t('trust.title')}
        </h2>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {TRUST_SIGNALS.map((signal) => (
            <li key={signal.key} className="rounded-2xl bg-slate-50 p-6">
              <signal.icon aria-hidden="true" className="size-7 text-brand-700" />
              <h3 className="mt-4 font-semibold text-ink">{t(`trust.${signal.key}.title`)}</h3>
              <p className="mt-1 text-sm text-muted">{t(`trust.${signal.key}.text`)}</p>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center">
          <Link href={paths.content.whyUs()} className="font-semibold text-brand-700 hover:text-brand-800">
            {t('trust.whyUs')}
          </Link>
        </p>
      </section>

      {!signedIn && (
        <section aria-labelledby="become-pro" className="mx-auto max-w-7xl px-4 pb-20 md:px-6">
          <div className="flex flex-col items-start justify-between gap-6 rounded-3xl bg-slate-900 px-6 py-10 sm:px-8 md:flex-row md:items-center md:px-12">
            <div>
              <h2 id="become-pro" className="text-2xl font-bold text-white">
                {t('pro.title')}
              </h2>
              <p className="mt-2 max-w-xl text-slate-300">{t('pro.text')}</p>
            </div>
            <Link href={paths.professional()} className={buttonClasses({ size: 'lg', wrap: true })}>
              {t('pro.cta')}
            </Link>
          </div>
        </section>
      )}
    </>
  );
}
