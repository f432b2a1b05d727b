// The notification centre: a person's notifications, their unread count, and marking them read.
// The rows are written by the events module, in the transaction of what they tell about.
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { preparedQuery } from '../../db/prepared-queries';
import { notifications } from '../../db/schema';
import { AppError } from '../../plugins/errors';

const toDto = (n: typeof notifications.$inferSelect) => ({
  _id: n.id,
  event: n.event,
  message: n.message,
  locale: n.locale,
  data: n.data,
  isRead: n.readAt !== null,
  createdAt: n.createdAt.toISOString(),
});

// The bell asks for these on every page a signed-in person opens: built once per database.
const byUser = eq(notifications.userId, sql.placeholder('userId'));
const notificationPage = preparedQuery((db) =>
  db.select().from(notifications).where(byUser).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare('notification_page'),
);
const notificationTotals = preparedQuery((db) =>
  db
    .select({ total: count(), unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number) })
    .from(notifications)
    .where(byUser)
    .prepare('notification_totals'),
);
const unreadNotifications = preparedQuery((db) =>
  db
    .select({ n: count() })
    .from(notifications)
    .where(and(byUser, isNull(notifications.readAt)))
    .prepare('notification_unread'),
);

export async function listNotifications(ctx: AppContext, userId: string, pageNo: number, size: number) {
  const [rows, [totals]] = await Promise.all([
    notificationPage(ctx.db).execute({ userId, limit: size, offset: (pageNo - 1) * size }),
    notificationTotals(ctx.db).execute({ userId }),
  ]);
  const total = totals?.total ?? 0;
  return { Notifications: rows.map(toDto), pages: Math.max(1, Math.ceil(total / size)), pageNo, size, total, unread: totals?.unread ?? 0 };
}

export async function unreadCount(ctx: AppContext, userId: string) {
  const [row] = await unreadNotifications(ctx.db).execute({ userId });
  return row?.n ?? 0;
}

export async function markRead(ctx: AppContext, userId: string, id: string) {
  const [row] = await ctx.db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  // Someone else's notification is as unknown as a missing one.
  if (!row) throw new AppError(404, 'Notification not found');
  return toDto(row);
}

export async function markAllRead(ctx: AppContext, userId: string) {
  const updated = await ctx.db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return updated.length;
}
