// Server part of the discount bar: renders it when a discount is live, plus a tiny inline script
// that hides it before the first paint if the visitor already closed it (no flash, no layout shift).
import type { Discount } from '@hearth/shared/api-types';
import { hideClosedBarScript } from './closed-discount';
import { DiscountBarView } from './discount-bar-view';

const BAR_ID = 'discount-bar';

export function DiscountBar({ discount }: { discount: Discount | null }) {
  if (!discount) return null;
  return (
    <>
      <DiscountBarView id={BAR_ID} discount={discount} />
      <script dangerouslySetInnerHTML={{ __html: hideClosedBarScript(BAR_ID, discount.name) }} />
    </>
  );
}
