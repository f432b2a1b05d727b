'use client';
// /payment: the booking waiting in sessionStorage, the card entry and Pay. One Idempotency-Key per
// checkout attempt: a double click or a retry after a lost answer reuses it (never two bookings);
// a decline or a refusal ends the attempt, so the next card gets a new key. A customer with saved
// cards pays with one (the default first) or enters a new card and may keep it for next time.
import { MAX_SAVED_PAYMENT_METHODS } from '@hearth/shared/account';
import { CARD_DECLINED_MESSAGE } from '@hearth/shared/booking';
import type { CreateBookingInput } from '@hearth/shared/schemas/booking';
import { ArrowLeft, Lock } from 'lucide-react';
import { useSession } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { useRef, useState, useSyncExternalStore } from 'react';
import { Logo } from '@/components/logo';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormSkeleton } from '@/components/ui/skeleton';
import { CheckboxField } from '@/components/ui/selection-controls';
import { BareMessage } from '@/features/layout';
import { Link, useRouter } from '@/i18n/navigation';
import { ApiError, errorMessage } from '@/lib/api';
import { useFormat } from '@/lib/format';
import { useLocalizeMessage } from '@/lib/use-localize-message';
import { paths } from '@/lib/paths';
import { BookingAmountsList } from './booking-amounts';
import { checkoutKeyFor, clearBookingDraft, endCheckoutAttempt, readBookingDraft, saveBookingDraft, type BookingDraft } from './booking-draft';
import { firstStepWith, formFieldFor } from './booking-form';
import { isProvinceCode } from '@/lib/booking-time';
import { useCreateBooking } from './bookings-api';
import { CardChoice, useCardChoice } from './card-choice';
import { EmailVerificationNotice, useUnverifiedEmail } from './email-verification-notice';
import { PaymentMethodInputError, type PaymentMethodCollector } from '@/features/payment-methods';
import { PaymentTerms } from './payment-terms';

const subscribeNothing = () => () => {};

export function PaymentCheckout() {
  const inBrowser = useSyncExternalStore(subscribeNothing, () => true, () => false);
  const { status } = useSession();
  const t = useTranslations('payment.checkout');
  if (!inBrowser || status === 'loading') {
    return (
      <div className="mx-auto max-w-4xl px-4 py-10">
        <FormSkeleton fields={4} label={t('loading')} />
      </div>
    );
  }
  return <PaymentCheckoutWithDraft signedIn={status === 'authenticated'} />;
}

function PaymentCheckoutWithDraft({ signedIn }: { signedIn: boolean }) {
  const [draft] = useState(readBookingDraft);
  const t = useTranslations('payment.checkout');
  if (!draft?.checkout) {
    return (
      <BareMessage title={t('noPaymentTitle')} action={{ label: t('browse'), href: paths.services() }}>
        {t('noPaymentText')}
      </BareMessage>
    );
  }
  if (!signedIn) {
    return (
      <BareMessage title={t('signInTitle')} action={{ label: t('signIn'), href: paths.login({ callbackUrl: paths.bare.payment() }) }}>
        {t('signInText', { service: draft.service.name })}
      </BareMessage>
    );
  }
  return <Checkout draft={draft as BookingDraft & { checkout: NonNullable<BookingDraft['checkout']> }} />;
}

type Failure = { title: string; message: string };

function Checkout({ draft }: { draft: BookingDraft & { checkout: NonNullable<BookingDraft['checkout']> } }) {
  const { request, amounts } = draft.checkout;
  const t = useTranslations('payment.checkout');
  const format = useFormat();
  const localize = useLocalizeMessage();
  const router = useRouter();
  const createBooking = useCreateBooking();
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
      setFailure({ title: t('notCompleted'), message: errorMessage(error) });
      return;
    }
    if (error.status === 402) {
      // The gateway's answer for this card is final: another card is a new attempt.
      endCheckoutAttempt();
      setFailure({ title: t('declined'), message: error.message || localize(CARD_DECLINED_MESSAGE) });
      choice.clearAfterDecline();
      return;
    }
    if (error.status === 403 && error.errors.email) {
      // Refused before anything was written: once the email is confirmed, Pay again with the same key.
      void verification.recheck();
      setFailure({ title: t('notTaken'), message: error.message });
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
      setFailure({ title: t('unconfirmed'), message: t('payAgain', { message: error.message }) });
      return;
    }
    endCheckoutAttempt();
    setFailure({ title: t('notCompleted'), message: error.message });
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
      const data = await createBooking.mutateAsync({ body, idempotencyKey: checkoutKeyFor(request) });
      // The bank wants the customer to confirm (3-D Secure); the gateway's webhook then opens the booking.
      if (data.status === 'pending_payment' && data.clientSecret) await collector.current?.completeAction?.(data.clientSecret);
      leaving = true;
      clearBookingDraft();
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
          <ArrowLeft aria-hidden="true" className="size-4" /> {t('changeDetails')}
        </Link>
      </div>
      <h1 className="mt-8 text-2xl font-extrabold tracking-tight text-ink md:text-3xl">{t('title')}</h1>
      {verification.email && <EmailVerificationNotice ref={verificationNotice} email={verification.email} recheck={verification.recheck} className="mt-6" />}
      <div className="mt-6 grid gap-6 md:grid-cols-[1fr_22rem]">
        <form
          noValidate
          aria-labelledby="card-details"
          onSubmit={(event) => {
            event.preventDefault();
            void pay();
          }}
          className="order-2 min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:order-1 md:p-6"
        >
          <h2 id="card-details" className="mb-5 flex items-center gap-2 text-lg font-semibold text-ink">
            <Lock aria-hidden="true" className="size-5 shrink-0 text-brand-700" /> {t('cardDetails')}
          </h2>
          <CardChoice ref={collector} choice={choice} amountCents={amounts.total} defaultPostcode={request.zipcode} disabled={submitting}>
            <CheckboxField
              className="mt-4"
              label={t('saveCard')}
              hint={cardLimitReached ? t('cardLimit', { count: MAX_SAVED_PAYMENT_METHODS }) : undefined}
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
            {t('pay', { amount: format.money(amounts.total) })}
          </Button>
          <PaymentTerms startsAt={new Date(request.scheduledAt)} province={province} className="mt-3 text-center" />
        </form>

        <section aria-labelledby="order-summary" className="order-1 h-fit min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:order-2 md:p-6">
          <h2 id="order-summary" className="text-lg font-semibold text-ink">
            {t('yourBooking')}
          </h2>
          <dl className="mt-4 space-y-3 text-sm">
            <div>
              <dt className="text-muted">{t('service')}</dt>
              <dd className="font-medium break-words text-ink">
                {draft.service.priceUnit === 'hour' ? t('serviceHours', { service: draft.service.name, count: request.quantity }) : draft.service.name}
              </dd>
            </div>
            <div>
              <dt className="text-muted">{t('when')}</dt>
              <dd className="font-medium text-ink">{format.bookingDateTime(request.scheduledAt, province)}</dd>
            </div>
            <div>
              <dt className="text-muted">{t('where')}</dt>
              <dd className="font-medium break-words text-ink">
                {address.street}, {address.city}, {format.province(province)} {address.postcode}
              </dd>
            </div>
          </dl>
          <BookingAmountsList amounts={amounts} discountCode={request.discountCode} className="mt-5 border-t border-slate-100 pt-4" />
          <p className="mt-3 text-xs text-muted">{t('allCad')}</p>
        </section>
      </div>
    </div>
  );
}
