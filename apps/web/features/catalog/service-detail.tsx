// /services/{slug}: the service's name and category. Booking it is the booking issue's work;
// until then the page says so plainly instead of offering a form that does nothing.
import { ArrowLeft, CalendarClock } from 'lucide-react';
import Link from 'next/link';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/lib/paths';
import type { ServiceWithCategory } from './catalog-api';
import { CategoryIcon } from './category-icon';

export function ServiceDetail({ service, category }: ServiceWithCategory) {
  return (
    <div className="bg-gradient-to-b from-brand-50/70 to-white">
      <div className="mx-auto max-w-3xl px-4 py-12 md:px-6 md:py-16">
        <Link href={`${paths.services()}#${category.slug}`} className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:text-brand-800">
          <ArrowLeft aria-hidden="true" className="size-4" /> {category.name}
        </Link>
        <div className="mt-6 flex items-center gap-4">
          <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-700 text-white">
            <CategoryIcon slug={category.slug} className="size-7" />
          </span>
          <h1 className="text-3xl font-extrabold tracking-tight text-ink md:text-4xl">{service.name}</h1>
        </div>
        <section aria-labelledby="book-now" className="mt-10 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <h2 id="book-now" className="flex items-center gap-2 text-lg font-semibold text-ink">
            <CalendarClock aria-hidden="true" className="size-5 text-brand-700" /> Book Now
          </h2>
          <Alert tone="info" className="mt-4">
            Online booking for {service.name} is opening soon. Browse the other services in {category.name} in the meantime.
          </Alert>
        </section>
      </div>
    </div>
  );
}
