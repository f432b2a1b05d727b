'use client';
// Creating or editing a discount code, checked with the API's own schema. Percent and fixed codes
// ask for different amounts; the API's field messages (a code already taken) land under the field.
// The discount bar's text is written in English and French.
import { discountSchema, type AdminDiscount, type DiscountFormInput } from '@hearth/shared/admin/content/contract';
import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { SelectField } from '@/components/ui/select-field';
import { CheckboxField } from '@/components/ui/selection-controls';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { LanguageColumns, toDollars, toLocalInput, useFrenchLabel } from '@/features/admin';
import { useSaveDiscount } from './discounts-api';
import { FormActions, FormDialog } from '@/components/ui/form-dialog';
import { useApiForm } from '@/lib/use-api-form';

const FIELDS = ['code', 'description', 'descriptionFr', 'kind', 'percentOff', 'amountOff', 'minimumOrder', 'firstBookingOnly', 'validFrom', 'validTo', 'usageLimit', 'showInBar', 'active'] as const;

/** `editing`: 'new' adds one, a discount edits it, null keeps the dialog closed. */
export function DiscountDialog({ editing, onClose }: { editing: AdminDiscount | 'new' | null; onClose: () => void }) {
  const t = useTranslations('adminContent.discountDialog');
  return (
    <FormDialog wide open={editing !== null} onClose={onClose} title={editing === 'new' ? t('newTitle') : t('editTitle')} description={t('description')}>
      {editing !== null && <DiscountForm discount={editing === 'new' ? null : editing} onDone={onClose} />}
    </FormDialog>
  );
}

function defaults(d: AdminDiscount | null): DiscountFormInput {
  return {
    code: d?.code ?? '',
    description: d?.description ?? '',
    descriptionFr: d?.descriptionFr ?? '',
    kind: d?.kind ?? 'percent',
    percentOff: d?.percentOff?.toString() ?? '',
    amountOff: toDollars(d?.amountOffCents ?? null),
    minimumOrder: d && d.minimumOrderCents > 0 ? toDollars(d.minimumOrderCents) : '',
    firstBookingOnly: d?.firstBookingOnly ?? false,
    validFrom: toLocalInput(d?.validFrom ?? null),
    validTo: toLocalInput(d?.validTo ?? null),
    usageLimit: d?.usageLimit?.toString() ?? '',
    showInBar: d?.showInBar ?? false,
    active: d?.active ?? true,
  };
}

function DiscountForm({ discount, onDone }: { discount: AdminDiscount | null; onDone: () => void }) {
  const t = useTranslations('adminContent.discountDialog');
  const fr = useFrenchLabel();
  const save = useSaveDiscount();
  const { form, onSubmit, submitting } = useApiForm({
    schema: discountSchema,
    defaultValues: defaults(discount),
    mode: 'onTouched',
    fields: FIELDS,
    // The API parses the same fields with the same schema (amounts in dollars); only the dates go as
    // ISO instants, read here in the admin's time zone.
    action: (values, input) => save.mutateAsync({ id: discount?._id, body: { ...input, validFrom: values.validFrom?.toISOString() ?? '', validTo: values.validTo?.toISOString() ?? '' } }),
    success: ({ message }) => message || t('saved'),
    onSuccess: onDone,
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const kind = useWatch({ control, name: 'kind' });

  return (
    <form noValidate onSubmit={onSubmit} className="mt-5">
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <TextField label={t('code')} hint={t('codeHint')} autoCapitalize="characters" error={errors.code?.message} {...register('code')} />
        <SelectField
          label={t('kind')}
          options={[
            { value: 'percent', label: t('percent') },
            { value: 'fixed', label: t('fixed') },
          ]}
          error={errors.kind?.message}
          {...register('kind')}
        />
        <LanguageColumns
          className="sm:col-span-2"
          english={<TextArea label={t('descriptionLabel')} rows={2} hint={t('descriptionHint')} error={errors.description?.message} {...register('description')} />}
          french={<TextArea label={fr(t('descriptionLabel'))} lang="fr" rows={2} error={errors.descriptionFr?.message} {...register('descriptionFr')} />}
        />
        {kind === 'fixed' ? (
          <TextField key="amountOff" label={t('amountOff')} inputMode="decimal" placeholder="10.00" error={errors.amountOff?.message} {...register('amountOff')} />
        ) : (
          <TextField key="percentOff" label={t('percentOff')} inputMode="numeric" placeholder="15" error={errors.percentOff?.message} {...register('percentOff')} />
        )}
        <TextField label={t('minimumOrder')} inputMode="decimal" placeholder="0.00" hint={t('minimumOrderHint')} error={errors.minimumOrder?.message} {...register('minimumOrder')} />
        <TextField label={t('validFrom')} type="datetime-local" hint={t('validFromHint')} error={errors.validFrom?.message} {...register('validFrom')} />
        <TextField label={t('validTo')} type="datetime-local" hint={t('validToHint')} error={errors.validTo?.message} {...register('validTo')} />
        <TextField
          label={t('usageLimit')}
          inputMode="numeric"
          hint={discount ? t('usageLimitHintUsed', { count: discount.usedCount }) : t('usageLimitHint')}
          error={errors.usageLimit?.message}
          {...register('usageLimit')}
        />
        <div className="flex flex-col gap-4 sm:col-span-2">
          <CheckboxField label={t('firstBookingOnly')} hint={t('firstBookingOnlyHint')} {...register('firstBookingOnly')} />
          <CheckboxField label={t('showInBar')} hint={t('showInBarHint')} {...register('showInBar')} />
          <CheckboxField label={t('active')} hint={t('activeHint')} {...register('active')} />
        </div>
      </div>
      <FormActions className="mt-6" busy={submitting} label={discount ? t('save') : t('create')} />
    </form>
  );
}
