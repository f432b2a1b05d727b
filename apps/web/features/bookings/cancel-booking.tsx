'use client';
// /bookingcancellationprocess?booking=id: what cancelling now costs (the refund policy: free until a
// professional accepts or more than 24 h before the start, a half late fee after), the reason, a
// confirmation, then the outcome.
import type { Booking, CancelledBooking } from '@hearth/shared/bookings/wire';
import { FULL_REFUND_HOURS_BEFORE_START, LATE_CANCELLATION_REFUND_PERCENT, type RefundPolicy } from '@hearth/shared/booking';
import { cancelBookingSchema } from '@hearth/shared/schemas/booking';
import { CheckCircle2 } from 'lucide-react';
import type { Formatter } from '@hearth/shared/format';
import { useSession } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Logo } from '@/components/logo';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadError } from '@/components/ui/load-error';
import { FormSkeleton } from '@/components/ui/skeleton';
import { TextArea } from '@/components/ui/text-area';
import { BareMessage } from '@/features/layout';
import { Link } from '@/i18n/navigation';
import { ApiError, errorMessage } from '@/lib/api';
import { useFormat } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useApiForm } from '@/lib/use-api-form';
import { BookingFacts } from './booking-facts';
import { useBooking, useCancelBooking } from './bookings-api';

/** The customer's own cancellation: the booking comes back in the customer's view. */
type CancelResult = Omit<CancelledBooking, 'booking'> & { booking: Booking };

type CancelTranslator = ReturnType<typeof useTranslations<'booking.cancel'>>;

/**
 * What cancelling costs, in a sentence. The card is only held (or saved) until the job is done, so
 * what is not kept is simply never charged; a late fee goes to the professional who kept the time.
 */
export function refundSentence(policy: RefundPolicy, refundCents: number, totalCents: number, t: CancelTranslator, format: Formatter): string {
  if (policy === 'full') return t('refundFull');
  if (policy === 'partial') {
    return t('refundPartial', {
      hours: FULL_REFUND_HOURS_BEFORE_START,
      fee: format.money(totalCents - refundCents),
      percent: format.percent(LATE_CANCELLATION_REFUND_PERCENT / 100),
      refund: format.money(refundCents),
    });
  }
  return t('refundNone', { zero: format.money(0) });
}

