'use client';
// The signed-in user's notifications (spec §7): the pages the bell and the notification pages show,
// and marking them read. Every list lives under one query key so a realtime event refreshes all.
import { FIRST_PAGE, NOTIFICATION_PAGE_SIZE } from '@hearth/shared/constants';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSession } from 'next-auth/react';
import { toast } from 'sonner';
import { apiRequest, errorMessage } from '@/lib/api';
import { apiPaths } from '@/lib/paths';

/** GET /api/notification/list item. */
export interface AppNotification {
  _id: string;
  event: string;
  message: string;
  /** The language the message is written in: the recipient's when it was sent. */
  locale: 'en' | 'fr';
  data: Record<string, unknown>;
  isRead: boolean;
  /** ISO 8601. */
  createdAt: string;
}

/** GET /api/notification/list data; `pages` is at least 1, even with nothing to list. */
export interface NotificationPage {
  Notifications: AppNotification[];
  pages: number;
  pageNo: number;
  size: number;
  total: number;
  unread: number;
}

export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (userId: string | undefined, pageNo: number, size: number) => [...notificationKeys.lists(), userId, pageNo, size] as const,
};

/** One page of the user's notifications, newest first (page 1 feeds the bell). */
export function useNotifications(pageNo: number = FIRST_PAGE, size: number = NOTIFICATION_PAGE_SIZE) {
  const { data: session } = useSession();
  const token = session?.user.token.accessToken ?? null;
  return useQuery({
    queryKey: notificationKeys.list(session?.user._id, pageNo, size),
    queryFn: async ({ signal }) => {
      try {
        return (await apiRequest<NotificationPage>(apiPaths.notification.list(pageNo, size), { token, signal })).data;
      } catch (error) {
        // Spec §8: a failed notification fetch has no user-facing message of its own. A fetch a
        // newer one replaced (realtime events come in bursts) was cancelled, not failed.
        if (!signal.aborted) console.error(`Loading notifications page ${pageNo} failed`, error);
        throw error;
      }
    },
    enabled: Boolean(token),
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

function useNotificationMutation<T>(request: (token: string | null, input: T) => Promise<unknown>, optimistic: (input: T) => PageUpdate) {
  const { data: session } = useSession();
  const token = session?.user.token.accessToken ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => request(token, input),
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
    (token, notification) => apiRequest(apiPaths.notification.markRead(notification._id), { method: 'PATCH', token }),
    (notification) => (page) => ({
      ...page,
      unread: Math.max(0, page.unread - (notification.isRead ? 0 : 1)),
      Notifications: page.Notifications.map((item) => (item._id === notification._id ? { ...item, isRead: true } : item)),
    }),
  );
}

export function useMarkAllNotificationsRead() {
  return useNotificationMutation<void>(
    (token) => apiRequest(apiPaths.notification.markAllRead(), { method: 'PATCH', token }),
    () => (page) => ({ ...page, unread: 0, Notifications: page.Notifications.map((item) => ({ ...item, isRead: true })) }),
  );
}
