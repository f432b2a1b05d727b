'use client';
// The saved cards as a radio group, plus "Use a new card": /payment offers them above its card form.
import type { SavedPaymentMethod } from '@hearth/shared/payment-methods/contract';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { ChoiceCard, DefaultBadge } from '@/components/ui/selection-controls';
import { CardName, useCardExpiry } from './card-name';

/** The choice that shows the card form instead of a saved card. */
export const NEW_CARD = 'new';

interface SavedCardPickerProps {
  cards: SavedPaymentMethod[];
  /** A saved card's `_id`, or NEW_CARD. */
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

export function SavedCardPicker({ cards, value, onChange, disabled = false }: SavedCardPickerProps) {
  const t = useTranslations('account.cardPicker');
  const cardExpiry = useCardExpiry();
  const name = useId();
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-3 text-sm font-medium text-ink">{t('legend')}</legend>
      <div className="space-y-3">
        {cards.map((card) => {
          const expiry = cardExpiry(card);
          return (
            <ChoiceCard key={card._id} name={name} value={card._id} checked={value === card._id} onChange={() => onChange(card._id)}>
              <span className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold text-ink">
                  <CardName card={card} />
                </span>
                {card.isDefault && <DefaultBadge />}
              </span>
              {expiry && <span className="block text-muted">{expiry}</span>}
            </ChoiceCard>
          );
        })}
        <ChoiceCard name={name} value={NEW_CARD} checked={value === NEW_CARD} onChange={() => onChange(NEW_CARD)}>
          <span className="block font-semibold text-ink">{t('newCard')}</span>
        </ChoiceCard>
      </div>
    </fieldset>
  );
}
