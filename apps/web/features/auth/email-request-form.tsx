'use client';
// Forms that ask the API to email a link (password reset, a new verification link). The answer
// is the same whether or not the account exists, so the page never reveals who has an account.
import { forgotPasswordSchema, type ForgotPasswordInput } from '@hearth/shared/auth/contract';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { type ApiResult } from '@/lib/api';
import { useApiForm } from '@/lib/use-api-form';
import { requestPasswordReset, requestVerificationLink } from './auth-api';

interface EmailRequestFormProps {
  send: (body: ForgotPasswordInput) => Promise<ApiResult<void>>;
  submitLabel: string;
}

/** One email field posting to an endpoint that always answers with a generic message. */
function EmailRequestForm({ send, submitLabel }: EmailRequestFormProps) {
  const t = useTranslations('auth.forgot');
  const [sent, setSent] = useState<string | null>(null);
  const { form, onSubmit, submitting } = useApiForm({
    schema: forgotPasswordSchema,
    defaultValues: { email: '' },
    mode: 'onTouched',
    fields: ['email'],
    action: (values) => send(values),
    // The answer replaces the form instead of a toast.
    onSuccess: ({ message }) => setSent(message),
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {sent && <Alert tone="success">{sent}</Alert>}
      <TextField label={t('email')} type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <Button type="submit" fullWidth size="lg" loading={submitting}>
        {submitLabel}
      </Button>
    </form>
  );
}

export function ForgotPasswordForm() {
  const t = useTranslations('auth.forgot');
  return <EmailRequestForm send={requestPasswordReset} submitLabel={t('submit')} />;
}

export function RequestVerificationForm() {
  const t = useTranslations('auth.verify');
  return <EmailRequestForm send={requestVerificationLink} submitLabel={t('submit')} />;
}
