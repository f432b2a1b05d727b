'use client';
// The saved addresses as a radio group of cards, plus "Use a different address": the booking
// flow's address step offers them before its form.
import type { SavedAddress } from '@hearth/shared/addresses/contract';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { addressLines } from './addresses-api';
import { ChoiceCard, DefaultBadge } from '@/components/ui/selection-controls';
import { useFormat } from '@/lib/format';

/** The choice that shows the address form instead of a saved address. */
export const NEW_ADDRESS = 'new';

interface SavedAddressPickerProps {
  addresses: SavedAddress[];
  /** A saved address's `_id`, or NEW_ADDRESS. */
  value: string;
  onChange: (value: string) => void;
}

export function SavedAddressPicker({ addresses, value, onChange }: SavedAddressPickerProps) {
  const t = useTranslations('account.addressPicker');
  const format = useFormat();
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-medium text-ink">{t('legend')}</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {addresses.map((address) => (
          <ChoiceCard key={address._id} name={name} value={address._id} checked={value === address._id} onChange={() => onChange(address._id)}>
            <span className="flex items-start justify-between gap-2">
              <span className="min-w-0 font-semibold break-words text-ink">{address.name}</span>
              {address.isDefault && <DefaultBadge />}
            </span>
            {addressLines(address, format).map((line) => (
              <span key={line} className="block break-words text-muted">
                {line}
              </span>
            ))}
          </ChoiceCard>
        ))}
        <ChoiceCard name={name} value={NEW_ADDRESS} checked={value === NEW_ADDRESS} onChange={() => onChange(NEW_ADDRESS)}>
          <span className="block font-semibold text-ink">{t('different')}</span>
          <span className="block text-muted">{t('differentHint')}</span>
        </ChoiceCard>
      </div>
    </fieldset>
  );
}
