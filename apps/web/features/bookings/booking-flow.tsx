'use client';
// The booking flow at /services/{slug}/book: service request, date and time, address, contact and
// price on one page with a stepper. It lives in sessionStorage as the customer types (a reload
// keeps it) and hands /payment a ready request on "Continue to payment".
import { provincesOfPostcode } from '@hearth/shared/booking';
import type { Booking } from '@hearth/shared/bookings/wire';
import { formatPhone } from '@hearth/shared/phone';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSession } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { FormSkeleton } from '@/components/ui/skeleton';
import { useSavedAddresses } from '@/features/addresses';
import { Link, useRouter } from '@/i18n/navigation';
import { useFormat } from '@/lib/format';
import { paths } from '@/lib/paths';
import { clearBookingStart, readBookingDraft, readBookingStart, saveBookingDraft, type BookingDraft, type BookingStart } from './booking-draft';
import {
  BOOKING_STEPS,
  bookingFormSchema,
  bookingRequest,
  emptyBookingForm,
  firstStepWith,
  formFieldFor,
  LAST_STEP,
  type BookingFormField,
  type BookingFormOutput,
  type BookingFormValues,
  type BookingService,
} from './booking-form';
import { BookingStepper } from './booking-stepper';
import { AddressStep, ContactStep, priceLabel, ScheduleStep, ServiceStep } from './booking-steps';
import { useBooking, useBookingQuote } from './bookings-api';
import { isProvinceCode } from '@/lib/booking-time';
import { EmailVerificationNotice, useUnverifiedEmail } from './email-verification-notice';
import { PriceStep } from './price-step';

interface BookingFlowProps {
  service: BookingService;
  /** `?rebook=<bookingId>`: pre-fill the address, contact and note from that booking. */
  rebook: string | null;
  /** The discount bar's code, offered on the price step. */
  offerCode: string | null;
}

const subscribeNothing = () => () => {};

/** Renders the flow once the browser (sessionStorage) and the session are there. */
export function BookingFlow(props: BookingFlowProps) {
  const inBrowser = useSyncExternalStore(subscribeNothing, () => true, () => false);
  const { data: session, status } = useSession();
  const t = useTranslations('booking.flow');
  if (!inBrowser || status === 'loading') return <FormSkeleton fields={4} label={t('loading')} />;
  if (!session) {
    // Both ways back come here, and the draft (sessionStorage, this tab) is still there when they do.
    const callbackUrl = paths.bookService(props.service.slug, { rebook: props.rebook ?? undefined });
    return (
      <Alert tone="info" title={t('signInTitle')}>
        <p>{t('signInText', { service: props.service.name })}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Link href={paths.login({ callbackUrl })} className={buttonClasses({ size: 'sm' })}>
            {t('signIn')}
          </Link>
          <Link href={paths.login({ callbackUrl, tab: 'signup' })} className={buttonClasses({ size: 'sm', variant: 'secondary' })}>
            {t('signUp')}
          </Link>
        </div>
      </Alert>
    );
  }
  return <BookingFlowStart {...props} name={session.user.fullname} email={session.user.email} />;
}

function draftFromBooking(booking: Booking): BookingFormValues {
  return {
    ...emptyBookingForm(),
    quantity: String(booking.quantity),
    note: booking.note,
    address: { ...booking.address, phonenumber: formatPhone(booking.address.phonenumber) },
    phonenumber: formatPhone(booking.phonenumber),
    email: booking.email,
    zipcode: booking.zipcode,
  };
}

/**
 * What the visitor typed in the service page's price panel, over the form: the postal code on the
 * address (with its province when the code names only one) and as the contact's zip code, the
 * hours and the discount code.
 */
function withStart(values: BookingFormValues, start: BookingStart | null): BookingFormValues {
  if (!start) return values;
  const provinces = provincesOfPostcode(start.postcode);
  return {
    ...values,
    quantity: start.quantity || values.quantity,
    discountCode: start.discountCode || values.discountCode,
    zipcode: start.postcode,
    address: { ...values.address, postcode: start.postcode, province: provinces.length === 1 ? provinces[0]! : values.address.province },
  };
}

