'use client';
// The last step: everything chosen so far (each with a way back to change it), the discount code,
// and the price the API quotes for it, tax line by tax line, in CAD.
import type { BookingQuote } from '@hearth/shared/bookings/wire';
import { PROVINCE_TIME_ZONES, zonedTimeToInstant } from '@hearth/shared/booking';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState, type KeyboardEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { FieldError, inputClasses } from '@/components/ui/text-field';
import { displayPhone } from '@/lib/phone-mask';
import { errorMessage } from '@/lib/api';
import { useFormat } from '@/lib/format';
import { BookingAmountsList } from './booking-amounts';
import type { BookingFormValues, BookingService } from './booking-form';
import { isProvinceCode } from '@/lib/booking-time';
import { PaymentTerms } from './payment-terms';

interface PriceStepProps {
  service: BookingService;
  values: BookingFormValues;
  quote: UseQueryResult<BookingQuote>;
  /** The code sent with the quote ('' for none). */
  appliedCode: string;
  onApplyCode: (code: string) => void;
  /** The code the discount bar advertises, offered with one click. */
  offerCode: string | null;
  onEdit: (step: number) => void;
}

export function PriceStep({ service, values, quote, appliedCode, onApplyCode, offerCode, onEdit }: PriceStepProps) {
  const t = useTranslations('booking.priceStep');
  const format = useFormat();
  const province = isProvinceCode(values.address.province) ? values.address.province : null;
  const startsAt = province && values.date && values.time ? zonedTimeToInstant(values.date, values.time, PROVINCE_TIME_ZONES[province]) : null;
  const when = province && startsAt ? format.bookingDateTime(startsAt, province) : '';
  const hours = Number(values.quantity);
  const rows: { label: string; change: string; value: string; step: number }[] = [
    { label: t('service'), change: t('changeService'), value: service.priceUnit === 'hour' ? t('serviceHours', { service: service.name, count: hours }) : service.name, step: 0 },
    { label: t('when'), change: t('changeWhen'), value: when, step: 1 },
    {
      label: t('address'),
      change: t('changeAddress'),
      value: [values.address.street, values.address.city, province ? format.province(province) : '', values.address.postcode].filter(Boolean).join(', '),
      step: 2,
    },
    { label: t('contact'), change: t('changeContact'), value: [values.phonenumber && displayPhone(values.phonenumber, format), values.email].filter(Boolean).join(' · '), step: 3 },
  ];
  const discountError = appliedCode && quote.data?.discountError ? quote.data.discountError : null;

  return (
    <div className="space-y-6">
      <dl className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
        {rows.map((row) => (
          <div key={row.step} className="flex items-start gap-3 px-4 py-3">
            <div className="min-w-0 flex-1">
              <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{row.label}</dt>
              <dd className="mt-0.5 text-sm [overflow-wrap:anywhere] text-ink">{row.value || '—'}</dd>
            </div>
            <Button variant="link" size="sm" onClick={() => onEdit(row.step)} aria-label={row.change}>
              {t('change')}
            </Button>
          </div>
        ))}
      </dl>

      <DiscountCodeField appliedCode={appliedCode} accepted={Boolean(appliedCode) && !discountError && Boolean(quote.data)} error={discountError} onApply={onApplyCode} offerCode={offerCode} />

      <section aria-labelledby="price-summary" className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
        <h3 id="price-summary" className="mb-3 font-semibold text-ink">
          {t('summary')}
        </h3>
        {quote.data ? (
          <div aria-busy={quote.isFetching || undefined} className={quote.isPlaceholderData ? 'opacity-60' : undefined}>
            <BookingAmountsList amounts={quote.data.amounts} discountCode={discountError ? null : appliedCode || null} />
            <p className="mt-3 text-xs text-muted">{t('inCad')}</p>
            {province && startsAt && <PaymentTerms startsAt={startsAt} province={province} className="mt-2" />}
          </div>
        ) : quote.isError ? (
          <div>
            <Alert tone="error" title={t('quoteError')}>
              {errorMessage(quote.error)}
            </Alert>
            <Button className="mt-3" variant="secondary" size="sm" onClick={() => quote.refetch()} loading={quote.isFetching}>
              {t('tryAgain')}
            </Button>
          </div>
        ) : (
          <div role="status" className="space-y-2">
            <span className="sr-only">{t('working')}</span>
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-6 w-full" />
          </div>
        )}
      </section>
    </div>
  );
}

interface DiscountCodeFieldProps {
  appliedCode: string;
  accepted: boolean;
  error: string | null;
  onApply: (code: string) => void;
  offerCode: string | null;
}

function DiscountCodeField({ appliedCode, accepted, error, onApply, offerCode }: DiscountCodeFieldProps) {
  const t = useTranslations('booking.discount');
  const id = useId();
  const [code, setCode] = useState(appliedCode);
  const apply = (next: string) => {
    const normalized = next.trim().toUpperCase();
    setCode(normalized);
    onApply(normalized);
  };
  // Enter applies the code instead of submitting the whole booking.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply(code);
  };
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {t('label')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={onKeyDown}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={inputClasses(Boolean(error), 'min-w-0 uppercase')}
        />
        <Button variant="secondary" onClick={() => apply(code)}>
          {t('apply')}
        </Button>
      </div>
      <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted">
        {accepted ? (
          <>
            {t('applied', { code: appliedCode })}{' '}
            <button type="button" className="font-semibold text-brand-700 underline underline-offset-2" onClick={() => apply('')}>
              {t('remove')}
            </button>
          </>
        ) : offerCode && offerCode !== appliedCode ? (
          <>
            {t('onOffer', { code: offerCode })}{' '}
            <button type="button" className="font-semibold text-brand-700 underline underline-offset-2" onClick={() => apply(offerCode)}>
              {t('use', { code: offerCode })}
            </button>
          </>
        ) : (
          t('hint')
        )}
      </p>
      <FieldError id={`${id}-error`} message={error ?? undefined} />
    </div>
  );
}
