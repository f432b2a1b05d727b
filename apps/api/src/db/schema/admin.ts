// The admin console: old service slugs that keep redirecting, notes on inbox items, and
// refunds issued by admins.
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { services } from './catalog';
import { users } from './users';

/** A service's former slug: /services/<old> keeps working (301 to the current one). */
export const serviceSlugRedirects = pgTable(
  'service_slug_redirects',
  {
    oldSlug: text('old_slug').primaryKey(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('service_slug_redirects_service_idx').on(t.serviceId)],
);

/** An admin's note on an inquiry, chat lead or support ticket. */
export const inboxNotes = pgTable(
  'inbox_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['inquiry', 'ticket', 'booking'] }).notNull(),
    itemId: uuid('item_id').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inbox_notes_item_idx').on(t.kind, t.itemId, t.createdAt)],
);

/** Money an admin gave back on a booking (full or partial), with the gateway's refund id. */
export const bookingRefunds = pgTable(
  'booking_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The gateway's refund id once it went through; null while pending. */
    gatewayRefundId: text('gateway_refund_id'),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_refunds_booking_idx').on(t.bookingId, t.createdAt)],
);

/** A person's data export or erasure request, kept (without their personal data) as proof it was done. */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['export', 'erasure'] }).notNull(),
    /** Not a foreign key: the request outlives the erased account's row contents. */
    userId: uuid('user_id').notNull(),
    status: text('status', { enum: ['done', 'failed'] }).notNull().default('done'),
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('privacy_requests_user_idx').on(t.userId, t.createdAt)],
);