function BookingFlowStart({ service, rebook, offerCode, name, email }: BookingFlowProps & { name: string; email: string }) {
  const t = useTranslations('booking.flow');
  // A rebooking starts from the earlier booking instead.
  const [start] = useState(() => (rebook ? null : readBookingStart(service.slug)));
  // Read once: from now on the flow's own draft holds it.
  useEffect(() => {
    if (start) clearBookingStart();
  }, [start]);
  // A draft for this service (and this rebook) carries on where the customer left it.
  const [saved] = useState(() => {
    const draft = readBookingDraft();
    return draft && draft.service.slug === service.slug && (!rebook || draft.rebookOf === rebook) ? draft : null;
  });
  const earlier = useBooking(!saved && rebook ? rebook : null);
  if (!saved && rebook && earlier.isPending) return <FormSkeleton fields={4} label={t('loadingEarlier')} />;

  const initial: BookingDraft = saved
    ? { ...saved, service, values: withStart(saved.values, start) }
    : {
        service,
        rebookOf: rebook,
        step: 0,
        reachedStep: 0,
        values: earlier.data ? draftFromBooking(earlier.data) : withStart(emptyBookingForm({ name, email }), start),
        checkout: null,
        serverErrors: null,
      };
  return (
    <>
      {rebook && !saved && earlier.data && (
        <Alert tone="info" className="mb-6">
          {t('rebookFilled')}
        </Alert>
      )}
      {rebook && !saved && earlier.isError && (
        <Alert tone="warning" className="mb-6">
          {t('rebookFailed')}
        </Alert>
      )}
      <BookingSteps initial={initial} offerCode={offerCode} />
    </>
  );
}

