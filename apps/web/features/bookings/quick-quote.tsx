'use client';
// "Get your price" on a service page, for anyone, signed in or not: the postal code (its province
// decides the taxes), the hours for a service priced by the hour, and a discount code give the
// price the API quotes, tax line by tax line, in CAD. "Book this service" carries what was typed
// into the booking flow, through signing in or signing up on the way (booking-draft.ts).
// Public pages have no query cache for visitors: the one call is made on submit.
// It is on every service page, so, like the footer's inquiry form (docs/decisions/008), it keeps its
// own script small: plain React state instead of react-hook-form, the shared schema (zod with it)
// loaded when the visitor starts using the form, and the booking contract and the API client when
// they ask for the price. It behaves like the react-hook-form forms: validated on submit, then again
// as fields change; the first invalid field gets focus; the API's field errors go under the fields.
import { MAX_BOOKING_QUANTITY } from '@hearth/shared/booking';
import type { ProvinceCode } from '@hearth/shared/constants';
import type { BookingQuote } from '@hearth/shared/bookings/wire';
import { formatterFor } from '@hearth/shared/format';
import type { Locale } from '@hearth/shared/locale';
import type { QuickQuoteInput } from '@hearth/shared/schemas/booking';
import { Calculator } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { Link } from '@/i18n/navigation';
import { loadLocalizer } from '@/lib/localize-message';
import { paths } from '@/lib/paths';
import { BookingAmountsList } from './booking-amounts';
import { saveBookingStart } from './booking-draft';
import type { BookingService } from './booking-form';

type Values = { postcode: string; quantity: string; discountCode: string };
type Field = keyof Values;
type FieldErrors = Partial<Record<Field, string>>;

/** In the order the form shows them: the first one with an error gets focus. */
const FIELDS: readonly Field[] = ['postcode', 'quantity', 'discountCode'];
const EMPTY: Values = { postcode: '', quantity: '1', discountCode: '' };

let schemaPromise: Promise<typeof import('@hearth/shared/schemas/booking').quickQuoteSchema> | null = null;
/** The shared schema (and zod with it), loaded once, on first use. */
const loadSchema = () => (schemaPromise ??= import('@hearth/shared/schemas/booking').then((schemas) => schemas.quickQuoteSchema));

async function validate(values: Values) {
  const result = (await loadSchema()).safeParse(values satisfies QuickQuoteInput);
  if (result.success) return { ok: true as const, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) errors[issue.path[0] as Field] ??= issue.message;
  return { ok: false as const, errors };
}

/** Asks the API for the price, with the token of whoever is signed in (none for a visitor). */
async function requestQuote(body: { serviceId: string; quantity: number; province: ProvinceCode; postcode: string; discountCode?: string }) {
  const [{ bookingEndpoints }, { sessionCalls }] = await Promise.all([import('@hearth/shared/bookings/contract'), import('@/lib/session-calls')]);
  const { call } = await sessionCalls();
  return (await call(bookingEndpoints.quote, { body })).data;
}

interface Priced {
  quote: BookingQuote;
  province: ProvinceCode;
  /** What was priced, as typed: what "Book this service" carries on. */
  values: Values;
  /** Why the API did not apply the code, in the page's language. */
  discountError: string | null;
}

