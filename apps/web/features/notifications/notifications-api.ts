'use client';
// The signed-in user's notifications: the pages the bell and the notification pages show,
// and marking them read. Every list lives under one query key so a realtime event refreshes all.
import { FIRST_PAGE, NOTIFICATION_PAGE_SIZE } from '@hearth/shared/constants';
import { notificationEndpoints, type AppNotification, type NotificationPage } from '@hearth/shared/notifications/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSession } from 'next-auth/react';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api';
import { useCall, type BoundCall } from '@/lib/use-call';

export type { AppNotification, NotificationPage };

export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (userId: string | undefined, pageNo: number, size: number) => [...notificationKeys.lists(), userId, pageNo, size] as const,
};

/** One page of the user's notifications, newest first (page 1 feeds the bell). */
export function useNotifications(pageNo: number = FIRST_PAGE, size: number = NOTIFICATION_PAGE_SIZE) {
  const { data: session } = useSession();
  const { call, signedIn } = useCall();
  return useQuery({
    queryKey: notificationKeys.list(session?.user._id, pageNo, size),
    queryFn: async ({ signal }) => {
      try {
        return (await call(notificationEndpoints.list, { query: { pageNo, size } }, { signal })).data;
      } catch (error) {
        // A failed notification fetch has no user-facing message of its own. A fetch a
        // newer one replaced (realtime events come in bursts) was cancelled, not failed.
        if (!signal.aborted) console.error(`Loading notifications page ${pageNo} failed`, error);
        throw error;
      }
    },
    enabled: signedIn,
    // Paging keeps the current page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

type PageUpdate = (page: NotificationPage) => NotificationPage;

/** Applies a change to every cached page now, so the unread marks go before the server answers. */
async function updateCachedPages(queryClient: QueryClient, update: PageUpdate) {
  await queryClient.cancelQueries({ queryKey: notificationKeys.lists() });
  queryClient.setQueriesData<NotificationPage>({ queryKey: notificationKeys.lists() }, (page) => (page ? update(page) : page));
}

function useNotificationMutation<T>(request: (call: BoundCall, input: T) => Promise<unknown>, optimistic: (input: T) => PageUpdate) {
  const { call } = useCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => request(call, input),
    onMutate: (input) => updateCachedPages(queryClient, optimistic(input)),
    onError: (error) => {
      toast.error(errorMessage(error));
    },
    // Success or not, the server's lists are the truth (and undo a failed optimistic change).
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkNotificationRead() {
  return useNotificationMutation<AppNotification>(
    (call, notification) => call(notificationEndpoints.markRead, { params: { id: notification._id } }),
    (notification) => (page) => ({
      ...page,
      unread: Math.max(0, page.unread - (notification.isRead ? 0 : 1)),
      Notifications: page.Notifications.map((item) => (item._id === notification._id ? { ...item, isRead: true } : item)),
    }),
  );
}

export function useMarkAllNotificationsRead() {
  return useNotificationMutation<void>(
    (call) => call(notificationEndpoints.markAllRead),
    () => (page) => ({ ...page, unread: 0, Notifications: page.Notifications.map((item) => ({ ...item, isRead: true })) }),
  );
}
