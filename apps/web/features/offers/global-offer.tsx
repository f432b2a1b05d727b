// The global offer on the home page (spec §7 GET /api/offer/globalOffer).
import type { GlobalOffer as GlobalOfferData } from '@hearth/shared/api-types';
import { BadgePercent } from 'lucide-react';
import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/lib/paths';

const dateFormat = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'America/Toronto' });

export function GlobalOffer({ offer }: { offer: GlobalOfferData | null }) {
  if (!offer) return null;
  return (
    <section aria-labelledby="global-offer" className="mx-auto max-w-7xl px-4 md:px-6">
      <div className="flex flex-col gap-6 rounded-3xl bg-gradient-to-r from-brand-700 to-brand-900 px-8 py-10 text-white md:flex-row md:items-center md:justify-between md:px-12">
        <div className="flex gap-4">
          <BadgePercent aria-hidden="true" className="mt-1 size-10 shrink-0 text-brand-200" />
          <div>
            <h2 id="global-offer" className="text-2xl font-bold">
              {offer.title}
            </h2>
            <p className="mt-2 max-w-2xl text-brand-50">{offer.description}</p>
            {(offer.code || offer.validTo) && (
              <p className="mt-3 text-sm text-brand-100">
                {offer.code && (
                  <>
                    Use code <span className="rounded-md bg-white/15 px-2 py-0.5 font-mono font-semibold text-white">{offer.code}</span>{' '}
                  </>
                )}
                {offer.validTo && <>until {dateFormat.format(new Date(offer.validTo))}.</>}
              </p>
            )}
          </div>
        </div>
        <Link href={paths.services()} className={buttonClasses({ variant: 'secondary', size: 'lg' }, 'shrink-0 border-transparent text-brand-800')}>
          Browse services
        </Link>
      </div>
    </section>
  );
}
