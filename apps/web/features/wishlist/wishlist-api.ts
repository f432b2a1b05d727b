'use client';
// The customer's wishlist through the API: the saved ids every heart on a page shares (one request),
// the optimistic heart toggle, and the paged list of /profile/wishlist with its Remove.
import { WISHLIST_PAGE_SIZE } from '@hearth/shared/account';
import { wishlistEndpoints } from '@hearth/shared/wishlist/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api';
import { useCall } from '@/lib/use-call';

export const wishlistKeys = {
  ids: ['wishlist', 'ids'] as const,
  pages: ['wishlist', 'page'] as const,
  page: (page: number) => ['wishlist', 'page', page] as const,
  remove: ['wishlist', 'remove'] as const,
};

function withService(ids: string[] | undefined, serviceId: string, saved: boolean): string[] {
  const rest = (ids ?? []).filter((id) => id !== serviceId);
  return saved ? [...rest, serviceId] : rest;
}

/** Every saved service id; all the hearts on a page read this one query. */
export function useWishlistIds() {
  const { call, signedIn } = useCall();
  return useQuery({
    queryKey: wishlistKeys.ids,
    queryFn: async ({ signal }) => (await call(wishlistEndpoints.ids, {}, { signal })).data,
    enabled: signedIn,
  });
}

/**
 * Saves (true) or removes (false) one service. The heart changes at once; a failure puts it back
 * and says why in a toast. Presses on one heart go out in order, so the last press wins.
 */
export function useWishlistToggle(serviceId: string) {
  const { call } = useCall();
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `wishlist-${serviceId}` },
    mutationFn: async (save: boolean) =>
      (await call(save ? wishlistEndpoints.save : wishlistEndpoints.remove, { params: { serviceId } })).message,
    onMutate: async (save) => {
      // A refetch that started before the press would answer with the old state.
      await queryClient.cancelQueries({ queryKey: wishlistKeys.ids });
      queryClient.setQueryData<string[]>(wishlistKeys.ids, (ids) => withService(ids, serviceId, save));
    },
    // Undo only this press (not a snapshot), so other hearts pressed meanwhile keep their state.
    onError: (error, save) => {
      queryClient.setQueryData<string[]>(wishlistKeys.ids, (ids) => withService(ids, serviceId, !save));
      toast.error(errorMessage(error));
    },
    // The list on /profile/wishlist is re-read the next time it is shown.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wishlistKeys.pages }),
  });
}

export function useWishlistPage(page: number) {
  const { call, signedIn } = useCall();
  return useQuery({
    queryKey: wishlistKeys.page(page),
    queryFn: async ({ signal }) => (await call(wishlistEndpoints.list, { query: { pageNo: page, size: WISHLIST_PAGE_SIZE } }, { signal })).data,
    enabled: signedIn,
    placeholderData: keepPreviousData,
  });
}

/**
 * Removes a service from the list page. Not optimistic: the item stays, its button busy, until the
 * API confirms and the page has been re-read, so the list never shows a state the server lacks.
 * The toasts are raised here rather than in mutate()'s callbacks: those do not run once the item's
 * card has gone.
 */
export function useRemoveFromWishlist() {
  const t = useTranslations('account.wishlist');
  const { call } = useCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: wishlistKeys.remove,
    mutationFn: async (serviceId: string) => (await call(wishlistEndpoints.remove, { params: { serviceId } })).message,
    onSuccess: async (message, serviceId) => {
      queryClient.setQueryData<string[]>(wishlistKeys.ids, (ids) => ids && withService(ids, serviceId, false));
      await queryClient.invalidateQueries({ queryKey: wishlistKeys.pages });
      toast.success(message || t('removed'));
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}