export function CancelBooking({ bookingId }: { bookingId: string }) {
  const t = useTranslations('booking.cancel');
  const { status } = useSession();
  const booking = useBooking(bookingId);
  const [result, setResult] = useState<CancelResult | null>(null);

  let content;
  if (status === 'unauthenticated') {
    return (
      <BareMessage title={t('signInTitle')} action={{ label: t('signIn'), href: paths.login({ callbackUrl: paths.bare.bookingCancellation({ booking: bookingId }) }) }}>
        {t('signInText')}
      </BareMessage>
    );
  }
  if (result) content = <CancelOutcome result={result} />;
  else if (booking.data) {
    content = booking.data.cancellation ? (
      <CancelForm booking={booking.data} cancellation={booking.data.cancellation} onCancelled={setResult} />
    ) : (
      <>
        <h1 className="text-2xl font-bold tracking-tight text-ink">{t('cannotTitle')}</h1>
        <BookingFacts booking={booking.data} className="mt-5" />
        <p className="mt-5 text-sm text-muted">
          {t.rich(booking.data.status === 'cancelled' ? 'cannotCancelled' : 'cannotPast', {
            link: (chunks) => (
              <Link href={paths.content.refundPolicy()} className="underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
        <BackLinks bookingId={bookingId} />
      </>
    );
  } else if (booking.isError && booking.error instanceof ApiError && booking.error.status === 404) {
    return (
      <BareMessage title={t('notFoundTitle')} action={{ label: t('myBookings'), href: paths.profile.booking() }}>
        {t('notFoundText')}
      </BareMessage>
    );
  } else if (booking.isError) {
    content = <LoadError title={t('loadError')} message={errorMessage(booking.error)} onRetry={() => booking.refetch()} retrying={booking.isFetching} />;
  } else content = <FormSkeleton fields={3} label={t('loading')} />;

  return (
    <div className="mx-auto flex min-h-dvh max-w-xl flex-col items-center px-4 py-10 md:py-14">
      <Logo />
      <div className="mt-8 w-full rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-8">{content}</div>
    </div>
  );
}

function BackLinks({ bookingId }: { bookingId: string }) {
  const t = useTranslations('booking.cancel');
  return (
    <div className="mt-6 flex flex-col gap-3 sm:flex-row">
      <Link href={paths.profile.bookingDetail(bookingId)} className={buttonClasses({ fullWidth: true })}>
        {t('back')}
      </Link>
      <Link href={paths.profile.booking()} className={buttonClasses({ variant: 'secondary', fullWidth: true })}>
        {t('myBookings')}
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
  const t = useTranslations('booking.cancel');
  const format = useFormat();
  const cancelBooking = useCancelBooking(booking._id);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The form's submit asks the question; the hook's submit, run on "yes", cancels.
  const { form, onSubmit: cancel, submitting: busy } = useApiForm({
    schema: cancelBookingSchema,
    defaultValues: { reason: '' },
    mode: 'onTouched',
    fields: ['reason'],
    action: async ({ reason }) => {
      setProblem(null);
      try {
        return await cancelBooking.mutateAsync(reason);
      } catch (error) {
        // The question goes away so the refusal (under the reason or below it) can be read.
        setConfirming(false);
        throw error;
      }
    },
    onSuccess: onCancelled,
    onProblem: setProblem,
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;

  // The reason is checked before the question is asked.
  const askToConfirm = handleSubmit(() => setConfirming(true));

  const refund = refundSentence(cancellation.policy, cancellation.refundCents, booking.amounts.total, t, format);
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-ink">{t('title')}</h1>
      <BookingFacts booking={booking} className="mt-5" />
      <Alert tone={cancellation.policy === 'full' ? 'success' : 'warning'} title={t('ifNow')} className="mt-5">
        {refund}{' '}
        <Link href={paths.content.refundPolicy()} className="font-semibold underline">
          {t('refundPolicy')}
        </Link>
      </Alert>
      <form
        noValidate
        className="mt-5 space-y-4"
        onSubmit={(event) => {
          void askToConfirm(event);
        }}
      >
        <TextArea label={t('reason')} hint={t('reasonHint')} rows={3} error={errors.reason?.message} {...register('reason')} />
        {problem && <Alert tone="error">{problem}</Alert>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Link href={paths.profile.bookingDetail(booking._id)} className={buttonClasses({ variant: 'secondary' })}>
            {t('keep')}
          </Link>
          <ConfirmDialog
            trigger={
              <Button type="submit" variant="danger">
                {t('submit')}
              </Button>
            }
            open={confirming}
            // Opening goes through the form's check of the reason; closing is always allowed.
            onOpenChange={(open) => {
              if (!open && !busy) setConfirming(false);
            }}
            title={t('confirmTitle')}
            description={refund}
            confirmLabel={t('confirmYes')}
            cancelLabel={t('confirmNo')}
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
function outcomeSentence({ refundCents, booking }: CancelResult, t: CancelTranslator, format: Formatter): string {
  if (refundCents <= 0) return t('outcomeNone');
  if (refundCents >= booking.amounts.total) return t('outcomeFull');
  return t('outcomePartial', { fee: format.money(booking.amounts.total - refundCents), refund: format.money(refundCents) });
}

function CancelOutcome({ result }: { result: CancelResult }) {
  const t = useTranslations('booking.cancel');
  const format = useFormat();
  return (
    <div className="text-center">
      <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-emerald-600" />
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-ink">{t('cancelled')}</h1>
      <p role="status" className="mt-2 text-muted">
        {outcomeSentence(result, t, format)}
      </p>
      <BackLinks bookingId={result.booking._id} />
    </div>
  );
}
