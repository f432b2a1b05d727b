'use client';
// The form behind an emailed reset link: password and repassword, sent as newPassword.
import { resetPasswordFormSchema } from '@hearth/shared/auth/contract';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useRouter } from '@/i18n/navigation';
import { paths } from '@/lib/paths';
import { useApiForm } from '@/lib/use-api-form';
import { resetPassword } from './auth-api';

export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const t = useTranslations('auth.reset');
  const router = useRouter();
  const { form, onSubmit, submitting } = useApiForm({
    schema: resetPasswordFormSchema,
    defaultValues: { password: '', repassword: '' },
    mode: 'onTouched',
    fields: ['password'],
    aliases: { newPassword: 'password' },
    action: ({ password }) => resetPassword(token, password),
    success: ({ message }) => message,
    onSuccess: () => {
      router.push(paths.login({ email }));
    },
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {/* Lets password managers store the new password against the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField label={t('newPassword')} type="password" autoComplete="new-password" error={errors.password?.message} {...register('password')} />
      <TextField label={t('confirm')} type="password" autoComplete="new-password" error={errors.repassword?.message} {...register('repassword')} />
      <Button type="submit" fullWidth size="lg" loading={submitting}>
        {t('submit')}
      </Button>
    </form>
  );
}
