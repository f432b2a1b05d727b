'use client';
// Adding or editing a saved address in a modal (Radix Dialog: focus stays inside, Escape closes),
// checked with the API's own schema; the API's field messages land under their fields.
import { savedAddressSchema, type SavedAddress } from '@hearth/shared/addresses/contract';
import { PROVINCES, type ProvinceCode } from '@hearth/shared/constants';
import { formatPhone } from '@hearth/shared/phone';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { PhoneInput } from '@/components/ui/phone-input';
import { ApiError } from '@/lib/api';
import { useFormat } from '@/lib/format';
import { formatPostalCode } from '@/lib/input-masks';
import { useApiForm } from '@/lib/use-api-form';
import { addressKeys, useSaveAddress } from './addresses-api';
import { CheckboxField } from '@/components/ui/selection-controls';

const FIELDS = ['name', 'phonenumber', 'street', 'city', 'province', 'country', 'postcode', 'isDefault'] as const;
const PROVINCE_CODES = Object.keys(PROVINCES) as ProvinceCode[];

interface AddressDialogProps {
  /** What the dialog edits: 'new' adds one; null keeps it closed. */
  editing: SavedAddress | 'new' | null;
  /** The first address always becomes the default, so the choice is not offered. */
  isFirst: boolean;
  onClose: () => void;
}

export function AddressDialog({ editing, isFirst, onClose }: AddressDialogProps) {
  const t = useTranslations('account.addressForm');
  const title = editing === 'new' ? t('add') : t('edit');
  return (
    <Dialog open={editing !== null} onOpenChange={(open) => !open && onClose()} title={title} description={t('description')} size="xl">
      {editing !== null && <AddressForm address={editing === 'new' ? null : editing} isFirst={isFirst} onDone={onClose} />}
    </Dialog>
  );
}

function AddressForm({ address, isFirst, onDone }: { address: SavedAddress | null; isFirst: boolean; onDone: () => void }) {
  const t = useTranslations('account.addressForm');
  const format = useFormat();
  const provinceOptions = PROVINCE_CODES.map((code) => ({ value: code, label: format.province(code) }));
  const { data: session } = useSession();
  const save = useSaveAddress(address);
  const queryClient = useQueryClient();
  // Already the default, or about to be the only one: it is (and stays) the default whatever is ticked.
  const alwaysDefault = address ? address.isDefault : isFirst;
  const { form, onSubmit, submitting } = useApiForm({
    schema: savedAddressSchema,
    defaultValues: address
      ? {
          name: address.name,
          phonenumber: formatPhone(address.phonenumber),
          street: address.street,
          city: address.city,
          province: address.province,
          country: address.country,
          postcode: address.postcode,
          isDefault: address.isDefault,
        }
      : { name: session?.user.fullname ?? '', phonenumber: '', street: '', city: '', province: '', country: 'Canada', postcode: '', isDefault: isFirst },
    mode: 'onTouched',
    fields: FIELDS,
    action: (values) => save.mutateAsync(values),
    success: ({ message }) => message || t('saved'),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: addressKeys.all });
      onDone();
    },
    onProblem: (message, error) => {
      toast.error(message);
      // Deleted in another tab, or the limit was reached there: show the list as it now is.
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) {
        void queryClient.invalidateQueries({ queryKey: addressKeys.all });
        onDone();
      }
    },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;

  return (
    <form noValidate onSubmit={onSubmit} className="mt-5">
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <TextField label={t('name')} hint={t('nameHint')} autoComplete="name" error={errors.name?.message} {...register('name')} />
        <Controller
          control={control}
          name="phonenumber"
          render={({ field, fieldState }) => (
            <PhoneInput ref={field.ref} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />
          )}
        />
        <TextField label={t('street')} autoComplete="street-address" className="sm:col-span-2" error={errors.street?.message} {...register('street')} />
        <TextField label={t('city')} autoComplete="address-level2" error={errors.city?.message} {...register('city')} />
        <SelectField
          label={t('province')}
          autoComplete="address-level1"
          placeholder={t('provincePlaceholder')}
          options={provinceOptions}
          error={errors.province?.message}
          {...register('province')}
        />
        <TextField label={t('country')} readOnly hint={t('countryHint')} autoComplete="country-name" error={errors.country?.message} {...register('country')} />
        <Controller
          control={control}
          name="postcode"
          render={({ field, fieldState }) => (
            <TextField
              ref={field.ref}
              name={field.name}
              label={t('postcode')}
              autoComplete="postal-code"
              placeholder="A1A 1A1"
              value={field.value}
              onChange={(event) => field.onChange(formatPostalCode(event.target.value))}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        {alwaysDefault ? (
          <CheckboxField
            className="sm:col-span-2"
            label={t('makeDefault')}
            hint={address ? t('isDefaultHint') : t('firstHint')}
            checked
            disabled
            readOnly
          />
        ) : (
          <CheckboxField
            className="sm:col-span-2"
            label={t('makeDefault')}
            hint={t('defaultHint')}
            {...register('isDefault')}
          />
        )}
      </div>
      <DialogActions closeLabel={t('cancel')} className="mt-6">
        <Button type="submit" loading={submitting}>
          {t('save')}
        </Button>
      </DialogActions>
    </form>
  );
}
