// The conversation between a booking's customer and its provider. It opens when a
// provider accepts, is readable by the two parties and admins only, and turns read-only
// MESSAGE_THREAD_READ_ONLY_AFTER_DAYS after the booking is completed or cancelled.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { MESSAGE_THREAD_READ_ONLY_AFTER_DAYS, THREAD_NOT_OPEN_MESSAGE, THREAD_READ_ONLY_MESSAGE, MESSAGE_REQUIRED } from '@hearth/shared/account';
import type { BookingMessage, BookingThread, MessageAttachment } from '@hearth/shared/messages/contract';
import type { Role } from '@hearth/shared/constants';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { bookingMessageAttachments, bookingMessageReads, bookingMessages, bookings, users } from '../../db/schema';
import { inTransaction } from '../../outbox/outbox';
import type { AuthUser } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import { alertNewMessage } from '../emails';
import { push } from '../events';
import type { CheckedDocument } from '../providers';

const NOT_FOUND = 'Booking not found';
const DAY_MS = 86_400_000;

type Party = { id: string; name: string; role: Role };

/** Who may see the thread, and its state now. */
interface ThreadAccess {
  bookingId: string;
  viewer: AuthUser;
  customer: Party;
  provider: Party | null;
  open: boolean;
  readOnlyAt: Date | null;
  closedReason: string | null;
}

const shortName = (first: string, last: string) => (last ? `${first} ${last.charAt(0)}.` : first);

/** The booking's parties and thread state; 404 for anyone but the customer, the assigned provider and admins. */
async function threadAccess(db: Tx, viewer: AuthUser, bookingId: string): Promise<ThreadAccess> {
  const [row] = await db
    .select({
      booking: { id: bookings.id, status: bookings.status, customerId: bookings.customerId, providerId: bookings.providerId },
      customer: { firstName: users.firstName, lastName: users.lastName },
      providerUser: sql<{ id: string; first_name: string; last_name: string } | null>`(select json_build_object('id', u.id, 'first_name', u.first_name, 'last_name', u.last_name)
        from service_providers sp join users u on u.id = sp.user_id where sp.id = ${bookings.providerId})`,
      accepted: sql<boolean>`exists (select 1 from booking_events e where e.booking_id = ${bookings.id} and e.to_status = 'accepted')`,
      endedAt: sql<string | null>`(select max(e.created_at) from booking_events e where e.booking_id = ${bookings.id} and e.to_status in ('completed', 'cancelled'))`,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.customerId))
    .where(eq(bookings.id, bookingId));
  if (!row) throw new AppError(404, NOT_FOUND);
  const pu = row.providerUser;
  const provider: Party | null = pu ? { id: pu.id, name: shortName(pu.first_name, pu.last_name), role: 'serviceprovider' } : null;
  const allowed = viewer.role === 'admin' || viewer.id === row.booking.customerId || (provider !== null && viewer.id === provider.id);
  if (!allowed) throw new AppError(404, NOT_FOUND);

  const open = row.accepted;
  const ended = ['completed', 'cancelled'].includes(row.booking.status) && row.endedAt ? new Date(row.endedAt) : null;
  const readOnlyAt = ended ? new Date(ended.getTime() + MESSAGE_THREAD_READ_ONLY_AFTER_DAYS * DAY_MS) : null;
  let closedReason: string | null = null;
  // Nobody to talk to: never accepted, or handed back by the provider and waiting for another one.
  if (!open || !provider) closedReason = THREAD_NOT_OPEN_MESSAGE;
  else if (readOnlyAt && readOnlyAt.getTime() <= Date.now()) closedReason = THREAD_READ_ONLY_MESSAGE;
  return {
    bookingId,
    viewer,
    customer: { id: row.booking.customerId, name: shortName(row.customer.firstName, row.customer.lastName), role: 'customer' },
    provider,
    open,
    readOnlyAt,
    closedReason,
  };
}

const attachmentUrl = (bookingId: string, attachmentId: string) => `/api/booking/${bookingId}/messages/attachments/${attachmentId}`;