function BookingSteps({ initial, offerCode }: { initial: BookingDraft; offerCode: string | null }) {
  const { service } = initial;
  const t = useTranslations('booking');
  const format = useFormat();
  const router = useRouter();
  const schema = useMemo(() => bookingFormSchema(service), [service]);
  const form = useForm<BookingFormValues, unknown, BookingFormOutput>({ resolver: zodResolver(schema), defaultValues: initial.values, mode: 'onTouched' });
  const [step, setStep] = useState(Math.min(Math.max(initial.step, 0), LAST_STEP));
  const [reached, setReached] = useState(Math.max(initial.reachedStep, initial.step));
  const [leaving, setLeaving] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // What to focus once the next step has rendered: its heading, or a field with an error.
  const focusAfterRender = useRef<'heading' | BookingFormField | null>(null);
  const values = useWatch({ control: form.control }) as BookingFormValues;
  // Loaded from the start, so the address step can offer them at once. Not loaded (or failed):
  // the customer types the address, as without any.
  const savedAddresses = useSavedAddresses();
  // Shown from the start, so the customer can confirm while filling in the rest.
  const verification = useUnverifiedEmail();
  const verificationNotice = useRef<HTMLDivElement>(null);

  // Errors the API gave when paying show on their fields.
  useEffect(() => {
    for (const [apiField, message] of Object.entries(initial.serverErrors ?? {})) {
      const field = formFieldFor(apiField);
      if (field) form.setError(field, { type: 'server', message });
    }
  }, [form, initial.serverErrors]);

  // Every change is saved, so a reload (or /payment) finds it. A checkout prepared for exactly
  // these values stays; any edit means "Continue to payment" must price it again.
  useEffect(() => {
    const current = form.getValues();
    const stored = readBookingDraft();
    const checkout = stored?.checkout && JSON.stringify(stored.values) === JSON.stringify(current) ? stored.checkout : null;
    saveBookingDraft({ service, rebookOf: initial.rebookOf, step, reachedStep: reached, values: current, checkout, serverErrors: null });
  }, [form, values, service, initial.rebookOf, step, reached]);

  // Right after the step renders, before the browser paints it.
  useLayoutEffect(() => {
    const target = focusAfterRender.current;
    focusAfterRender.current = null;
    if (target === 'heading') headingRef.current?.focus();
    else if (target) form.setFocus(target);
  }, [form, step]);

  function goTo(next: number, focus: 'heading' | BookingFormField = 'heading') {
    if (next === step) {
      // Already showing: nothing to wait for.
      if (focus === 'heading') headingRef.current?.focus();
      else form.setFocus(focus);
      return;
    }
    focusAfterRender.current = focus;
    setStep(next);
    setReached((current) => Math.max(current, next));
  }

  /** Validates every step up to `upTo`; shows the first one with a problem and returns false. */
  async function validateUpTo(upTo: number): Promise<boolean> {
    const fields = BOOKING_STEPS.slice(0, upTo + 1).flatMap((item) => item.fields as readonly BookingFormField[]).filter((field) => field !== 'discountCode');
    if (await form.trigger(fields)) return true;
    const invalid = fields.find((field) => form.getFieldState(field).invalid);
    if (invalid) goTo(firstStepWith([invalid]) ?? step, invalid);
    return false;
  }

  async function next() {
    if (!(await validateUpTo(step))) return;
    if (BOOKING_STEPS[step]?.key === 'address') {
      // Contact details start from the address: most people book for their own home.
      const { address, phonenumber, zipcode } = form.getValues();
      if (!zipcode) form.setValue('zipcode', address.postcode);
      if (!phonenumber) form.setValue('phonenumber', address.phonenumber);
    }
    goTo(step + 1);
  }

  const province = isProvinceCode(values.address?.province) ? values.address.province : null;
  const quote = useBookingQuote(
    step === LAST_STEP && province
      ? {
          serviceId: service._id,
          quantity: service.priceUnit === 'hour' ? Number(values.quantity) : 1,
          province,
          // The job's postal code, so the quote refuses a pair the booking would refuse.
          postcode: values.address.postcode || undefined,
          discountCode: values.discountCode || undefined,
        }
      : null,
  );

  function toPayment(output: BookingFormOutput) {
    const priced = quote.data;
    if (!priced || quote.isPlaceholderData) return;
    if (verification.email) {
      // The payment would be refused: point at what to do first.
      verificationNotice.current?.focus();
      return;
    }
    const acceptedCode = output.discountCode && !priced.discountError ? output.discountCode : null;
    setLeaving(true);
    saveBookingDraft({
      service,
      rebookOf: initial.rebookOf,
      step,
      reachedStep: reached,
      values: form.getValues(),
      checkout: { request: bookingRequest(service, output, acceptedCode), amounts: priced.amounts },
      serverErrors: null,
    });
    router.push(paths.bare.payment());
  }

  const current = BOOKING_STEPS[step] ?? BOOKING_STEPS[0];
  const hasServerErrors = Object.keys(initial.serverErrors ?? {}).length > 0;

  return (
    <div className="space-y-6">
      {verification.email && <EmailVerificationNotice ref={verificationNotice} email={verification.email} recheck={verification.recheck} />}
      <BookingStepper current={step} reached={reached} onSelect={(index) => goTo(index)} />
      {hasServerErrors && (
        <Alert tone="warning" title={t('flow.serverErrorsTitle')}>
          {t('flow.serverErrorsText')}
        </Alert>
      )}
      <form
        noValidate
        aria-labelledby="booking-step-title"
        onSubmit={(event) => {
          if (step < LAST_STEP) {
            event.preventDefault();
            void next();
          } else void form.handleSubmit(toPayment, () => validateUpTo(LAST_STEP))(event);
        }}
        className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-6"
      >
        <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase">
          {t('flow.stepOf', { step: step + 1, total: BOOKING_STEPS.length })}
        </p>
        <h2 id="booking-step-title" ref={headingRef} tabIndex={-1} className="mt-1 mb-5 text-xl font-bold text-ink focus:outline-none">
          {t(`steps.${current.key}.title`)}
        </h2>

        {current.key === 'service' && <ServiceStep form={form} service={service} />}
        {current.key === 'schedule' && <ScheduleStep form={form} />}
        {current.key === 'address' && <AddressStep form={form} savedAddresses={savedAddresses.data ?? []} />}
        {current.key === 'contact' && <ContactStep form={form} />}
        {current.key === 'price' && (
          <PriceStep
            service={service}
            values={values}
            quote={quote}
            appliedCode={values.discountCode ?? ''}
            onApplyCode={(code) => form.setValue('discountCode', code)}
            offerCode={offerCode}
            onEdit={(index) => goTo(index)}
          />
        )}

        <div className="mt-8 flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:justify-between">
          {step > 0 ? (
            <Button variant="secondary" onClick={() => goTo(step - 1)}>
              {t('flow.back')}
            </Button>
          ) : (
            <span aria-hidden="true" />
          )}
          {step < LAST_STEP ? (
            <Button type="submit">{t('flow.next', { step: t(`steps.${BOOKING_STEPS[step + 1]?.key ?? 'price'}.label`) })}</Button>
          ) : (
            <Button type="submit" size="lg" loading={leaving} disabled={!quote.data || quote.isPlaceholderData}>
              {t('flow.toPayment')}
            </Button>
          )}
        </div>
      </form>
      <p className="text-center text-sm break-words text-muted">{t('flow.footer', { service: service.name, price: priceLabel(service, t, format) })}</p>
    </div>
  );
}
