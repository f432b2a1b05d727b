'use client';
// Change password. The API ends every session of the account, this one included, and
// answers with a fresh token: it goes into this session so the user stays signed in here.
import { changePasswordSchema, type ChangePasswordInput } from '@hearth/shared/account/contract';
import { useSession } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useApiForm } from '@/lib/use-api-form';
import { useChangePassword } from './account-api';
import { AccountSection } from './account-section';

const FIELDS = ['oldpassword', 'newpassword', 'confirmepassword'] as const;
const EMPTY: ChangePasswordInput = { oldpassword: '', newpassword: '', confirmepassword: '' };

export function PasswordSection() {
  const t = useTranslations('account.password');
  const changePassword = useChangePassword();
  const { update: updateSession } = useSession();
  const { form, onSubmit, submitting } = useApiForm({
    schema: changePasswordSchema,
    defaultValues: EMPTY,
    mode: 'onTouched',
    fields: FIELDS,
    action: async (values) => {
      const { data, message } = await changePassword.mutateAsync(values);
      // Before anything else: the old token no longer works, and any call made with it would sign us out.
      await updateSession({ accessToken: data.token, expiresIn: data.expiresIn });
      form.reset(EMPTY);
      return message;
    },
    success: (message) => ({ message: message || t('changed'), description: t('signedOutElsewhere') }),
  });
  const { errors } = form.formState;

  return (
    <AccountSection title={t('title')} description={t('description')}>
      <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <TextField
          label={t('current')}
          type="password"
          autoComplete="current-password"
          className="sm:col-span-2"
          error={errors.oldpassword?.message}
          {...form.register('oldpassword')}
        />
        <TextField
          label={t('new')}
          type="password"
          autoComplete="new-password"
          hint={t('newHint')}
          error={errors.newpassword?.message}
          {...form.register('newpassword')}
        />
        <TextField
          label={t('confirm')}
          type="password"
          autoComplete="new-password"
          error={errors.confirmepassword?.message}
          {...form.register('confirmepassword')}
        />
        <div className="flex justify-end sm:col-span-2">
          <Button type="submit" loading={submitting} className="w-full sm:w-auto">
            {t('submit')}
          </Button>
        </div>
      </form>
    </AccountSection>
  );
}
