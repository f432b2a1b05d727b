'use client';
// The card form of the local (test mode) gateway: card number, expiry, CVC and postal code,
// checked as the customer types, turned into the test payment method the number stands for.
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useImperativeHandle, useMemo, type Ref } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import { formatPostalCode } from '@/lib/input-masks';
import { PaymentMethodInputError, type PaymentMethodCollector } from './payment-method';
import { cardErrorKey, cardSchema, formatCardNumber, formatExpiry, testPaymentMethodFor, TEST_CARDS, UNKNOWN_TEST_CARD_MESSAGE, type CardInput, type CardOutput } from './test-cards';

export interface PaymentMethodFieldsProps {
  ref: Ref<PaymentMethodCollector>;
  /** The billing postal code to start from (the booking's). */
  defaultPostcode: string;
  disabled?: boolean;
}

const MASKS = { number: formatCardNumber, expiry: formatExpiry, cvc: (value: string) => value.replace(/\D/g, '').slice(0, 4), postcode: formatPostalCode };

export function LocalCardForm({ ref, defaultPostcode, disabled = false }: PaymentMethodFieldsProps) {
  const t = useTranslations('payment.cardForm');
  // The form's own messages have their words here; the shared ones (postal code) and the gateway's go through FieldError as they are.
  const errorText = (message: string | undefined) => {
    const key = message ? cardErrorKey(message) : null;
    return key ? t(`errors.${key}`) : message;
  };
  const schema = useMemo(() => cardSchema(), []);
  const { control, handleSubmit, setError, resetField, setFocus } = useForm<CardInput, unknown, CardOutput>({
    resolver: zodResolver(schema),
    defaultValues: { number: '', expiry: '', cvc: '', postcode: defaultPostcode },
    mode: 'onTouched',
  });

  useImperativeHandle(
    ref,
    () => ({
      collectPaymentMethod: () =>
        new Promise<string>((resolve, reject) => {
          void handleSubmit(
            ({ number }) => {
              const paymentMethodId = testPaymentMethodFor(number);
              if (paymentMethodId) return resolve(paymentMethodId);
              setError('number', { type: 'test-mode', message: UNKNOWN_TEST_CARD_MESSAGE }, { shouldFocus: true });
              reject(new PaymentMethodInputError());
            },
            () => reject(new PaymentMethodInputError()),
          )();
        }),
      reset: () => {
        resetField('number');
        resetField('cvc');
        setFocus('number');
      },
      showDecline: (message) => {
        resetField('number');
        resetField('cvc');
        setError('number', { type: 'declined', message }, { shouldFocus: true });
      },
    }),
    [handleSubmit, setError, resetField, setFocus],
  );

  const field = (name: keyof CardInput, label: string, extra: { autoComplete: string; placeholder?: string; inputMode?: 'numeric' | 'text'; hint?: string; className?: string }) => (
    <Controller
      control={control}
      name={name}
      render={({ field: input, fieldState }) => (
        <TextField
          ref={input.ref}
          name={input.name}
          label={label}
          value={input.value}
          onChange={(event) => input.onChange(MASKS[name](event.target.value))}
          onBlur={input.onBlur}
          disabled={disabled}
          error={errorText(fieldState.error?.message)}
          {...extra}
        />
      )}
    />
  );

  return (
    <div className="grid grid-cols-2 gap-4">
      {field('number', t('number'), { autoComplete: 'cc-number', inputMode: 'numeric', placeholder: '1234 1234 1234 1234', className: 'col-span-2' })}
      {field('expiry', t('expiry'), { autoComplete: 'cc-exp', inputMode: 'numeric', placeholder: t('expiryPlaceholder'), className: 'min-w-0' })}
      {field('cvc', t('cvc'), { autoComplete: 'cc-csc', inputMode: 'numeric', placeholder: '123', className: 'min-w-0' })}
      {field('postcode', t('postalCode'), { autoComplete: 'postal-code', placeholder: 'A1A 1A1', className: 'col-span-2' })}
      <details className="col-span-2 rounded-lg bg-slate-50 px-3 py-2 text-sm break-words text-muted ring-1 ring-slate-200">
        <summary className="cursor-pointer font-medium text-ink">{t('testTitle')}</summary>
        <ul className="mt-2 space-y-1">
          {TEST_CARDS.map((card) => (
            <li key={card.number}>
              <span className="font-mono whitespace-nowrap text-ink">{formatCardNumber(card.number)}</span> — {t(`outcomes.${card.outcome}`)}
            </li>
          ))}
        </ul>
        <p className="mt-2">{t('testFooter')}</p>
      </details>
    </div>
  );
}
