'use client';
// Creating or editing a discount code, checked with the API's own schema. Percent and fixed codes
// ask for different amounts; the API's field messages (a code already taken) land under the field.
import type { AdminDiscount } from '@hearth/shared/admin/content';
import { discountSchema, type DiscountFormInput, type DiscountInput } from '@hearth/shared/schemas/admin-content';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { SelectField } from '@/components/ui/select-field';
import { CheckboxField } from '@/components/ui/selection-controls';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { adminContentApi, adminContentKeys, useAdminChange } from '@/features/admin/content/content-api';
import { FormActions, FormDialog } from '@/components/ui/form-dialog';
import { applyFieldErrors, errorMessage } from '@/lib/api';
import { toDollars, toLocalInput } from './form-values';

const FIELDS = ['code', 'description', 'kind', 'percentOff', 'amountOff', 'minimumOrder', 'firstBookingOnly', 'validFrom', 'validTo', 'usageLimit', 'showInBar', 'active'] as const;
const KINDS = [
  { value: 'percent', label: 'Percent off' },
  { value: 'fixed', label: 'Fixed amount off' },
];

/** `editing`: 'new' adds one, a discount edits it, null keeps the dialog closed. */
export function DiscountDialog({ editing, onClose }: { editing: AdminDiscount | 'new' | null; onClose: () => void }) {
  return (
    <FormDialog
      open={editing !== null}
      onClose={onClose}
      title={editing === 'new' ? 'New discount' : 'Edit discount'}
      description="Customers type the code at checkout. Dates are in your time zone."
    >
      {editing !== null && <DiscountForm discount={editing === 'new' ? null : editing} onDone={onClose} />}
    </FormDialog>
  );
}

function defaults(d: AdminDiscount | null): DiscountFormInput {
  return {
    code: d?.code ?? '',
    description: d?.description ?? '',
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
  const send = useAdminChange(adminContentKeys.discounts, ['offers']);
  const {
    register,
    control,
    getValues,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DiscountFormInput, unknown, DiscountInput>({ resolver: zodResolver(discountSchema), defaultValues: defaults(discount), mode: 'onTouched' });
  const kind = useWatch({ control, name: 'kind' });

  const onSubmit = handleSubmit(async (values) => {
    // The API parses the same fields with the same schema (amounts in dollars); only the dates go as
    // ISO instants, read here in the admin's time zone.
    const body = { ...getValues(), validFrom: values.validFrom?.toISOString() ?? '', validTo: values.validTo?.toISOString() ?? '' };
    try {
      const { message } = discount
        ? await send<AdminDiscount>('PUT', adminContentApi.discount(discount._id), body)
        : await send<AdminDiscount>('POST', adminContentApi.discounts(), body);
      toast.success(message || 'Discount saved');
      onDone();
    } catch (error) {
      if (!applyFieldErrors(error, setError, FIELDS)) toast.error(errorMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="mt-5">
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <TextField label="Code" hint="Letters, numbers, - and _; saved in capitals." autoCapitalize="characters" error={errors.code?.message} {...register('code')} />
        <SelectField label="Kind" options={KINDS} error={errors.kind?.message} {...register('kind')} />
        <TextArea label="Description" rows={2} className="sm:col-span-2" hint="Shown in the discount bar next to the code." error={errors.description?.message} {...register('description')} />
        {kind === 'fixed' ? (
          <TextField key="amountOff" label="Amount off (CAD)" inputMode="decimal" placeholder="10.00" error={errors.amountOff?.message} {...register('amountOff')} />
        ) : (
          <TextField key="percentOff" label="Percent off" inputMode="numeric" placeholder="15" error={errors.percentOff?.message} {...register('percentOff')} />
        )}
        <TextField label="Minimum order (CAD)" inputMode="decimal" placeholder="0.00" hint="Leave empty for no minimum." error={errors.minimumOrder?.message} {...register('minimumOrder')} />
        <TextField label="Valid from" type="datetime-local" hint="Empty means now." error={errors.validFrom?.message} {...register('validFrom')} />
        <TextField label="Valid to" type="datetime-local" hint="Empty means no end date." error={errors.validTo?.message} {...register('validTo')} />
        <TextField label="Usage limit" inputMode="numeric" hint={discount ? `Used ${discount.usedCount} times so far. Empty means unlimited.` : 'Empty means unlimited.'} error={errors.usageLimit?.message} {...register('usageLimit')} />
        <div className="flex flex-col gap-4 sm:col-span-2">
          <CheckboxField label="First booking only" hint="Only a customer's first booking qualifies." {...register('firstBookingOnly')} />
          <CheckboxField label="Show in the discount bar" hint="The bar above the site's header shows one code; this one replaces any other." {...register('showInBar')} />
          <CheckboxField label="Active" hint="Inactive codes cannot be used or advertised." {...register('active')} />
        </div>
      </div>
      <FormActions className="mt-6" busy={isSubmitting} label={discount ? 'Save discount' : 'Create discount'} />
    </form>
  );
}
