'use client';
// The customer's wishlist through the API: the saved ids every heart on a page shares (one request),
// the optimistic heart toggle, and the paged list of /profile/wishlist with its Remove.
import type { Paged, WishlistItem } from '@hearth/shared/api-types';
import { WISHLIST_PAGE_SIZE } from '@hearth/shared/account';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { apiRequest, errorMessage } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { useAccessToken } from '@/lib/use-access-token';

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
  const token = useAccessToken();
  return useQuery({
    queryKey: wishlistKeys.ids,
    queryFn: async ({ signal }) => (await apiRequest<string[]>(apiPaths.user.wishlistIds(), { token, signal })).data,
    enabled: Boolean(token),
  });
}

/**
 * Saves (true) or removes (false) one service. The heart changes at once; a failure puts it back
 * and says why in a toast. Presses on one heart go out in order, so the last press wins.
 */
export function useWishlistToggle(serviceId: string) {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `wishlist-${serviceId}` },
    mutationFn: async (save: boolean) =>
      (await apiRequest(apiPaths.user.wishlistItem(serviceId), { method: save ? 'PUT' : 'DELETE', token })).message,
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
  const token = useAccessToken();
  return useQuery({
    queryKey: wishlistKeys.page(page),
    queryFn: async ({ signal }) =>
      (await apiRequest<Paged<WishlistItem>>(apiPaths.user.wishlist({ pageNo: page, size: WISHLIST_PAGE_SIZE }), { token, signal })).data,
    enabled: Boolean(token),
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
  const token = useAccessToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: wishlistKeys.remove,
    mutationFn: async (serviceId: string) => (await apiRequest(apiPaths.user.wishlistItem(serviceId), { method: 'DELETE', token })).message,
    onSuccess: async (message, serviceId) => {
      queryClient.setQueryData<string[]>(wishlistKeys.ids, (ids) => ids && withService(ids, serviceId, false));
      await queryClient.invalidateQueries({ queryKey: wishlistKeys.pages });
      toast.success(message || t('removed'));
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}
