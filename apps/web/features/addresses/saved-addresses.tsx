'use client';
// /profile/address: the customer's saved addresses as cards (default first), with add, edit,
// delete and "make default". The booking flow offers the same list on its address step.
import { MAX_SAVED_ADDRESSES } from '@hearth/shared/account';
import type { SavedAddress } from '@hearth/shared/addresses/contract';
import { MapPin, Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { PageHeading } from '@/components/ui/page-heading';
import { useFormat } from '@/lib/format';
import { AddressDialog } from './address-dialog';
import { addressKeys, addressLines, useAddressCalls, useSavedAddresses } from './addresses-api';
import { DefaultAndRemoveButtons, LimitNote, SavedItemCard, SavedItemsList, useFocusAfterChange, type FocusAfterChange } from '@/components/saved-items';

const LIMIT_NOTE = 'address-limit';

export function SavedAddresses() {
  const t = useTranslations('account.addresses');
  const addresses = useSavedAddresses();
  const list = addresses.data;
  const [editing, setEditing] = useState<SavedAddress | 'new' | null>(null);
  const { addButton, focusAfterChange } = useFocusAfterChange(list);
  const atLimit = (list?.length ?? 0) >= MAX_SAVED_ADDRESSES;

  return (
    <>
      <PageHeading
        title={t('title')}
        description={t('description')}
        actions={
          list && (
            <Button ref={addButton} onClick={() => setEditing('new')} disabled={atLimit} aria-describedby={atLimit ? LIMIT_NOTE : undefined}>
              <Plus aria-hidden="true" className="size-4" /> {t('add')}
            </Button>
          )
        }
      />
      {atLimit && <LimitNote id={LIMIT_NOTE}>{t('limit', { max: MAX_SAVED_ADDRESSES })}</LimitNote>}
      <SavedItemsList
        query={addresses}
        what={t('what')}
        label={t('label')}
        empty={{ icon: <MapPin className="size-6" />, title: t('emptyTitle'), description: t('emptyDescription') }}
        renderItem={(address) => <AddressCard address={address} onEdit={() => setEditing(address)} onChanged={focusAfterChange} />}
      />
      <AddressDialog editing={editing} isFirst={list?.length === 0} onClose={() => setEditing(null)} />
    </>
  );
}

function AddressCard({ address, onEdit, onChanged }: { address: SavedAddress; onEdit: () => void; onChanged: (focus: FocusAfterChange) => void }) {
  const t = useTranslations('account.addresses');
  const format = useFormat();
  const calls = useAddressCalls(address._id);
  return (
    <SavedItemCard
      item={address}
      heading={address.name}
      actions={
        <>
          {/* Screen-reader users hear which address each button acts on; the visible word starts the name. */}
          <Button size="sm" variant="secondary" onClick={onEdit} aria-label={t('editNamed', { street: address.street })}>
            {t('edit')}
          </Button>
          <DefaultAndRemoveButtons
            item={address}
            spokenName={address.street}
            queryKey={addressKeys.all}
            calls={calls}
            removeWord={t('remove')}
            confirm={{
              title: t('confirmTitle'),
              description: t('confirmDescription', { street: address.street, city: address.city, isDefault: address.isDefault ? 'yes' : 'no' }),
              confirmLabel: t('confirmLabel'),
            }}
            onChanged={onChanged}
          />
        </>
      }
    >
      <address className="mt-2 text-sm break-words text-muted not-italic">
        {addressLines(address, format).map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </address>
    </SavedItemCard>
  );
}
