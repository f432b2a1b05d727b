// The frame of /services/{slug}/book: heading and way back to the service, then the flow, or a
// note for signed-in providers and admins, who cannot book with their account.
import type { ServiceDetail } from '@hearth/shared/catalog/contract';
import type { Role } from '@hearth/shared/constants';
import { ArrowLeft } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { Link } from '@/i18n/navigation';
import { paths } from '@/lib/paths';
import { BookingFlow } from './booking-flow';
import type { BookingService } from './booking-form';

interface BookingPageProps {
  service: ServiceDetail;
  role: Role;
  rebook: string | null;
  offerCode: string | null;
}

export function BookingPage({ service, role, rebook, offerCode }: BookingPageProps) {
  const t = useTranslations('booking.page');
  // Only what the flow needs crosses to the browser.
  const bookingService: BookingService = {
    _id: service._id,
    slug: service.slug,
    name: service.name,
    priceUnit: service.priceUnit,
    requiresDescription: service.requiresDescription,
    startingPriceCents: service.startingPriceCents,
    durationMinutes: service.durationMinutes,
  };
  return (
    <div className="bg-gradient-to-b from-brand-50/70 to-white">
      <div className="mx-auto max-w-3xl px-4 py-8 md:px-6 md:py-12">
        <Link href={paths.service(service.slug)} className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:text-brand-800">
          <ArrowLeft aria-hidden="true" className="size-4" /> {service.name}
        </Link>
        <h1 className="mt-4 mb-6 text-2xl font-extrabold tracking-tight break-words text-ink md:text-3xl">{t('title', { service: service.name })}</h1>
        {role === 'customer' ? (
          <BookingFlow service={bookingService} rebook={rebook} offerCode={offerCode} />
        ) : (
          <Alert tone="info" title={t('roleTitle')}>
            {role === 'serviceprovider' ? t('roleProvider', { service: service.name }) : t('roleAdmin', { service: service.name })}
          </Alert>
        )}
      </div>
    </div>
  );
}
