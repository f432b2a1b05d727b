'use client';
// The first step of phone verification: the number, then Get OTP.
import { zodResolver } from '@hookform/resolvers/zod';
import { phoneSchema } from '@hearth/shared/auth/contract';
import { useTranslations } from 'next-intl';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { PhoneInput } from '@/components/ui/phone-input';

interface PhoneNumberFormProps {
  defaultValue: string;
  /** Sends the code; the caller moves on to code entry once it went out. */
  onSubmit: (masked: string) => Promise<void>;
}

export function PhoneNumberForm({ defaultValue, onSubmit }: PhoneNumberFormProps) {
  const t = useTranslations('otp');
  const {
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(phoneSchema), defaultValues: { phonenumber: defaultValue } });

  return (
    <form onSubmit={handleSubmit(({ phonenumber }) => onSubmit(phonenumber))} noValidate className="space-y-5">
      <Controller
        control={control}
        name="phonenumber"
        render={({ field }) => (
          <PhoneInput
            ref={field.ref}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.phonenumber?.message}
          />
        )}
      />
      <Button type="submit" fullWidth size="lg" loading={isSubmitting}>
        {t('phoneStep.submit')}
      </Button>
    </form>
  );
}
