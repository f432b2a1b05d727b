'use client';
// /success?booking=id: the booking just paid for, what happens next, and where to go from here.
// No realtime here: bare pages carry only the session context; My Bookings updates live.
import { CheckCircle2 } from 'lucide-react';
import { useSession } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { Logo } from '@/components/logo';
import { buttonClasses } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { FormSkeleton } from '@/components/ui/skeleton';
import { BareMessage } from '@/features/layout';
import { Link } from '@/i18n/navigation';
import { ApiError, errorMessage } from '@/lib/api';
import { useFormat } from '@/lib/format';
import { paths } from '@/lib/paths';
import { BookingAmountsList } from './booking-amounts';
import { BookingFacts } from './booking-facts';
import { BookingStatusBadge } from './booking-status';
import { useBooking } from './bookings-api';

export function BookingConfirmation({ bookingId }: { bookingId: string }) {
  const { status } = useSession();
  const booking = useBooking(bookingId);
  const t = useTranslations('booking.confirmation');
  const format = useFormat();

  if (status === 'unauthenticated') {
    return (
      <BareMessage title={t('signInTitle')} action={{ label: t('signIn'), href: paths.login({ callbackUrl: paths.bare.success({ booking: bookingId }) }) }}>
        {t('signInText')}
      </BareMessage>
    );
  }
  if (booking.isError && booking.error instanceof ApiError && booking.error.status === 404) {
    return (
      <BareMessage title={t('notFoundTitle')} action={{ label: t('myBookings'), href: paths.profile.booking() }}>
        {t('notFoundText')}
      </BareMessage>
    );
  }

  const data = booking.data;
  return (
    <div className="mx-auto flex min-h-dvh max-w-xl flex-col items-center px-4 py-10 md:py-14">
      <Logo />
      <div className="mt-8 w-full rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-8">
        {data ? (
          <>
            <div className="text-center">
              <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-emerald-600" />
              <h1 className="mt-3 text-2xl font-bold tracking-tight text-ink">{t('title')}</h1>
              <p className="mt-2 text-muted">
                {data.payment.status === 'card_saved'
                  ? t('cardSaved', { amount: format.money(data.amounts.total) })
                  : t('cardAuthorised', { amount: format.money(data.amounts.total) })}
              </p>
              <BookingStatusBadge status={data.status} className="mt-4" />
            </div>
            <BookingFacts booking={data} className="mt-6 border-t border-slate-100 pt-5" />
            <BookingAmountsList amounts={data.amounts} discountCode={data.discountCode} className="mt-5 border-t border-slate-100 pt-5" />

            <section aria-labelledby="next-steps" className="mt-6 rounded-xl bg-brand-50 p-4 text-sm text-brand-900">
              <h2 id="next-steps" className="font-semibold">
                {t('nextSteps')}
              </h2>
              <ol className="mt-2 list-decimal space-y-1.5 pl-5">
                <li>{t('notified', { city: data.address.city, service: data.service.name })}</li>
                <li>{t('accepted')}</li>
                <li>
                  {t.rich('cancelFree', {
                    link: (chunks) => (
                      <Link href={paths.content.refundPolicy()} className="underline">
                        {chunks}
                      </Link>
                    ),
                  })}
                </li>
              </ol>
            </section>

            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <Link href={paths.profile.booking()} className={buttonClasses({ fullWidth: true })}>
                {t('myBookings')}
              </Link>
              <Link href={paths.services()} className={buttonClasses({ variant: 'secondary', fullWidth: true })}>
                {t('browse')}
              </Link>
            </div>
            <p className="mt-4 text-center text-sm">
              <Link href={paths.profile.bookingDetail(data._id)} className="font-medium text-brand-700 underline underline-offset-2">
                {t('view')}
              </Link>
            </p>
          </>
        ) : booking.isError ? (
          <LoadError title={t('loadError')} message={errorMessage(booking.error)} onRetry={() => booking.refetch()} retrying={booking.isFetching} />
        ) : (
          <FormSkeleton fields={4} label={t('loading')} />
        )}
      </div>
    </div>
  );
}
