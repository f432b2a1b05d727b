'use client';
// /profile/address: the customer's saved addresses as cards (default first), with add, edit,
// delete and "make default". The booking flow offers the same list on its address step.
import { MAX_SAVED_ADDRESSES } from '@hearth/shared/account';
import type { SavedAddress } from '@hearth/shared/api-types';
import { MapPin, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { PageHeading } from '@/components/ui/page-heading';
import { apiPaths } from '@/lib/paths';
import { AddressDialog } from './address-dialog';
import { addressKeys, addressLines, useSavedAddresses } from './addresses-api';
import { DefaultAndRemoveButtons, LimitNote, SavedItemCard, SavedItemsList, useFocusAfterChange, type FocusAfterChange } from '@/components/saved-items';

const LIMIT_NOTE = 'address-limit';

export function SavedAddresses() {
  const addresses = useSavedAddresses();
  const list = addresses.data;
  const [editing, setEditing] = useState<SavedAddress | 'new' | null>(null);
  const { addButton, focusAfterChange } = useFocusAfterChange(list);
  const atLimit = (list?.length ?? 0) >= MAX_SAVED_ADDRESSES;

  return (
    <>
      <PageHeading
        title="Addresses"
        description="Where our professionals come to work. The booking form starts with your default address."
        actions={
          list && (
            <Button ref={addButton} onClick={() => setEditing('new')} disabled={atLimit} aria-describedby={atLimit ? LIMIT_NOTE : undefined}>
              <Plus aria-hidden="true" className="size-4" /> Add address
            </Button>
          )
        }
      />
      {atLimit && <LimitNote id={LIMIT_NOTE}>You have saved {MAX_SAVED_ADDRESSES} addresses, the most we keep. Delete one to add another.</LimitNote>}
      <SavedItemsList
        query={addresses}
        what="your addresses"
        label="Saved addresses"
        empty={{ icon: <MapPin className="size-6" />, title: 'No saved addresses', description: 'Save the places you book for, and the booking form fills them in for you.' }}
        renderItem={(address) => <AddressCard address={address} onEdit={() => setEditing(address)} onChanged={focusAfterChange} />}
      />
      <AddressDialog editing={editing} isFirst={list?.length === 0} onClose={() => setEditing(null)} />
    </>
  );
}

function AddressCard({ address, onEdit, onChanged }: { address: SavedAddress; onEdit: () => void; onChanged: (focus: FocusAfterChange) => void }) {
  return (
    <SavedItemCard
      item={address}
      heading={address.name}
      actions={
        <>
          {/* Screen-reader users hear which address each button acts on; the visible word starts the name. */}
          <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Edit ${address.street}`}>
            Edit
          </Button>
          <DefaultAndRemoveButtons
            item={address}
            spokenName={address.street}
            queryKey={addressKeys.all}
            makeDefaultPath={apiPaths.user.defaultAddress(address._id)}
            removePath={apiPaths.user.address(address._id)}
            removeWord="Delete"
            confirm={{
              title: 'Delete this address?',
              description: `${address.street}, ${address.city} will no longer be offered when you book.${address.isDefault ? ' Your newest other address becomes the default.' : ''}`,
              confirmLabel: 'Delete address',
            }}
            onChanged={onChanged}
          />
        </>
      }
    >
      <address className="mt-2 text-sm break-words text-muted not-italic">
        {addressLines(address).map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </address>
    </SavedItemCard>
  );
}
