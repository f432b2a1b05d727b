'use client';
// Choosing the card to pay or hold with, as /payment and a booking whose hold was declined both
// ask for it: the customer's saved cards (the default first picked) or a new card, and after a
// decline the new card cleared for another one.
import { useLayoutEffect, useRef, useState, type ReactNode, type Ref, type RefObject } from 'react';
import { NEW_CARD, PaymentMethodFields, SavedCardPicker, useSavedPaymentMethods, type PaymentMethodCollector } from '@/features/payment-methods';

/**
 * `collector` is the new card form's (CardChoice's `ref`); `busy` disables the fields while a
 * request is out, and a decline's clearing waits for it to end.
 */
export function useCardChoice(collector: RefObject<PaymentMethodCollector | null>, busy: boolean) {
  // Saved cards appear once loaded; until then (or without any) the card form is shown.
  const savedCards = useSavedPaymentMethods().data ?? [];
  const [picked, setPicked] = useState<string | null>(null);
  const preferredCard = savedCards.find((card) => card.isDefault) ?? savedCards[0];
  const savedCard = savedCards.find((card) => card._id === (picked ?? preferredCard?._id)) ?? null;

  // The card form cannot take focus while disabled: clear it once the fields are enabled again.
  const clearCard = useRef(false);
  useLayoutEffect(() => {
    if (busy || !clearCard.current) return;
    clearCard.current = false;
    collector.current?.reset();
  }, [busy, collector]);

  return {
    savedCards,
    savedCard,
    pick: setPicked,
    /** The picked saved card's id, or the new card's once it checks out (else PaymentMethodInputError). */
    paymentMethodId: async (): Promise<string | undefined> => (savedCard ? savedCard._id : collector.current?.collectPaymentMethod()),
    /** After a decline: the new card is cleared for another one. */
    clearAfterDecline: () => {
      clearCard.current = true;
    },
  };
}

export type CardChoiceState = ReturnType<typeof useCardChoice>;

interface CardChoiceProps {
  ref: Ref<PaymentMethodCollector>;
  choice: CardChoiceState;
  amountCents: number;
  /** The billing postal code a new card starts from (the booking's). */
  defaultPostcode: string;
  disabled: boolean;
  /** Shown with the new card form only (the checkout's "Save this card"). */
  children?: ReactNode;
}

export function CardChoice({ ref, choice, amountCents, defaultPostcode, disabled, children }: CardChoiceProps) {
  return (
    <>
      {choice.savedCards.length > 0 && (
        <div className="mb-5">
          <SavedCardPicker cards={choice.savedCards} value={choice.savedCard?._id ?? NEW_CARD} onChange={choice.pick} disabled={disabled} />
        </div>
      )}
      {/* Hidden rather than removed while a saved card is picked: the Stripe form also confirms 3-D Secure for a saved card. */}
      <div hidden={Boolean(choice.savedCard)}>
        <PaymentMethodFields ref={ref} amountCents={amountCents} defaultPostcode={defaultPostcode} disabled={disabled} />
        {children}
      </div>
    </>
  );
}
