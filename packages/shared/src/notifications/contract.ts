// The signed-in user's own notifications: the header bell and the notification pages.
import { z } from 'zod';
import { NOTIFICATION_PAGE_SIZE } from '../constants';
import { defineEndpoint } from '../contract';
import { LOCALES } from '../locale';
import { idParams, spelledOutPageQuerySchema } from '../wire';

export const notificationSchema = z.object({
  _id: z.string(),
  event: z.string(),
  message: z.string(),
  /** The language the message is written in: the recipient's when it was sent. */
  locale: z.enum(LOCALES),
  data: z.record(z.string(), z.unknown()),
  isRead: z.boolean(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

/** One page of notifications and the unread count; `pages` is at least 1, even with nothing to list. */
export const notificationPageSchema = z.object({
  Notifications: z.array(notificationSchema),
  pages: z.number().int(),
  pageNo: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  unread: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

const notificationPageQuery = spelledOutPageQuerySchema(NOTIFICATION_PAGE_SIZE);

export const notificationEndpoints = {
  /** Newest first, 5 a page by default. */
  list: defineEndpoint({ method: 'GET', path: '/api/notification/list', access: 'user', query: notificationPageQuery, response: notificationPageSchema }),
  unreadCount: defineEndpoint({ method: 'GET', path: '/api/notification/unread-count', access: 'user', response: z.number().int() }),
  markAllRead: defineEndpoint({ method: 'PATCH', path: '/api/notification/read-all', access: 'user', response: z.object({ updated: z.number().int() }) }),
  /** Someone else's notification answers 404 like a missing one. */
  markRead: defineEndpoint({
    method: 'PATCH',
    path: '/api/notification/:id/read',
    access: 'user',
    params: idParams('id', 'Notification not found'),
    response: notificationSchema,
  }),
};
