'use client';
// /payment: the booking waiting in sessionStorage, the card entry and Pay. One Idempotency-Key per
// checkout attempt: a double click or a retry after a lost answer reuses it (never two bookings);
// a decline or a refusal ends the attempt, so the next card gets a new key. A customer with saved
// cards pays with one (the default first) or enters a new card and may keep it for next time.
import { MAX_SAVED_PAYMENT_METHODS } from '@hearth/shared/account';
import type { CreatedBooking } from '@hearth/shared/api-types';
import { CARD_DECLINED_MESSAGE } from '@hearth/shared/booking';
import { PROVINCES } from '@hearth/shared/constants';
import type { CreateBookingInput } from '@hearth/shared/schemas/booking';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Lock } from 'lucide-react';
import { useSession } from 'next-auth/react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useRef, useState, useSyncExternalStore } from 'react';
import { Logo } from '@/components/logo';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormSkeleton } from '@/components/ui/skeleton';
import { CheckboxField } from '@/components/ui/selection-controls';
import { formatCad } from '@/features/catalog/format';
import { BareMessage } from '@/features/layout/bare-message';
import { ApiError, apiRequest, errorMessage } from '@/lib/api';
import { apiPaths, paths } from '@/lib/paths';
import { BookingAmountsList } from './booking-amounts';
import { checkoutKeyFor, clearBookingDraft, endCheckoutAttempt, readBookingDraft, saveBookingDraft, type BookingDraft } from './booking-draft';
import { firstStepWith, formFieldFor } from './booking-form';
import { formatBookingDateTime, isProvinceCode } from './booking-time';
import { bookingKeys } from './bookings-api';
import { CardChoice, useCardChoice } from './card-choice';
import { EmailVerificationNotice, useUnverifiedEmail } from './email-verification-notice';
import { PaymentMethodInputError, type PaymentMethodCollector } from './payment-method';
import { PaymentTerms } from './payment-terms';

const subscribeNothing = () => () => {};

export function PaymentCheckout() {
  const inBrowser = useSyncExternalStore(subscribeNothing, () => true, () => false);
  const { status } = useSession();
  if (!inBrowser || status === 'loading') {
    return (
      <div className="mx-auto max-w-4xl px-4 py-10">
        <FormSkeleton fields={4} label="Loading your payment" />
      </div>
    );
  }
  return <PaymentCheckoutWithDraft signedIn={status === 'authenticated'} />;
}

function PaymentCheckoutWithDraft({ signedIn }: { signedIn: boolean }) {
  const [draft] = useState(readBookingDraft);
  if (!draft?.checkout) {
    return (
      <BareMessage title="No payment in progress" action={{ label: 'Browse services', href: paths.services() }}>
        Payments start from a booking. Choose a service to book and you will be brought back here to pay securely.
      </BareMessage>
    );
  }
  if (!signedIn) {
    return (
      <BareMessage title="Sign in to pay" action={{ label: 'Sign in', href: paths.login({ callbackUrl: paths.bare.payment() }) }}>
        Your booking of {draft.service.name} is waiting. Sign in again to pay for it.
      </BareMessage>
    );
  }
  return <Checkout draft={draft as BookingDraft & { checkout: NonNullable<BookingDraft['checkout']> }} />;
}

type Failure = { title: string; message: string };

