'use client';
// Change password. The API ends every session of the account, this one included, and
// answers with a fresh token: it goes into this session so the user stays signed in here.
import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordSchema, type ChangePasswordInput } from '@hearth/shared/account/contract';
import { useSession } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { applyFieldErrors, errorMessage } from '@/lib/api';
import { useChangePassword } from './account-api';
import { AccountSection } from './account-section';

const FIELDS = ['oldpassword', 'newpassword', 'confirmepassword'] as const;
const EMPTY: ChangePasswordInput = { oldpassword: '', newpassword: '', confirmepassword: '' };

export function PasswordSection() {
  const t = useTranslations('account.password');
  const changePassword = useChangePassword();
  const { update: updateSession } = useSession();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY, mode: 'onTouched' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { data, message } = await changePassword.mutateAsync(values);
      // Before anything else: the old token no longer works, and any call made with it would sign us out.
      await updateSession({ accessToken: data.token, expiresIn: data.expiresIn });
      reset(EMPTY);
      toast.success(message || t('changed'), { description: t('signedOutElsewhere') });
    } catch (error) {
      if (!applyFieldErrors(error, setError, FIELDS)) toast.error(errorMessage(error));
    }
  });

  return (
    <AccountSection title={t('title')} description={t('description')}>
      <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <TextField
          label={t('current')}
          type="password"
          autoComplete="current-password"
          className="sm:col-span-2"
          error={errors.oldpassword?.message}
          {...register('oldpassword')}
        />
        <TextField
          label={t('new')}
          type="password"
          autoComplete="new-password"
          hint={t('newHint')}
          error={errors.newpassword?.message}
          {...register('newpassword')}
        />
        <TextField
          label={t('confirm')}
          type="password"
          autoComplete="new-password"
          error={errors.confirmepassword?.message}
          {...register('confirmepassword')}
        />
        <div className="flex justify-end sm:col-span-2">
          <Button type="submit" loading={isSubmitting} className="w-full sm:w-auto">
            {t('submit')}
          </Button>
        </div>
      </form>
    </AccountSection>
  );
}
