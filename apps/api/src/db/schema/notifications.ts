// The notification centre: one row per recipient, listed newest first per user.
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const notifications = pgTable(
  'notifications',
  {
    // Time-ordered (UUID v7, migration 0010): a booking alert writes ~40 rows at once, and random
    // keys cost each one a random page of the primary key.
    id: uuid('id').primaryKey().default(sql`uuid_time_ordered()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    message: text('message').notNull(),
    /** The language the message was written in (the recipient's when it was sent): pages in the other language mark it so. */
    locale: text('locale', { enum: ['en', 'fr'] }).notNull().default('en'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);
