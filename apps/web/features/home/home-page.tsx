// The home page: hero with Book Now, categories and popular services, how it works, the global
// offer, why people trust Hearth, and the invitation to become a professional.
import type { CategoryWithServiceCards, CmsCard, GlobalOffer as GlobalOfferData } from '@hearth/shared/api-types';
import { ArrowRight, BadgeCheck, CreditCard, Headset, RotateCcw } from 'lucide-react';
import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';
import { CategoryIcon } from '@/features/catalog/category-icon';
import { ServiceCard } from '@/features/catalog/service-card';
import { HowItWorks } from '@/features/content/how-it-works';
import { GlobalOffer } from '@/features/offers/global-offer';
import { paths } from '@/lib/paths';

const POPULAR_COUNT = 6;

const TRUST_SIGNALS = [
  { icon: BadgeCheck, title: 'Verified professionals', text: 'Every pro verifies their phone and uploads ID, licences and proof of work eligibility, reviewed by our team.' },
  { icon: CreditCard, title: 'Upfront prices in CAD', text: 'See the starting price before you book. Pay by card through Hearth; taxes are shown separately.' },
  { icon: RotateCcw, title: 'Fair cancellation', text: 'Cancel free until a professional accepts, or more than 24 hours ahead. Not happy with the work? Tell us within 48 hours and we hold the payout.' },
  { icon: Headset, title: 'Support that answers', text: 'Real people by phone and email seven days a week, and a virtual assistant around the clock.' },
];

interface HomePageProps {
  categories: CategoryWithServiceCards[];
  howItWorks: CmsCard[];
  offer: GlobalOfferData | null;
  signedIn: boolean;
}

function popularServices(categories: CategoryWithServiceCards[]) {
  const all = categories.flatMap((c) => c.services);
  const featured = all.filter((s) => s.featured);
  return (featured.length > 0 ? featured : all).slice(0, POPULAR_COUNT);
}

export function HomePage({ categories, howItWorks, offer, signedIn }: HomePageProps) {
  const popular = popularServices(categories);
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-12 pb-16 md:px-6 lg:grid-cols-2 lg:pt-20 lg:pb-24">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-xs font-semibold text-brand-800 shadow-sm ring-1 ring-brand-200">
              <span aria-hidden="true" className="size-1.5 rounded-full bg-brand-600" />
              Trusted home services across Canada
            </p>
            <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-ink md:text-5xl lg:text-6xl">
              Home help you can <span className="text-brand-700">count on.</span>
            </h1>
            <p className="mt-5 max-w-xl text-lg text-muted">
              Book vetted local professionals for the jobs around your home — from a spotless kitchen to a smooth
              move — in a few clicks.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link href={paths.services()} className={buttonClasses({ size: 'lg' })}>
                Book Now <ArrowRight aria-hidden="true" className="size-5" />
              </Link>
              {!signedIn && (
                <Link href={paths.professional()} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
                  Become A Professional
                </Link>
              )}
            </div>
          </div>
          {categories.length > 0 && (
            <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-2 xl:grid-cols-3" aria-label="Service categories">
              {categories.map((category) => (
                <li key={category._id}>
                  <Link
                    href={`${paths.services()}#${category.slug}`}
                    className="group flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-200"
                  >
                    <span className="flex size-11 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                      <CategoryIcon slug={category.slug} className="size-5" />
                    </span>
                    <span className="mt-4 font-semibold text-ink group-hover:text-brand-800">{category.name}</span>
                    <span className="mt-1 text-sm text-muted">
                      {category.services.length} {category.services.length === 1 ? 'service' : 'services'}
                    </span>
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
                Popular services
              </h2>
              <p className="mt-2 text-muted">What Canadian households book most, with starting prices in CAD.</p>
            </div>
            <Link href={paths.services()} className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-800">
              See all services <ArrowRight aria-hidden="true" className="size-4" />
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

      <HowItWorks id="how-it-works" title="How Hearth works" intro="From booking to a job well done in four simple steps." cards={howItWorks} />

      <GlobalOffer offer={offer} />

      <section aria-labelledby="trust" className="mx-auto max-w-7xl px-4 py-16 md:px-6 md:py-20">
        <h2 id="trust" className="text-center text-3xl font-bold tracking-tight text-ink">
          Why households trust Hearth
        </h2>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {TRUST_SIGNALS.map((signal) => (
            <li key={signal.title} className="rounded-2xl bg-slate-50 p-6">
              <signal.icon aria-hidden="true" className="size-7 text-brand-700" />
              <h3 className="mt-4 font-semibold text-ink">{signal.title}</h3>
              <p className="mt-1 text-sm text-muted">{signal.text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center">
          <Link href={paths.content.whyUs()} className="font-semibold text-brand-700 hover:text-brand-800">
            Why Hearth is different
          </Link>
        </p>
      </section>

      {!signedIn && (
        <section aria-labelledby="become-pro" className="mx-auto max-w-7xl px-4 pb-20 md:px-6">
          <div className="flex flex-col items-start justify-between gap-6 rounded-3xl bg-slate-900 px-8 py-10 md:flex-row md:items-center md:px-12">
            <div>
              <h2 id="become-pro" className="text-2xl font-bold text-white">
                Are you a home-services pro?
              </h2>
              <p className="mt-2 max-w-xl text-slate-300">
                Join Hearth to receive bookings near you, set the services you offer and get paid straight to your bank account.
              </p>
            </div>
            <Link href={paths.professional()} className={buttonClasses({ size: 'lg' })}>
              Become A Professional
            </Link>
          </div>
        </section>
      )}
    </>
  );
}
