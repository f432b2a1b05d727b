'use client';
// The heart a signed-in customer sees: filled when the service is in their wishlist, toggled with
// PUT/DELETE /api/user/wishlist/{id}. Rendered only inside <AppProviders> (SiteChrome provides it to
// signed-in users), from a chunk visitors never load (customer-heart-lazy).
import { useEffect, useEffectEvent } from 'react';
import { toast } from 'sonner';
import { HeartButton, type HeartLabels } from './heart-button';
import { takeSaveRequest } from './save-after-sign-in';
import { useWishlistIds, useWishlistToggle } from './wishlist-api';

/** `labels` come from the server that renders the card: pages outside the account area carry no account words. */
export function CustomerHeart({ serviceId, labels }: { serviceId: string; labels: HeartLabels & { saved: string } }) {
  const ids = useWishlistIds();
  const toggle = useWishlistToggle(serviceId);
  const saved = ids.data?.includes(serviceId) ?? false;
  // When the ids cannot be read, the heart still works: saving twice is harmless (PUT is idempotent).
  const known = ids.data !== undefined || ids.isError;

  // Back from sign-in after pressing this heart as a visitor: finish what they asked for.
  const savePending = useEffectEvent(() => {
    if (!takeSaveRequest(serviceId) || saved) return;
    toggle.mutate(true, { onSuccess: (message) => toast.success(message || labels.saved) });
  });
  useEffect(() => {
    if (known) savePending();
  }, [known]);

  return <HeartButton labels={labels} saved={saved} busy={!known} onPress={() => toggle.mutate(!saved)} />;
}
