'use client';
// "Your data" on the customer's and the provider's account pages: a copy of everything Hearth keeps
// about the person (a ZIP of JSON files and their invoices' PDFs), and closing the account with
// their personal data erased. Both ask for the current password again.
import { dataExportSchema, eraseAccountSchema, ERASE_CONFIRM_WORDS } from '@hearth/shared/privacy/contract';
import { signOut } from 'next-auth/react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormActions, FormDialog } from '@/components/ui/form-dialog';
import { TextField } from '@/components/ui/text-field';
import { AccountSection } from './account-section';
import { paths } from '@/lib/paths';
import { useApiForm } from '@/lib/use-api-form';
import { useDataExport, useEraseAccount } from './privacy-api';

export function YourDataSection() {
  const t = useTranslations('account.privacy');
  return (
    <AccountSection title={t('title')} description={t('description')}>
      <div className="space-y-8">
        <DownloadData />
        <DeleteAccount />
      </div>
    </AccountSection>
  );
}

function DownloadData() {
  const t = useTranslations('account.privacy');
  const dataExport = useDataExport();
  const { form, onSubmit, submitting } = useApiForm({
    schema: dataExportSchema,
    defaultValues: { password: '' },
    fields: ['password'],
    action: (values) => dataExport.mutateAsync(values),
    success: () => ({ message: t('downloading'), description: t('downloadingDetail') }),
    onSuccess: () => {
      form.reset({ password: '' });
    },
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="download-data-heading">
      <h3 id="download-data-heading" className="text-base font-semibold text-ink">
        {t('downloadHeading')}
      </h3>
      <p className="mt-1 text-sm text-muted">{t('downloadBody')}</p>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start">
        <TextField
          label={t('password')}
          type="password"
          autoComplete="current-password"
          className="sm:flex-1"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Button type="submit" loading={submitting} className="w-full sm:mt-7 sm:w-auto">
          {t('downloadSubmit')}
        </Button>
      </div>
    </form>
  );
}

function DeleteAccount() {
  const t = useTranslations('account.privacy');
  const locale = useLocale();
  const kept = t('whatIsKept');
  const eraseAccount = useEraseAccount();
  const [open, setOpen] = useState(false);
  const { form, onSubmit, submitting } = useApiForm({
    schema: eraseAccountSchema,
    defaultValues: { password: '', confirm: '' },
    fields: ['password', 'confirm'],
    action: (values) => eraseAccount.mutateAsync(values),
    success: ({ message }) => message || t('deleted'),
    // The API already ended every session; this clears the browser's cookie and leaves the account area.
    onSuccess: () => signOut({ callbackUrl: paths.home() }),
  });
  const { errors } = form.formState;

  const close = () => {
    if (submitting) return;
    setOpen(false);
    form.reset();
  };

  return (
    <div className="rounded-xl border border-red-200 p-4" role="group" aria-labelledby="delete-account-heading">
      <h3 id="delete-account-heading" className="text-base font-semibold text-red-800">
        {t('deleteHeading')}
      </h3>
      <p className="mt-1 text-sm text-muted">{t('deleteBody', { kept })}</p>
      <div className="mt-4 flex justify-end">
        <Button variant="danger" className="w-full sm:w-auto" onClick={() => setOpen(true)}>
          {t('deleteTrigger')}
        </Button>
      </div>
      <FormDialog open={open} onClose={close} title={t('deleteTitle')} description={t('deleteDescription', { kept })}>
        <form onSubmit={onSubmit} noValidate className="mt-5 space-y-5">
          <TextField label={t('password')} type="password" autoComplete="current-password" error={errors.password?.message} {...form.register('password')} />
          <TextField
            label={t('confirmWord', { word: ERASE_CONFIRM_WORDS[locale] })}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            error={errors.confirm?.message}
            {...form.register('confirm')}
          />
          <FormActions busy={submitting} label={t('deleteSubmit')} />
        </form>
      </FormDialog>
    </div>
  );
}
