'use client';
// The Canadian bank account payouts go to: routing number as
// transit-institution (#####-###) and a 12-digit account number. Nothing is prefilled: the API
// keeps only the last four digits, and that is all that is ever shown. The current password is asked
// for every time: this decides where the provider's money goes.
import { bankDetailsSchema } from '@hearth/shared/providers/contract';
import { useTranslations } from 'next-intl';
import { Controller } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { groupDigits, onlyDigits } from '@/lib/input-masks';
import { useApiForm } from '@/lib/use-api-form';
import { useSetBankAccount, type PayoutAccount } from './provider-onboarding-api';

const FIELDS = ['routing_number', 'account_number', 'password'] as const;
const ACCOUNT_DIGITS = 12;

export function BankAccountForm({ replacing, onSaved }: { replacing: boolean; onSaved: (account: PayoutAccount) => void }) {
  const t = useTranslations('provider.bankForm');
  const setBankAccount = useSetBankAccount();
  const { form, onSubmit, submitting } = useApiForm({
    schema: bankDetailsSchema,
    defaultValues: { routing_number: '', account_number: '', password: '' },
    mode: 'onTouched',
    fields: FIELDS,
    action: (values) => setBankAccount(values),
    success: ({ message }) => message,
    onSuccess: ({ data }) => {
      form.reset();
      onSaved(data);
    },
  });
  const {
    control,
    register,
    formState: { errors },
  } = form;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Controller
          control={control}
          name="routing_number"
          render={({ field }) => (
            <TextField
              ref={field.ref}
              name={field.name}
              label={t('routing.label')}
              inputMode="numeric"
              autoComplete="off"
              placeholder="#####-###"
              hint={t('routing.hint')}
              value={field.value}
              onChange={(event) => field.onChange(groupDigits(event.target.value, [5, 3]))}
              onBlur={field.onBlur}
              error={errors.routing_number?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="account_number"
          render={({ field }) => (
            <TextField
              ref={field.ref}
              name={field.name}
              label={t('account.label')}
              inputMode="numeric"
              autoComplete="off"
              placeholder={t('account.placeholder')}
              hint={t('account.hint')}
              value={field.value}
              onChange={(event) => field.onChange(onlyDigits(event.target.value, ACCOUNT_DIGITS))}
              onBlur={field.onBlur}
              error={errors.account_number?.message}
            />
          )}
        />
      </div>
      <TextField
        label={t('password.label')}
        type="password"
        autoComplete="current-password"
        hint={t('password.hint')}
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="flex justify-end">
        <Button type="submit" loading={submitting} className="w-full sm:w-auto">
          {replacing ? t('replace') : t('save')}
        </Button>
      </div>
    </form>
  );
}
