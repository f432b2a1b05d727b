// The notification centre and realtime emitting. `notify` is the one call features make: it writes
// the notification rows and the push in the caller's transaction, so both happen or neither does.
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppEvent } from '@hearth/shared/realtime-events';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { notifications, users } from '../../db/schema';
import { recipientLocale, type Locale, type Localized } from '../../i18n';
import { AppError } from '../../plugins/errors';

type Emitter = Pick<AppContext, 'outbox'>;

/**
 * Records a notification for each user and pushes `{ event, data }` to their open sockets. The row
 * keeps the text as it was written, so a `Localized` message is written in each recipient's own
 * language (users.locale) when it is created; a plain string is stored as given.
 */
export async function notify(ctx: Emitter, tx: Tx, userIds: string[], event: AppEvent, message: string | Localized, data: Record<string, unknown> = {}) {
  if (userIds.length === 0) return;
  for (const [text, group, locale] of await byLanguage(tx, userIds, message)) {
    // One short statement whatever the fan-out (a new booking can alert dozens of providers): the
    // recipients travel as one array and the data is serialised once, not once per row.
    await tx.execute(sql`
      insert into ${notifications} (user_id, event, message, locale, data)
      select unnest(${sql.param(group)}::uuid[]), ${event}, ${text}, ${locale}, ${JSON.stringify(data)}::jsonb`);
    await ctx.outbox.enqueue(tx, 'realtime', { kind: 'event', userIds: group, event, data: { ...data, message: text } });
  }
}

/** The message's text for each group of recipients that reads the same language. */
async function byLanguage(tx: Tx, userIds: string[], message: string | Localized): Promise<[string, string[], Locale][]> {
  // A plain string is Hearth's own English.
  if (typeof message === 'string') return [[message, userIds, 'en']];
  const rows = await tx.select({ id: users.id, locale: users.locale }).from(users).where(inArray(users.id, userIds));
  const known = new Map(rows.map((r) => [r.id, recipientLocale(r.locale)]));
  const groups = new Map<Locale, string[]>();
  for (const id of userIds) {
    const locale = known.get(id) ?? recipientLocale(null);
    groups.set(locale, [...(groups.get(locale) ?? []), id]);
  }
  return [...groups].map(([locale, ids]) => [message(locale), ids, locale]);
}

/** Pushes an event with no notification row (list refreshes such as ReloadBooking, UpdateCategory). */
export async function push(ctx: Emitter, tx: Tx, userIds: string[], event: AppEvent, data: Record<string, unknown> = {}) {
  if (userIds.length === 0) return;
  await ctx.outbox.enqueue(tx, 'realtime', { kind: 'event', userIds, event, data });
}

/** Closes the user's open sockets everywhere (their tokens were just invalidated). */
export async function revokeSockets(ctx: Emitter, tx: Tx, userId: string) {
  await ctx.outbox.enqueue(tx, 'realtime', { kind: 'revoke', userIds: [userId] });
}

const toDto = (n: typeof notifications.$inferSelect) => ({
  _id: n.id,
  event: n.event,
  message: n.message,
  locale: n.locale,
  data: n.data,
  isRead: n.readAt !== null,
  createdAt: n.createdAt.toISOString(),
});

export async function listNotifications(ctx: AppContext, userId: string, pageNo: number, size: number) {
  const [rows, [totals]] = await Promise.all([
    ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(size)
      .offset((pageNo - 1) * size),
    ctx.db
      .select({ total: count(), unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number) })
      .from(notifications)
      .where(eq(notifications.userId, userId)),
  ]);
  const total = totals?.total ?? 0;
  return { Notifications: rows.map(toDto), pages: Math.max(1, Math.ceil(total / size)), pageNo, size, total, unread: totals?.unread ?? 0 };
}

export async function unreadCount(ctx: AppContext, userId: string) {
  const [row] = await ctx.db.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
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
