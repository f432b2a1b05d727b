// How a saved card reads: "Visa •••• 4242" on screen, "Visa ending in 4242" to a screen reader,
// and "Expires 12/30" when the gateway told us.
import { CARD_BRAND_LABELS } from '@hearth/shared/account';
import type { SavedPaymentMethod } from '@hearth/shared/payment-methods/contract';
import { useTranslations } from 'next-intl';

type Card = Pick<SavedPaymentMethod, 'brand' | 'last4'>;

/** The brand's own name (the same in every language); an unknown brand is just "Card" in the reader's words. */
function useBrandName(): (card: Card) => string {
  const t = useTranslations('account.card');
  return (card) => (card.brand !== 'unknown' && CARD_BRAND_LABELS[card.brand]) || t('unknownBrand');
}

/** The spoken name, for labels of the buttons that act on the card. */
export function useCardSpokenName(): (card: Card) => string {
  const t = useTranslations('account.card');
  const brandName = useBrandName();
  return (card) => t('spoken', { brand: brandName(card), last4: card.last4 });
}

export function CardName({ card }: { card: Card }) {
  const brandName = useBrandName();
  const spokenName = useCardSpokenName();
  return (
    <>
      <span aria-hidden="true">
        {brandName(card)} •••• {card.last4}
      </span>
      <span className="sr-only">{spokenName(card)}</span>
    </>
  );
}

/** "Expires 12/30", or null when the gateway did not say. */
export function useCardExpiry(): (card: Pick<SavedPaymentMethod, 'expMonth' | 'expYear'>) => string | null {
  const t = useTranslations('account.card');
  return (card) => {
    if (!card.expMonth || !card.expYear) return null;
    return t('expires', { expiry: `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}` });
  };
}