async function loadMessages(db: Tx, bookingId: string, where: SQL | undefined, size: number): Promise<BookingMessage[]> {
  const rows = await db
    .select({ message: bookingMessages, sender: { id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role } })
    .from(bookingMessages)
    .innerJoin(users, eq(users.id, bookingMessages.senderId))
    .where(where)
    .orderBy(desc(bookingMessages.createdAt), desc(bookingMessages.id))
    .limit(size);
  const ids = rows.map((r) => r.message.id);
  const files = ids.length ? await db.select().from(bookingMessageAttachments).where(inArray(bookingMessageAttachments.messageId, ids)).orderBy(bookingMessageAttachments.createdAt) : [];
  const byMessage = new Map<string, MessageAttachment[]>();
  for (const f of files) {
    const list = byMessage.get(f.messageId) ?? [];
    list.push({ _id: f.id, fileName: f.fileName, contentType: f.contentType, sizeBytes: f.sizeBytes, url: attachmentUrl(bookingId, f.id) });
    byMessage.set(f.messageId, list);
  }
  return rows.map((r) => ({
    _id: r.message.id,
    bookingId,
    sender: { _id: r.sender.id, name: shortName(r.sender.firstName, r.sender.lastName), role: r.sender.role },
    text: r.message.text,
    attachments: byMessage.get(r.message.id) ?? [],
    createdAt: r.message.createdAt.toISOString(),
  }));
}

/** Unread for the viewer: the other side's messages after the viewer last read (admins have none). */
async function unreadCount(db: Tx, access: ThreadAccess): Promise<number> {
  if (access.viewer.role === 'admin') return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookingMessages)
    .where(
      and(
        eq(bookingMessages.bookingId, access.bookingId),
        ne(bookingMessages.senderId, access.viewer.id),
        sql`${bookingMessages.createdAt} > coalesce((select r.last_read_at from booking_message_reads r where r.booking_id = ${access.bookingId} and r.user_id = ${access.viewer.id}), '-infinity')`,
      ),
    );
  return row?.n ?? 0;
}

export async function getThread(ctx: AppContext, viewer: AuthUser, bookingId: string, page: { before?: string; size: number }): Promise<BookingThread> {
  const access = await threadAccess(ctx.db, viewer, bookingId);
  const base = eq(bookingMessages.bookingId, bookingId);
  let where: SQL | undefined = base;
  if (page.before) {
    const [cursor] = await ctx.db.select({ at: bookingMessages.createdAt, id: bookingMessages.id }).from(bookingMessages).where(and(base, eq(bookingMessages.id, page.before)));
    if (!cursor) throw new AppError(400, 'Unknown message', { before: 'Unknown message' });
    where = and(base, or(lt(bookingMessages.createdAt, cursor.at), and(eq(bookingMessages.createdAt, cursor.at), lt(bookingMessages.id, cursor.id))));
  }
  const messages = access.open ? await loadMessages(ctx.db, bookingId, where, page.size + 1) : [];
  const counterpart = viewer.id === access.customer.id ? access.provider : viewer.role === 'admin' ? null : access.customer;
  return {
    messages: messages.slice(0, page.size),
    hasMore: messages.length > page.size,
    open: access.open,
    canSend: access.closedReason === null && viewer.role !== 'admin',
    closedReason: access.closedReason,
    readOnlyAt: access.readOnlyAt?.toISOString() ?? null,
    counterpart: counterpart ? { _id: counterpart.id, name: counterpart.name, role: counterpart.role } : null,
    unreadCount: await unreadCount(ctx.db, access),
  };
}

/**
 * Stores a message (text and checked files) and pushes it to both parties' sockets. Files are
 * written first under fresh keys: a failed insert leaves only unreferenced files, never a message
 * pointing at nothing.
 */
