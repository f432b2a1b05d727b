// The global offer on the home page (GET /api/offer/globalOffer).
import type { GlobalOffer as GlobalOfferData } from '@hearth/shared/offers/contract';
import { BadgePercent } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { useFormat } from '@/lib/format';
import { paths } from '@/lib/paths';

/** Offers end at the end of a day in Hearth's home zone, whoever reads them. */
const OFFER_TIME_ZONE = 'America/Toronto';

export function GlobalOffer({ offer }: { offer: GlobalOfferData | null }) {
  const t = useTranslations('home.offer');
  const format = useFormat();
  if (!offer) return null;
  const code = (chunks: ReactNode) => <span className="rounded-md bg-white/15 px-2 py-0.5 font-mono font-semibold break-all text-white">{chunks}</span>;
  const date = offer.validTo ? format.date(offer.validTo, 'long', OFFER_TIME_ZONE) : '';
  return (
    <section aria-labelledby="global-offer" className="mx-auto max-w-7xl px-4 md:px-6">
      <div className="flex flex-col gap-6 rounded-3xl bg-gradient-to-r from-brand-700 to-brand-900 px-6 py-10 text-white sm:px-8 md:flex-row md:items-center md:justify-between md:px-12">
        <div className="flex min-w-0 gap-4">
          <BadgePercent aria-hidden="true" className="mt-1 size-10 shrink-0 text-brand-200" />
          <div className="min-w-0">
            <h2 id="global-offer" className="text-2xl font-bold break-words">
              {offer.title}
            </h2>
            <p className="mt-2 max-w-2xl text-brand-50">{offer.description}</p>
            {(offer.code || offer.validTo) && (
              <p className="mt-3 text-sm text-brand-100">
                {offer.code && offer.validTo
                  ? t.rich('codeUntil', { code: offer.code, date, strong: code })
                  : offer.code
                    ? t.rich('code', { code: offer.code, strong: code })
                    : t('until', { date })}
              </p>
            )}
          </div>
        </div>
        <Link href={paths.services()} className={buttonClasses({ variant: 'secondary', size: 'lg', wrap: true }, 'shrink-0 border-transparent text-brand-800')}>
          {t('browse')}
        </Link>
      </div>
    </section>
  );
}
