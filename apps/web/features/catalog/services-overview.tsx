// /services: every category with its services. The full booking catalogue replaces the
// cards' contents in the booking issue; the links and anchors stay.
import type { CategoryWithServices } from '@hearth/shared/api-types';
import { ArrowRight } from 'lucide-react';
import Link from 'next/link';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/lib/paths';
import { CategoryIcon } from './category-icon';

export function ServicesOverview({ categories }: { categories: CategoryWithServices[] }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 md:px-6 md:py-14">
      <PageHeading title="Book a service" description="Choose what you need done and book a verified local professional." />
      {categories.length === 0 ? (
        <EmptyState title="Services are not available right now" description="Please try again in a few minutes." />
      ) : (
        <div className="space-y-12">
          {categories.map((category) => (
            <section key={category._id} id={category.slug} aria-labelledby={`${category.slug}-title`} className="scroll-mt-28">
              <div className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                  <CategoryIcon slug={category.slug} className="size-5" />
                </span>
                <h2 id={`${category.slug}-title`} className="text-xl font-bold text-ink">
                  {category.name}
                </h2>
              </div>
              <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {category.services.map((service) => (
                  <li key={service._id} className="flex items-center justify-between gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                    <h3 className="font-semibold text-ink">{service.name}</h3>
                    <Link
                      href={paths.service(service.slug)}
                      aria-label={`Book Now: ${service.name}`}
                      className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-800"
                    >
                      Book Now <ArrowRight aria-hidden="true" className="size-4" />
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