export async function sendMessage(ctx: AppContext, sender: AuthUser, bookingId: string, text: string, files: CheckedDocument<'files'>[]): Promise<BookingMessage> {
  if (sender.role === 'admin') throw new AppError(403, 'Admins can read conversations but not write in them');
  if (!text && files.length === 0) throw new AppError(400, MESSAGE_REQUIRED, { text: MESSAGE_REQUIRED });
  const access = await threadAccess(ctx.db, sender, bookingId);
  if (access.closedReason) throw new AppError(409, access.closedReason);

  const stored: { key: string; file: CheckedDocument<'files'> }[] = [];
  for (const f of files) {
    const key = `private/messages/${bookingId}/${randomUUID()}.${f.extension}`;
    await ctx.storage.put(key, f.bytes, f.contentType);
    stored.push({ key, file: f });
  }
  const messageId = await inTransaction(ctx, async (tx) => {
    const [message] = await tx.insert(bookingMessages).values({ bookingId, senderId: sender.id, text }).returning();
    if (stored.length) {
      await tx.insert(bookingMessageAttachments).values(
        stored.map(({ key, file }) => ({ messageId: message!.id, fileName: file.fileName, contentType: file.contentType, sizeBytes: file.bytes.length, storageKey: key })),
      );
    }
    // Writing is reading: the sender has seen everything up to their own message.
    await markRead(tx, bookingId, sender.id);
    const [full] = await loadMessages(tx, bookingId, eq(bookingMessages.id, message!.id), 1);
    const parties = [access.customer.id, access.provider!.id];
    await push(ctx, tx, parties, 'BookingMessage', { bookingId, message: full! });
    // The customer's words reach the provider away from the site too; the customer has the booking page and its emails.
    if (sender.id === access.customer.id) await alertNewMessage(ctx, tx, bookingId, access.provider!.id, access.customer.name, text, stored.length);
    return message!.id;
  });
  const [created] = await loadMessages(ctx.db, bookingId, eq(bookingMessages.id, messageId), 1);
  return created!;
}

/**
 * Moves the user's read mark up to the booking's newest message. The time is taken in SQL: a
 * JavaScript Date has only milliseconds, and a mark a few microseconds short of the message would
 * leave it unread.
 */
async function markRead(tx: Tx, bookingId: string, userId: string) {
  const newest = sql`(select max(${bookingMessages.createdAt}) from ${bookingMessages} where ${bookingMessages.bookingId} = ${bookingId})`;
  await tx
    .insert(bookingMessageReads)
    .select(sql`select ${bookingId}::uuid, ${userId}::uuid, ${newest} where ${newest} is not null`)
    .onConflictDoUpdate({
      target: [bookingMessageReads.bookingId, bookingMessageReads.userId],
      // Never moves back: a late request cannot make read messages unread again.
      set: { lastReadAt: sql`greatest(${bookingMessageReads.lastReadAt}, excluded.last_read_at)` },
    });
}

export async function markThreadRead(ctx: AppContext, viewer: AuthUser, bookingId: string): Promise<{ unreadCount: number }> {
  const access = await threadAccess(ctx.db, viewer, bookingId);
  if (viewer.role === 'admin') return { unreadCount: 0 };
  // Up to the newest message, not the clock: a message committed with an earlier timestamp still counts as read.
  await markRead(ctx.db, bookingId, viewer.id);
  return { unreadCount: await unreadCount(ctx.db, access) };
}

export async function readAttachment(ctx: AppContext, viewer: AuthUser, bookingId: string, attachmentId: string) {
  await threadAccess(ctx.db, viewer, bookingId);
  const [row] = await ctx.db
    .select({ file: bookingMessageAttachments })
    .from(bookingMessageAttachments)
    .innerJoin(bookingMessages, eq(bookingMessages.id, bookingMessageAttachments.messageId))
    .where(and(eq(bookingMessageAttachments.id, attachmentId), eq(bookingMessages.bookingId, bookingId)));
  if (!row) throw new AppError(404, 'File not found');
  const stored = await ctx.storage.get(row.file.storageKey);
  if (!stored) throw new AppError(404, 'File not found');
  return { file: row.file, body: stored.body };
}
