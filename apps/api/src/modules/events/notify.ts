// What happened, told to whoever must know, in the caller's transaction: a notification row and a
// realtime push to the people concerned, a push alone for list refreshes, closing sockets whose
// tokens were revoked. Features call these; the notification centre (modules/notifications) only
// reads and marks what was written here.
import { sql } from 'drizzle-orm';
import type { AppEvent } from '@hearth/shared/realtime-events';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { notifications, users } from '../../db/schema';
import { recipientLocale, type Locale, type Localized } from '../../i18n';

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
  const rows = await tx.select({ id: users.id, locale: users.locale }).from(users).where(sql`${users.id} = any(${sql.param(userIds)}::uuid[])`);
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
