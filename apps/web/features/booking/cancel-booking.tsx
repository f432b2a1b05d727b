'use client';
// /bookingcancellationprocess?booking=id: what cancelling now costs (the refund policy: free until a
// professional accepts or more than 24 h before the start, a half late fee after), the reason, a
// confirmation, then the outcome.
import type { Booking } from '@hearth/shared/api-types';
import { FULL_REFUND_HOURS_BEFORE_START, LATE_CANCELLATION_REFUND_PERCENT, type RefundPolicy } from '@hearth/shared/booking';
import { cancelBookingSchema } from '@hearth/shared/schemas/booking';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useSession } from 'next-auth/react';
import Link from 'next/link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Logo } from '@/components/logo';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadError } from '@/components/ui/load-error';
import { FormSkeleton } from '@/components/ui/skeleton';
import { TextArea } from '@/components/ui/text-area';
import { formatCad } from '@/features/catalog/format';
import { BareMessage } from '@/features/layout/bare-message';
import { ApiError, apiRequest, applyFieldErrors, errorMessage } from '@/lib/api';
import { apiPaths, paths } from '@/lib/paths';
import { useAccessToken } from '@/lib/use-access-token';
import { BookingFacts } from './booking-facts';
import { bookingKeys, useBooking } from './bookings-api';

interface CancelResult {
  booking: Booking;
  refundCents: number;
  policy: RefundPolicy;
}

/**
 * What cancelling costs, in a sentence. The card is only held (or saved) until the job is done, so
 * what is not kept is simply never charged; a late fee goes to the professional who kept the time.
 */
export function refundSentence(policy: RefundPolicy, refundCents: number, totalCents: number): string {
  if (policy === 'full') return 'You will not be charged.';
  if (policy === 'partial') {
    return `The job starts in less than ${FULL_REFUND_HOURS_BEFORE_START} hours, so ${formatCad(totalCents - refundCents)} will be charged as a late-cancellation fee, paid to your professional. The other ${LATE_CANCELLATION_REFUND_PERCENT}% (${formatCad(refundCents)}) is not charged.`;
  }
  return `The job has started, so cancelling now refunds nothing (${formatCad(0)}).`;
}

export function CancelBooking({ bookingId }: { bookingId: string }) {
  const { status } = useSession();
  const booking = useBooking(bookingId);
  const [result, setResult] = useState<CancelResult | null>(null);

  let content;
  if (status === 'unauthenticated') {
    return (
      <BareMessage title="Sign in to cancel" action={{ label: 'Sign in', href: paths.login({ callbackUrl: paths.bare.bookingCancellation({ booking: bookingId }) }) }}>
        Sign in to the account you booked with to cancel this booking.
      </BareMessage>
    );
  }
  if (result) content = <CancelOutcome result={result} />;
  else if (booking.data) {
    content = booking.data.cancellation ? (
      <CancelForm booking={booking.data} cancellation={booking.data.cancellation} onCancelled={setResult} />
    ) : (
      <>
        <h1 className="text-2xl font-bold tracking-tight text-ink">This booking can no longer be cancelled</h1>
        <BookingFacts booking={booking.data} className="mt-5" />
        <p className="mt-5 text-sm text-muted">
          It is {booking.data.status === 'cancelled' ? 'already cancelled' : 'past the point where you can cancel it yourself'}. Questions? See our{' '}
          <Link href={paths.content.refundPolicy()} className="underline">
            refund policy
          </Link>{' '}
          or contact us.
        </p>
        <BackLinks bookingId={bookingId} />
      </>
    );
  } else if (booking.isError && booking.error instanceof ApiError && booking.error.status === 404) {
    return (
      <BareMessage title="We could not find this booking" action={{ label: 'My Bookings', href: paths.profile.booking() }}>
        It may belong to another account.
      </BareMessage>
    );
  } else if (booking.isError) {
    content = <LoadError title="We could not load this booking" message={errorMessage(booking.error)} onRetry={() => booking.refetch()} retrying={booking.isFetching} />;
  } else content = <FormSkeleton fields={3} label="Loading the booking" />;

  return (
    <div className="mx-auto flex min-h-dvh max-w-xl flex-col items-center px-4 py-10 md:py-14">
      <Logo />
      <div className="mt-8 w-full rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-8">{content}</div>
    </div>
  );
}

