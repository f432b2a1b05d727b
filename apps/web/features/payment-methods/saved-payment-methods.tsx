'use client';
// /profile/paymentmethod: the customer's saved cards (default first), with add, remove and "make
// default". /payment offers the same cards.
import { MAX_SAVED_PAYMENT_METHODS } from '@hearth/shared/account';
import type { SavedPaymentMethod } from '@hearth/shared/payment-methods/contract';
import { CreditCard, Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { PageHeading } from '@/components/ui/page-heading';
import { DefaultAndRemoveButtons, LimitNote, SavedItemCard, SavedItemsList, useFocusAfterChange, type FocusAfterChange } from '@/components/saved-items';
import { AddCardPanel } from './add-card-panel';
import { CardName, useCardExpiry, useCardSpokenName } from './card-name';
import { paymentMethodKeys, usePaymentMethodCalls, useSavedPaymentMethods } from './payment-methods-api';

const LIMIT_NOTE = 'card-limit';
const ADD_CARD_PANEL = 'add-card';

export function SavedPaymentMethods() {
  const t = useTranslations('account.paymentMethods');
  const cards = useSavedPaymentMethods();
  const list = cards.data;
  const [adding, setAdding] = useState(false);
  const { addButton, focusAfterChange } = useFocusAfterChange(list);
  const atLimit = (list?.length ?? 0) >= MAX_SAVED_PAYMENT_METHODS;

  return (
    <>
      <PageHeading
        title={t('title')}
        description={t('description')}
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
              <Plus aria-hidden="true" className="size-4" /> {t('add')}
            </Button>
          )
        }
      />
      {atLimit && <LimitNote id={LIMIT_NOTE}>{t('limit', { max: MAX_SAVED_PAYMENT_METHODS })}</LimitNote>}
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
        what={t('what')}
        label={t('label')}
        empty={{ icon: <CreditCard className="size-6" />, title: t('emptyTitle'), description: t('emptyDescription') }}
        renderItem={(card) => <SavedCard card={card} onChanged={focusAfterChange} />}
      />
    </>
  );
}

function SavedCard({ card, onChanged }: { card: SavedPaymentMethod; onChanged: (focus: FocusAfterChange) => void }) {
  const t = useTranslations('account.paymentMethods');
  const spoken = useCardSpokenName()(card);
  const expiry = useCardExpiry()(card);
  const calls = usePaymentMethodCalls(card._id);
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
          calls={calls}
          removeWord={t('remove')}
          confirm={{
            title: t('confirmTitle'),
            description: t('confirmDescription', { card: spoken, isDefault: card.isDefault ? 'yes' : 'no' }),
            confirmLabel: t('confirmLabel'),
          }}
          onChanged={onChanged}
        />
      }
    >
      {expiry && <p className="mt-2 text-sm text-muted">{expiry}</p>}
    </SavedItemCard>
  );
}