function Checkout({ draft }: { draft: BookingDraft & { checkout: NonNullable<BookingDraft['checkout']> } }) {
  const { request, amounts } = draft.checkout;
  const router = useRouter();
  const queryClient = useQueryClient();
  const { data: session } = useSession();
  // Blocks a second Pay before React has re-rendered the disabled button.
  const inFlight = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const collector = useRef<PaymentMethodCollector>(null);
  const choice = useCardChoice(collector, submitting);
  const { savedCard, savedCards } = choice;
  const province = isProvinceCode(request.address.province) ? request.address.province : 'ON';

  const [keepCard, setKeepCard] = useState(false);
  const cardLimitReached = savedCards.length >= MAX_SAVED_PAYMENT_METHODS;
  const verification = useUnverifiedEmail();
  const verificationNotice = useRef<HTMLDivElement>(null);

  function handleFailure(error: unknown) {
    if (!(error instanceof ApiError)) {
      setFailure({ title: 'Payment not completed', message: errorMessage(error) });
      return;
    }
    if (error.status === 402) {
      // The gateway's answer for this card is final: another card is a new attempt.
      endCheckoutAttempt();
      setFailure({ title: 'Payment declined', message: error.message || CARD_DECLINED_MESSAGE });
      choice.clearAfterDecline();
      return;
    }
    if (error.status === 403 && error.errors.email) {
      // Refused before anything was written: once the email is confirmed, Pay again with the same key.
      void verification.recheck();
      setFailure({ title: 'Payment not taken', message: error.message });
      return;
    }
    const fields = Object.keys(error.errors).map(formFieldFor).filter((field) => field !== null);
    if (error.status === 400 && fields.length > 0) {
      // Something in the booking itself (a time no longer bookable…): back to the step to fix it.
      endCheckoutAttempt();
      saveBookingDraft({ ...draft, step: firstStepWith(fields) ?? 0, checkout: null, serverErrors: error.errors });
      router.push(paths.bookService(draft.service.slug, { rebook: draft.rebookOf ?? undefined }));
      return;
    }
    if (error.isNetworkError || error.status >= 500 || error.status === 409 || error.status === 429) {
      // The booking may have gone through: the same key on retry returns it instead of a second one.
      setFailure({ title: 'We could not confirm your payment', message: `${error.message} Choose Pay again: you will not be charged twice.` });
      return;
    }
    endCheckoutAttempt();
    setFailure({ title: 'Payment not completed', message: error.message });
  }

  async function pay() {
    if (inFlight.current) return;
    if (verification.email) {
      verificationNotice.current?.focus();
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    setFailure(null);
    let leaving = false;
    try {
      const paymentMethodId = await choice.paymentMethodId();
      if (!paymentMethodId) return;
      const body: CreateBookingInput = { ...request, paymentMethodId };
      if (!savedCard) body.savePaymentMethod = keepCard && !cardLimitReached;
      const { data } = await apiRequest<CreatedBooking>(apiPaths.booking.create(), {
        method: 'POST',
        body,
        token: session?.user.token.accessToken,
        headers: { 'Idempotency-Key': checkoutKeyFor(request) },
      });
      // The bank wants the customer to confirm (3-D Secure); the gateway's webhook then opens the booking.
      if (data.status === 'pending_payment' && data.clientSecret) await collector.current?.completeAction?.(data.clientSecret);
      leaving = true;
      clearBookingDraft();
      void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
      router.replace(paths.bare.success({ booking: data._id }));
    } catch (error) {
      if (!(error instanceof PaymentMethodInputError)) handleFailure(error);
    } finally {
      if (!leaving) {
        inFlight.current = false;
        setSubmitting(false);
      }
    }
  }

  const address = request.address;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 md:py-12">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <Logo />
        <Link href={paths.bookService(draft.service.slug, { rebook: draft.rebookOf ?? undefined })} className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:text-brand-800">
          <ArrowLeft aria-hidden="true" className="size-4" /> Change booking details
        </Link>
      </div>
      <h1 className="mt-8 text-2xl font-extrabold tracking-tight text-ink md:text-3xl">Payment</h1>
      {verification.email && <EmailVerificationNotice ref={verificationNotice} email={verification.email} recheck={verification.recheck} className="mt-6" />}
      <div className="mt-6 grid gap-6 md:grid-cols-[1fr_22rem]">
        <form
          noValidate
          aria-labelledby="card-details"
          onSubmit={(event) => {
            event.preventDefault();
            void pay();
          }}
          className="order-2 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:order-1 md:p-6"
        >
          <h2 id="card-details" className="mb-5 flex items-center gap-2 text-lg font-semibold text-ink">
            <Lock aria-hidden="true" className="size-5 text-brand-700" /> Card details
          </h2>
          <CardChoice ref={collector} choice={choice} amountCents={amounts.total} defaultPostcode={request.zipcode} disabled={submitting}>
            <CheckboxField
              className="mt-4"
              label="Save this card for next time"
              hint={cardLimitReached ? `You have saved ${MAX_SAVED_PAYMENT_METHODS} cards, the most we keep.` : undefined}
              checked={keepCard && !cardLimitReached}
              disabled={submitting || cardLimitReached}
              onChange={(event) => setKeepCard(event.target.checked)}
            />
          </CardChoice>
          {failure && (
            <Alert tone="error" title={failure.title} className="mt-5">
              {failure.message}
            </Alert>
          )}
          <Button type="submit" size="lg" fullWidth loading={submitting} className="mt-6">
            Pay {formatCad(amounts.total)}
          </Button>
          <PaymentTerms startsAt={new Date(request.scheduledAt)} province={province} className="mt-3 text-center" />
        </form>

        <section aria-labelledby="order-summary" className="order-1 h-fit rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:order-2 md:p-6">
          <h2 id="order-summary" className="text-lg font-semibold text-ink">
            Your booking
          </h2>
          <dl className="mt-4 space-y-3 text-sm">
            <div>
              <dt className="text-muted">Service</dt>
              <dd className="font-medium text-ink">
                {draft.service.name}
                {draft.service.priceUnit === 'hour' && `, ${request.quantity} ${request.quantity === 1 ? 'hour' : 'hours'}`}
              </dd>
            </div>
            <div>
              <dt className="text-muted">When</dt>
              <dd className="font-medium text-ink">{formatBookingDateTime(request.scheduledAt, province)}</dd>
            </div>
            <div>
              <dt className="text-muted">Where</dt>
              <dd className="font-medium break-words text-ink">
                {address.street}, {address.city}, {PROVINCES[province]} {address.postcode}
              </dd>
            </div>
          </dl>
          <BookingAmountsList amounts={amounts} discountCode={request.discountCode} className="mt-5 border-t border-slate-100 pt-4" />
          <p className="mt-3 text-xs text-muted">All amounts in Canadian dollars.</p>
        </section>
      </div>
    </div>
  );
}
