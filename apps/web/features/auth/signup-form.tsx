'use client';
// Customer sign-up: POST /api/auth/signup, then the user verifies their email. The
// account keeps the language of the page it was created on (its emails and later sign-ins use it).
import { signupSchema } from '@hearth/shared/auth/contract';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useApiForm } from '@/lib/use-api-form';
import { signUp } from './auth-api';

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'repassword'] as const;

export function SignupForm({ onSignedUp }: { onSignedUp: (email: string, message: string) => void }) {
  const t = useTranslations('auth.signup');
  const locale = useLocale();
  const { form, onSubmit, submitting } = useApiForm({
    schema: signupSchema,
    defaultValues: { firstName: '', lastName: '', email: '', password: '', repassword: '' },
    mode: 'onTouched',
    fields: FIELDS,
    action: (values) => signUp({ ...values, locale }),
    success: ({ message }) => message,
    onSuccess: ({ message }, values) => onSignedUp(values.email, message),
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('firstName')} autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
        <TextField label={t('lastName')} autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
      </div>
      <TextField label={t('email')} type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <TextField label={t('password')} type="password" autoComplete="new-password" hint={t('passwordHint')} error={errors.password?.message} {...register('password')} />
      <TextField label={t('confirm')} type="password" autoComplete="new-password" error={errors.repassword?.message} {...register('repassword')} />
      <Button type="submit" fullWidth size="lg" loading={submitting}>
        {t('submit')}
      </Button>
    </form>
  );
}
