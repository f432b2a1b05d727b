'use client';
// /profile/paymentmethod: the customer's saved cards (default first), with add, remove and "make
// default". /payment offers the same cards.
import { MAX_SAVED_PAYMENT_METHODS } from '@hearth/shared/account';
import type { SavedPaymentMethod } from '@hearth/shared/api-types';
import { CreditCard, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { PageHeading } from '@/components/ui/page-heading';
import { DefaultAndRemoveButtons, LimitNote, SavedItemCard, SavedItemsList, useFocusAfterChange, type FocusAfterChange } from '@/components/saved-items';
import { apiPaths } from '@/lib/paths';
import { AddCardPanel } from './add-card-panel';
import { CardName, cardExpiry, cardSpokenName } from './card-name';
import { paymentMethodKeys, useSavedPaymentMethods } from './payment-methods-api';

const LIMIT_NOTE = 'card-limit';
const ADD_CARD_PANEL = 'add-card';

export function SavedPaymentMethods() {
  const cards = useSavedPaymentMethods();
  const list = cards.data;
  const [adding, setAdding] = useState(false);
  const { addButton, focusAfterChange } = useFocusAfterChange(list);
  const atLimit = (list?.length ?? 0) >= MAX_SAVED_PAYMENT_METHODS;

  return (
    <>
      <PageHeading
        title="Payment Methods"
        description="Cards you pay for bookings with. Checkout starts with your default card."
        actions={
          list && (
            <Button
              ref={addButton}
              onClick={() => setAdding((open) => !open)}
              disabled={atLimit && !adding}
              aria-expanded={adding}
              aria-controls={adding ? ADD_CARD_PANEL : undefined}
              aria-describedby={atLimit ? LIMIT_NOTE : undefined}
            >
              <Plus aria-hidden="true" className="size-4" /> Add card
            </Button>
          )
        }
      />
      {atLimit && <LimitNote id={LIMIT_NOTE}>You have saved {MAX_SAVED_PAYMENT_METHODS} cards, the most we keep. Remove one to add another.</LimitNote>}
      {adding && list && (
        <AddCardPanel
          id={ADD_CARD_PANEL}
          isFirst={list.length === 0}
          onClose={() => {
            setAdding(false);
            addButton.current?.focus();
          }}
        />
      )}
      <SavedItemsList
        query={cards}
        what="your cards"
        label="Saved cards"
        empty={{ icon: <CreditCard className="size-6" />, title: 'No saved cards', description: 'Save a card and checkout is one tap: no card number to type.' }}
        renderItem={(card) => <SavedCard card={card} onChanged={focusAfterChange} />}
      />
    </>
  );
}

function SavedCard({ card, onChanged }: { card: SavedPaymentMethod; onChanged: (focus: FocusAfterChange) => void }) {
  const spoken = cardSpokenName(card);
  const expiry = cardExpiry(card);
  return (
    <SavedItemCard
      item={card}
      label={spoken}
      heading={
        <>
          <CreditCard aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
          <span>
            <CardName card={card} />
          </span>
        </>
      }
      actions={
        <DefaultAndRemoveButtons
          item={card}
          spokenName={spoken}
          queryKey={paymentMethodKeys.all}
          makeDefaultPath={apiPaths.user.defaultPaymentMethod(card._id)}
          removePath={apiPaths.user.paymentMethod(card._id)}
          removeWord="Remove"
          confirm={{
            title: 'Remove this card?',
            description: `${spoken} will no longer be offered at checkout.${card.isDefault ? ' Your newest other card becomes the default.' : ''}`,
            confirmLabel: 'Remove card',
          }}
          onChanged={onChanged}
        />
      }
    >
      {expiry && <p className="mt-2 text-sm text-muted">{expiry}</p>}
    </SavedItemCard>
  );
}