function BackLinks({ bookingId }: { bookingId: string }) {
  return (
    <div className="mt-6 flex flex-col gap-3 sm:flex-row">
      <Link href={paths.profile.bookingDetail(bookingId)} className={buttonClasses({ fullWidth: true })}>
        Back to the booking
      </Link>
      <Link href={paths.profile.booking()} className={buttonClasses({ variant: 'secondary', fullWidth: true })}>
        My Bookings
      </Link>
    </div>
  );
}

interface CancelFormProps {
  booking: Booking;
  cancellation: NonNullable<Booking['cancellation']>;
  onCancelled: (result: CancelResult) => void;
}

function CancelForm({ booking, cancellation, onCancelled }: CancelFormProps) {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors },
  } = useForm({ resolver: zodResolver(cancelBookingSchema), defaultValues: { reason: '' }, mode: 'onTouched' });

  // The reason is checked before the question is asked.
  const askToConfirm = handleSubmit(() => setConfirming(true));

  async function cancel() {
    setBusy(true);
    setProblem(null);
    try {
      const { data } = await apiRequest<CancelResult>(apiPaths.booking.cancel(booking._id), { method: 'POST', body: { reason: getValues('reason').trim() }, token });
      queryClient.setQueryData(bookingKeys.detail(booking._id), data.booking);
      void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
      onCancelled(data);
    } catch (error) {
      setConfirming(false);
      if (!applyFieldErrors(error, setError, ['reason'])) setProblem(errorMessage(error));
      // The booking may have moved on (accepted, started): show what cancelling means now.
      void queryClient.invalidateQueries({ queryKey: bookingKeys.detail(booking._id) });
    } finally {
      setBusy(false);
    }
  }

  const refund = refundSentence(cancellation.policy, cancellation.refundCents, booking.amounts.total);
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-ink">Cancel your booking</h1>
      <BookingFacts booking={booking} className="mt-5" />
      <Alert tone={cancellation.policy === 'full' ? 'success' : 'warning'} title="If you cancel now" className="mt-5">
        {refund}{' '}
        <Link href={paths.content.refundPolicy()} className="font-semibold underline">
          Refund policy
        </Link>
      </Alert>
      <form
        noValidate
        className="mt-5 space-y-4"
        onSubmit={(event) => {
          void askToConfirm(event);
        }}
      >
        <TextArea label="Reason" hint="Tell us why you are cancelling. It helps us and your professional." rows={3} error={errors.reason?.message} {...register('reason')} />
        {problem && <Alert tone="error">{problem}</Alert>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Link href={paths.profile.bookingDetail(booking._id)} className={buttonClasses({ variant: 'secondary' })}>
            Keep my booking
          </Link>
          <ConfirmDialog
            trigger={
              <Button type="submit" variant="danger">
                Cancel booking
              </Button>
            }
            open={confirming}
            // Opening goes through the form's check of the reason; closing is always allowed.
            onOpenChange={(open) => {
              if (!open && !busy) setConfirming(false);
            }}
            title="Cancel this booking?"
            description={refund}
            confirmLabel="Yes, cancel it"
            cancelLabel="No, keep it"
            onConfirm={() => void cancel()}
            busy={busy}
          />
        </div>
      </form>
    </>
  );
}

// A customer can cancel only before the job starts, while the card is only saved or held (it is
// charged on completion): the refund is the part that is never charged.
function outcomeSentence({ refundCents, booking }: CancelResult): string {
  if (refundCents <= 0) return 'No refund applies to this cancellation.';
  if (refundCents >= booking.amounts.total) return 'You will not be charged.';
  return `${formatCad(booking.amounts.total - refundCents)} is charged as a late-cancellation fee, paid to your professional. The other ${formatCad(refundCents)} is not charged.`;
}

function CancelOutcome({ result }: { result: CancelResult }) {
  return (
    <div className="text-center">
      <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-emerald-600" />
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-ink">Booking cancelled</h1>
      <p role="status" className="mt-2 text-muted">
        {outcomeSentence(result)}
      </p>
      <BackLinks bookingId={result.booking._id} />
    </div>
  );
}
