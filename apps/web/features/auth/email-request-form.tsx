'use client';
// Forms that ask the API to email a link (password reset, a new verification link). The answer
// is the same whether or not the account exists, so the page never reveals who has an account.
import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@hearth/shared/auth/contract';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { applyFieldErrors, errorMessage, type ApiResult } from '@/lib/api';
import { requestPasswordReset, requestVerificationLink } from './auth-api';

interface EmailRequestFormProps {
  send: (body: ForgotPasswordInput) => Promise<ApiResult<void>>;
  submitLabel: string;
}

/** One email field posting to an endpoint that always answers with a generic message. */
function EmailRequestForm({ send, submitLabel }: EmailRequestFormProps) {
  const t = useTranslations('auth.forgot');
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' }, mode: 'onTouched' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message } = await send(values);
      setSent(message);
    } catch (error) {
      if (!applyFieldErrors(error, setError, ['email'])) toast.error(errorMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {sent && <Alert tone="success">{sent}</Alert>}
      <TextField label={t('email')} type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <Button type="submit" fullWidth size="lg" loading={isSubmitting}>
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
