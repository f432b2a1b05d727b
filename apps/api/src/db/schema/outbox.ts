// Side effects written in the same transaction as the change that causes them, delivered by the worker.
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Which adapter delivers it: email, sms, realtime, … */
    topic: text('topic').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'dead'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  // Only pending rows, in the order the worker claims them. Every row is pending for a moment and
  // then delivered, which leaves its old version behind until vacuum: an index over every status
  // sent the claim through tens of thousands of such leftovers (126 ms a poll after one benchmark).
  // A plain scan of this small index skips them, and marks them dead as it goes.
  (t) => [index('outbox_pending_idx').on(t.id).where(sql`${t.status} = 'pending'`)],
);

/** What the local mail and SMS adapters "send" and simulated push devices receive: readable at GET /api/dev/outbox and /dev/mailbox. */
export const devMailbox = pgTable(
  'dev_mailbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'push': an alert a simulated Web Push device received, decrypted (a text column: no migration for a new kind). */
    channel: text('channel', { enum: ['email', 'sms', 'push'] }).notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /** The HTML part of an email, as a mail client would render it. */
    html: text('html'),
    /** Files sent with an email: name, type, size and the bytes (base64), as a mail client would receive them. */
    attachments: jsonb('attachments').$type<{ filename: string; contentType: string; contentBase64: string }[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dev_mailbox_created_idx').on(t.createdAt)],
);
