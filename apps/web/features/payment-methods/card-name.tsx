// How a saved card reads: "Visa •••• 4242" on screen, "Visa ending in 4242" to a screen reader,
// and "Expires 12/30" when the gateway told us.
import { CARD_BRAND_LABELS } from '@hearth/shared/account';
import type { SavedPaymentMethod } from '@hearth/shared/api-types';

type Card = Pick<SavedPaymentMethod, 'brand' | 'last4'>;

/** The spoken name, for labels of the buttons that act on the card. */
export function cardSpokenName(card: Card): string {
  return `${CARD_BRAND_LABELS[card.brand] ?? CARD_BRAND_LABELS.unknown} ending in ${card.last4}`;
}

export function CardName({ card }: { card: Card }) {
  return (
    <>
      <span aria-hidden="true">
        {CARD_BRAND_LABELS[card.brand] ?? CARD_BRAND_LABELS.unknown} •••• {card.last4}
      </span>
      <span className="sr-only">{cardSpokenName(card)}</span>
    </>
  );
}

export function cardExpiry(card: Pick<SavedPaymentMethod, 'expMonth' | 'expYear'>): string | null {
  if (!card.expMonth || !card.expYear) return null;
  return `Expires ${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`;
}
