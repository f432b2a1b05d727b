// Server part of the discount bar: renders it when a discount is live, plus a tiny inline script
// that hides it before the first paint if the visitor already closed it (no flash, no layout shift).
import type { Discount } from '@hearth/shared/offers/contract';
import { hideClosedBarScript } from './closed-discount';
import { DiscountBarView } from './discount-bar-view';

const BAR_ID = 'discount-bar';

/** `nonce`: the request's CSP script nonce, for the inline script (lib/security-headers.ts). */
export function DiscountBar({ discount, nonce }: { discount: Discount | null; nonce?: string }) {
  if (!discount) return null;
  return (
    <>
      <DiscountBarView id={BAR_ID} discount={discount} />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: hideClosedBarScript(BAR_ID, discount.name) }} />
    </>
  );
}
