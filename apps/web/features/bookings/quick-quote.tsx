'use client';
// "Get your price" on a service page, for anyone, signed in or not: the postal code (its province
// decides the taxes), the hours for a service priced by the hour, and a discount code give the
// price the API quotes, tax line by tax line, in CAD. "Book this service" carries what was typed
// into the booking flow, through signing in or signing up on the way (booking-draft.ts).
// Public pages have no query cache for visitors: the one call is made on submit.
import { MAX_BOOKING_QUANTITY, provincesOfPostcode } from '@hearth/shared/booking';
import { bookingEndpoints } from '@hearth/shared/bookings/contract';
import type { ProvinceCode } from '@hearth/shared/constants';
import type { BookingQuote } from '@hearth/shared/bookings/wire';
import { quickQuoteSchema, type QuickQuoteInput } from '@hearth/shared/schemas/booking';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { Calculator } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { Link } from '@/i18n/navigation';
import { applyFieldErrors, errorMessage } from '@/lib/api';
import { useFormat, useLocalizeMessage } from '@/lib/format';
import { paths } from '@/lib/paths';
import { sessionCalls } from '@/lib/session-calls';
import { BookingAmountsList } from './booking-amounts';
import { saveBookingStart } from './booking-draft';
import type { BookingService } from './booking-form';

type QuickQuoteOutput = z.output<typeof quickQuoteSchema>;

interface Priced {
  quote: BookingQuote;
  province: ProvinceCode;
  /** What was priced, as typed: what "Book this service" carries on. */
  values: { postcode: string; quantity: string; discountCode: string };
}

export function QuickQuote({ service }: { service: Pick<BookingService, '_id' | 'slug' | 'name' | 'priceUnit'> }) {
  const t = useTranslations('booking.quickQuote');
  const tStep = useTranslations('booking.serviceStep');
  const format = useFormat();
  const localize = useLocalizeMessage();
  const byTheHour = service.priceUnit === 'hour';
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<QuickQuoteInput, unknown, QuickQuoteOutput>({
    resolver: zodResolver(quickQuoteSchema),
    defaultValues: { postcode: '', quantity: '1', discountCode: '' },
    mode: 'onTouched',
  });
  const [priced, setPriced] = useState<Priced | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    // The shared validator accepts only letters Canada Post uses, so the code names a province (X: NT or NU, taxed alike).
    const province = provincesOfPostcode(values.postcode)[0];
    if (!province) return;
    const quantity = byTheHour ? values.quantity : 1;
    try {
      const { call } = await sessionCalls();
      const { data } = await call(bookingEndpoints.quote, { body: { serviceId: service._id, quantity, province, postcode: values.postcode, discountCode: values.discountCode } });
      // Announced where it appears (role=status) rather than by moving focus away from the form.
      setPriced({ quote: data, province, values: { postcode: values.postcode, quantity: String(quantity), discountCode: values.discountCode ?? '' } });
    } catch (error) {
      setPriced(null);
      if (!applyFieldErrors(error, setError, ['postcode', 'quantity', 'discountCode'])) setFailure(errorMessage(error));
    }
  });

  const hourOptions = Array.from({ length: MAX_BOOKING_QUANTITY }, (_, index) => ({ value: String(index + 1), label: tStep('hourOption', { count: index + 1 }) }));
  const appliedCode = priced && priced.values.discountCode && !priced.quote.discountError ? priced.values.discountCode : null;

  return (
    <section aria-labelledby="quick-quote" className="mt-6 border-t border-slate-200 pt-6">
      <h3 id="quick-quote" className="flex items-center gap-2 font-semibold text-ink">
        <Calculator aria-hidden="true" className="size-5 text-brand-700" /> {t('title')}
      </h3>
      <p className="mt-1 text-sm text-muted">{t('intro')}</p>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4" aria-label={t('title')}>
        <TextField label={t('postcode')} hint={t('postcodeHint')} autoComplete="postal-code" error={errors.postcode?.message} {...register('postcode')} />
        {byTheHour && <SelectField label={tStep('hours')} options={hourOptions} error={errors.quantity?.message} {...register('quantity')} />}
        <TextField label={t('discountCode')} autoComplete="off" error={errors.discountCode?.message} {...register('discountCode')} />
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
            {priced.values.discountCode && priced.quote.discountError && (
              <p className="mt-3 text-sm text-amber-900">{t('codeNotApplied', { reason: localize(priced.quote.discountError) })}</p>
            )}
            <p className="mt-3 text-xs text-muted">{t('inCad')}</p>
          </div>
        )}
      </div>
      {failure && (
        <Alert tone="error" title={t('failed')} className="mt-4">
          {localize(failure)}
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
