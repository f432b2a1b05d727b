'use client';
// A phone field with a fixed +1 prefix and the 999-999-9999 mask applied as the user types.
import { PHONE_COUNTRY_PREFIX, PHONE_MASK } from '@hearth/shared/constants';
import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useId, type Ref } from 'react';
import { FieldError } from '@/components/ui/text-field';
import { applyPhoneMask } from '@/lib/phone-mask';

interface PhoneInputProps {
  label?: string;
  value: string;
  onChange: (masked: string) => void;
  onBlur?: () => void;
  name?: string;
  error?: string;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function PhoneInput({ label, value, onChange, onBlur, name, error, disabled, ref }: PhoneInputProps) {
  const t = useTranslations('otp.phoneInput');
  const id = useId();
  const prefixId = `${id}-prefix`;
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label ?? t('label')}
      </label>
      <div
        className={clsx(
          'flex h-11 items-stretch overflow-hidden rounded-lg border bg-white shadow-sm focus-within:outline-2',
          error ? 'border-red-600 focus-within:outline-red-600' : 'border-slate-300 focus-within:border-brand-700 focus-within:outline-brand-700',
        )}
      >
        <span id={prefixId} className="flex items-center border-r border-slate-200 bg-slate-50 px-3 text-sm font-medium text-muted">
          <span className="sr-only">{t('countryCode', { prefix: PHONE_COUNTRY_PREFIX })}</span>
          <span aria-hidden="true">{PHONE_COUNTRY_PREFIX}</span>
        </span>
        <input
          ref={ref}
          id={id}
          name={name}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={PHONE_MASK}
          // A form hands back the number it validated in E.164 (+14165550123): show it masked too.
          value={applyPhoneMask(value)}
          onChange={(event) => onChange(applyPhoneMask(event.target.value))}
          onBlur={onBlur}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={clsx(prefixId, error && errorId)}
          className="min-w-0 flex-1 px-3 text-base text-ink outline-none placeholder:text-slate-500 disabled:bg-slate-100 md:text-sm"
        />
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
