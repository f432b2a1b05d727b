'use client';
// /success?booking=id: the booking just paid for, what happens next, and where to go from here.
// No realtime here: bare pages carry only the session context (spec §2); My Bookings updates live.
import { CheckCircle2 } from 'lucide-react';
import { useSession } from 'next-auth/react';
import Link from 'next/link';
import { Logo } from '@/components/logo';
import { buttonClasses } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { FormSkeleton } from '@/components/ui/skeleton';
import { formatCad } from '@/features/catalog/format';
import { BareMessage } from '@/features/layout/bare-message';
import { ApiError, errorMessage } from '@/lib/api';
import { paths } from '@/lib/paths';
import { BookingAmountsList } from './booking-amounts';
import { BookingFacts } from './booking-facts';
import { BookingStatusBadge } from './booking-status';
import { useBooking } from './bookings-api';

export function BookingConfirmation({ bookingId }: { bookingId: string }) {
  const { status } = useSession();
  const booking = useBooking(bookingId);

  if (status === 'unauthenticated') {
    return (
      <BareMessage title="Sign in to see your booking" action={{ label: 'Sign in', href: paths.login({ callbackUrl: paths.bare.success({ booking: bookingId }) }) }}>
        Your booking is safe. Sign in to see its details.
      </BareMessage>
    );
  }
  if (booking.isError && booking.error instanceof ApiError && booking.error.status === 404) {
    return (
      <BareMessage title="We could not find this booking" action={{ label: 'My Bookings', href: paths.profile.booking() }}>
        It may belong to another account. Your bookings are all listed under My Bookings.
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
              <h1 className="mt-3 text-2xl font-bold tracking-tight text-ink">Booking confirmed</h1>
              <p className="mt-2 text-muted">
                {data.payment.status === 'card_saved'
                  ? `Your card is saved and held for ${formatCad(data.amounts.total)} in the days before the job. You are charged once the job is done.`
                  : `Your card is authorised for ${formatCad(data.amounts.total)}. You are charged once the job is done.`}
              </p>
              <BookingStatusBadge status={data.status} className="mt-4" />
            </div>
            <BookingFacts booking={data} className="mt-6 border-t border-slate-100 pt-5" />
            <BookingAmountsList amounts={data.amounts} discountCode={data.discountCode} className="mt-5 border-t border-slate-100 pt-5" />

            <section aria-labelledby="next-steps" className="mt-6 rounded-xl bg-brand-50 p-4 text-sm text-brand-900">
              <h2 id="next-steps" className="font-semibold">
                What happens next
              </h2>
              <ol className="mt-2 list-decimal space-y-1.5 pl-5">
                <li>
                  Professionals near {data.address.city} who offer {data.service.name} are being notified now.
                </li>
                <li>As soon as one accepts, we let you know, and their name shows on your booking.</li>
                <li>
                  Plans change? Cancelling is free until a professional accepts, or more than 24 hours before the start (
                  <Link href={paths.content.refundPolicy()} className="underline">
                    refund policy
                  </Link>
                  ).
                </li>
              </ol>
            </section>

            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <Link href={paths.profile.booking()} className={buttonClasses({ fullWidth: true })}>
                My Bookings
              </Link>
              <Link href={paths.services()} className={buttonClasses({ variant: 'secondary', fullWidth: true })}>
                Browse services
              </Link>
            </div>
            <p className="mt-4 text-center text-sm">
              <Link href={paths.profile.bookingDetail(data._id)} className="font-medium text-brand-700 underline underline-offset-2">
                View this booking
              </Link>
            </p>
          </>
        ) : booking.isError ? (
          <LoadError title="We could not load your booking" message={errorMessage(booking.error)} onRetry={() => booking.refetch()} retrying={booking.isFetching} />
        ) : (
          <FormSkeleton fields={4} label="Loading your booking" />
        )}
      </div>
    </div>
  );
}
