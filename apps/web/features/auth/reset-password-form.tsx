'use client';
// The form behind an emailed reset link: password and repassword, sent as newPassword.
import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordFormSchema } from '@hearth/shared/auth/contract';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useRouter } from '@/i18n/navigation';
import { applyFieldErrors, errorMessage } from '@/lib/api';
import { paths } from '@/lib/paths';
import { resetPassword } from './auth-api';

export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const t = useTranslations('auth.reset');
  const router = useRouter();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(resetPasswordFormSchema), defaultValues: { password: '', repassword: '' }, mode: 'onTouched' });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      const { message } = await resetPassword(token, password);
      toast.success(message);
      router.push(paths.login({ email }));
    } catch (error) {
      if (!applyFieldErrors(error, setError, ['password'], { newPassword: 'password' })) toast.error(errorMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {/* Lets password managers store the new password against the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField label={t('newPassword')} type="password" autoComplete="new-password" error={errors.password?.message} {...register('password')} />
      <TextField label={t('confirm')} type="password" autoComplete="new-password" error={errors.repassword?.message} {...register('repassword')} />
      <Button type="submit" fullWidth size="lg" loading={isSubmitting}>
        {t('submit')}
      </Button>
    </form>
  );
}
