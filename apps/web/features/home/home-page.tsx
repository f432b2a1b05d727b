// The home page: what Hearth does, the categories it serves, how booking works.
import type { CategoryWithServices } from '@hearth/shared/api-types';
import { ArrowRight, CalendarCheck, ShieldCheck, Search } from 'lucide-react';
import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';
import { CategoryIcon } from '@/features/catalog/category-icon';
import { paths } from '@/lib/paths';

const STEPS = [
  { icon: Search, title: 'Pick a service', text: 'Choose from cleaning, moving, handyman, lawn care, plumbing and more.' },
  { icon: CalendarCheck, title: 'Book a time', text: 'Tell us where and when; a verified local professional accepts the job.' },
  { icon: ShieldCheck, title: 'Relax', text: 'Pay securely through Hearth and review the work once it is done.' },
];

export function HomePage({ categories, signedIn }: { categories: CategoryWithServices[]; signedIn: boolean }) {
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-14 pb-20 md:px-6 lg:grid-cols-2 lg:pt-20 lg:pb-28">
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
            <ul className="grid grid-cols-2 gap-4" aria-label="Service categories">
              {categories.slice(0, 6).map((category) => (
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

      <section aria-labelledby="how-it-works" className="mx-auto max-w-7xl px-4 py-20 md:px-6">
        <h2 id="how-it-works" className="text-center text-3xl font-bold tracking-tight text-ink">
          How Hearth works
        </h2>
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-slate-200 p-6">
              <div className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-full bg-brand-700 text-white">
                  <step.icon aria-hidden="true" className="size-5" />
                </span>
                <span className="text-sm font-semibold text-brand-700">Step {index + 1}</span>
              </div>
              <h3 className="mt-4 text-lg font-semibold text-ink">{step.title}</h3>
              <p className="mt-1 text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      {!signedIn && (
        <section className="mx-auto max-w-7xl px-4 pb-20 md:px-6">
          <div className="flex flex-col items-start justify-between gap-6 rounded-3xl bg-slate-900 px-8 py-10 md:flex-row md:items-center md:px-12">
            <div>
              <h2 className="text-2xl font-bold text-white">Are you a home-services pro?</h2>
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