export function QuickQuote({ service }: { service: Pick<BookingService, '_id' | 'slug' | 'name' | 'priceUnit'> }) {
  const t = useTranslations('booking.quickQuote');
  const tStep = useTranslations('booking.serviceStep');
  const locale = useLocale() as Locale;
  const format = formatterFor(locale);
  const byTheHour = service.priceUnit === 'hour';
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const [priced, setPriced] = useState<Priced | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  /** Only the newest validation may set the messages (they settle asynchronously). */
  const latestValidation = useRef(0);
  const postcodeRef = useRef<HTMLInputElement>(null);
  const quantityRef = useRef<HTMLSelectElement>(null);
  const discountCodeRef = useRef<HTMLInputElement>(null);

  function showErrors(next: FieldErrors) {
    setErrors(next);
    const first = FIELDS.find((field) => next[field]);
    if (!first) return;
    const fieldRefs = { postcode: postcodeRef, quantity: quantityRef, discountCode: discountCodeRef };
    fieldRefs[first].current?.focus();
  }

  function change(field: Field, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first submit the messages follow what the visitor types, as in the other forms.
    if (!submitted) return;
    const id = ++latestValidation.current;
    void validate(next).then((result) => {
      if (id === latestValidation.current) setErrors(result.ok ? {} : result.errors);
    });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    setSubmitted(true);
    latestValidation.current++;
    const result = await validate(values);
    if (!result.ok) return showErrors(result.errors);
    setErrors({});
    setFailure(null);
    const { postcode, discountCode } = result.data;
    // The shared validator accepts only letters Canada Post uses, so the code names a province (X: NT or NU, taxed alike).
    const { provincesOfPostcode } = await import('@hearth/shared/booking');
    const province = provincesOfPostcode(postcode)[0];
    if (!province) return;
    const quantity = byTheHour ? result.data.quantity : 1;
    setSubmitting(true);
    try {
      const [quote, localize] = await Promise.all([requestQuote({ serviceId: service._id, quantity, province, postcode, discountCode }), loadLocalizer()]);
      // Announced where it appears (role=status) rather than by moving focus away from the form.
      setPriced({
        quote,
        province,
        values: { postcode, quantity: String(quantity), discountCode: discountCode ?? '' },
        discountError: quote.discountError ? localize(quote.discountError, locale) : null,
      });
    } catch (error) {
      setPriced(null);
      const [{ ApiError, errorMessage }, localize] = await Promise.all([import('@/lib/api'), loadLocalizer()]);
      const fieldErrors: FieldErrors = {};
      if (error instanceof ApiError) for (const field of FIELDS) if (error.errors[field]) fieldErrors[field] = error.errors[field];
      if (Object.keys(fieldErrors).length > 0) showErrors(fieldErrors);
      else setFailure(localize(errorMessage(error), locale));
    } finally {
      setSubmitting(false);
    }
  }

  const hourOptions = Array.from({ length: MAX_BOOKING_QUANTITY }, (_, index) => ({ value: String(index + 1), label: tStep('hourOption', { count: index + 1 }) }));
  const appliedCode = priced && priced.values.discountCode && !priced.quote.discountError ? priced.values.discountCode : null;

  return (
    <section aria-labelledby="quick-quote" className="mt-6 border-t border-slate-200 pt-6">
      <h3 id="quick-quote" className="flex items-center gap-2 font-semibold text-ink">
        <Calculator aria-hidden="true" className="size-5 text-brand-700" /> {t('title')}
      </h3>
      <p className="mt-1 text-sm text-muted">{t('intro')}</p>
      <form onSubmit={onSubmit} onFocus={() => void loadSchema()} noValidate className="mt-4 space-y-4" aria-label={t('title')}>
        <TextField
          ref={postcodeRef}
          label={t('postcode')}
          hint={t('postcodeHint')}
          name="postcode"
          autoComplete="postal-code"
          value={values.postcode}
          onChange={(event) => change('postcode', event.target.value)}
          error={errors.postcode}
        />
        {byTheHour && (
          <SelectField
            ref={quantityRef}
            label={tStep('hours')}
            options={hourOptions}
            name="quantity"
            value={values.quantity}
            onChange={(event) => change('quantity', event.target.value)}
            error={errors.quantity}
          />
        )}
        <TextField
          ref={discountCodeRef}
          label={t('discountCode')}
          name="discountCode"
          autoComplete="off"
          value={values.discountCode}
          onChange={(event) => change('discountCode', event.target.value)}
          error={errors.discountCode}
        />
        <Button type="submit" variant="secondary" fullWidth loading={isSubmitting}>
          {t('submit')}
        </Button>
      </form>

      <div role="status" aria-live="polite" className="mt-4 empty:hidden">
        {isSubmitting && <span className="sr-only">{t('working')}</span>}
        {priced && !isSubmitting && (
          <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
            <p className="mb-3 text-sm font-semibold text-ink">{t('taxesIn', { province: format.province(priced.province) })}</p>
            <BookingAmountsList amounts={priced.quote.amounts} discountCode={appliedCode} />
            {priced.values.discountCode && priced.discountError && (
              <p className="mt-3 text-sm text-amber-900">{t('codeNotApplied', { reason: priced.discountError })}</p>
            )}
            <p className="mt-3 text-xs text-muted">{t('inCad')}</p>
          </div>
        )}
      </div>
      {failure && (
        <Alert tone="error" title={t('failed')} className="mt-4">
          {failure}
        </Alert>
      )}

      {priced && (
        <>
          <Link
            href={paths.bookService(service.slug)}
            onClick={() => saveBookingStart({ slug: service.slug, ...priced.values })}
            className={buttonClasses({ size: 'lg', fullWidth: true }, 'mt-4')}
          >
            {t('book')}
          </Link>
          <p className="mt-2 text-center text-xs text-muted">{t('bookHint')}</p>
        </>
      )}
    </section>
  );
}
