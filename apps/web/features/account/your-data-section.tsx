'use client';
// "Your data" on the customer's and the provider's account pages: a copy of everything Hearth keeps
// about the person (a ZIP of JSON files and their invoices' PDFs), and closing the account with
// their personal data erased. Both ask for the current password again.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  dataExportSchema,
  eraseAccountSchema,
  ERASE_CONFIRM_WORDS,
  type DataExportInput,
  type EraseAccountInput,
} from '@hearth/shared/privacy/contract';
import { signOut } from 'next-auth/react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormActions, FormDialog } from '@/components/ui/form-dialog';
import { TextField } from '@/components/ui/text-field';
import { AccountSection } from './account-section';
import { applyFieldErrors, errorMessage } from '@/lib/api';
import { paths } from '@/lib/paths';
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
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<DataExportInput>({ resolver: zodResolver(dataExportSchema), defaultValues: { password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await dataExport.mutateAsync(values);
      reset({ password: '' });
      toast.success(t('downloading'), { description: t('downloadingDetail') });
    } catch (error) {
      if (!applyFieldErrors(error, setError, ['password'])) toast.error(errorMessage(error));
    }
  });

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
          {...register('password')}
        />
        <Button type="submit" loading={isSubmitting} className="w-full sm:mt-7 sm:w-auto">
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
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<EraseAccountInput>({ resolver: zodResolver(eraseAccountSchema), defaultValues: { password: '', confirm: '' } });

  const close = () => {
    if (isSubmitting) return;
    setOpen(false);
    reset();
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message } = await eraseAccount.mutateAsync(values);
      toast.success(message || t('deleted'));
      // The API already ended every session; this clears the browser's cookie and leaves the account area.
      await signOut({ callbackUrl: paths.home() });
    } catch (error) {
      if (!applyFieldErrors(error, setError, ['password', 'confirm'])) toast.error(errorMessage(error));
    }
  });

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
          <TextField label={t('password')} type="password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
          <TextField
            label={t('confirmWord', { word: ERASE_CONFIRM_WORDS[locale] })}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            error={errors.confirm?.message}
            {...register('confirm')}
          />
          <FormActions busy={isSubmitting} label={t('deleteSubmit')} />
        </form>
      </FormDialog>
    </div>
  );
}
