// The customer account area: saved addresses and cards, the wishlist, and the
// conversation between a booking's customer and its provider.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { services } from './catalog';
import { users } from './users';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    province: text('province').notNull(),
    country: text('country').notNull(),
    postcode: text('postcode').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_addresses_user_idx').on(t.userId, t.createdAt),
    // At most one default per customer, whatever two requests do at once.
    uniqueIndex('customer_addresses_one_default').on(t.userId).where(sql`${t.isDefault}`),
  ],
);

/** Cards the gateway holds for a customer; we keep only the token and what may be shown. */
export const savedPaymentMethods = pgTable(
  'saved_payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gateway: text('gateway', { enum: ['local', 'stripe'] }).notNull(),
    gatewayPaymentMethodId: text('gateway_payment_method_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    /** The card's fingerprint at the gateway: the same card saved twice stays one entry. */
    fingerprint: text('fingerprint'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt,
  },
  (t) => [
    uniqueIndex('saved_payment_methods_gateway_key').on(t.gatewayPaymentMethodId),
    index('saved_payment_methods_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('saved_payment_methods_one_default').on(t.userId).where(sql`${t.isDefault}`),
    uniqueIndex('saved_payment_methods_fingerprint_key').on(t.userId, t.fingerprint),
  ],
);

/** The customer's gateway identity (Stripe Customer, or the local gateway's), created on first use. */
export const paymentCustomers = pgTable('payment_customers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  gateway: text('gateway', { enum: ['local', 'stripe'] }).notNull(),
  customerId: text('customer_id').notNull(),
  createdAt,
});

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    createdAt,
  },
  (t) => [primaryKey({ columns: [t.userId, t.serviceId] }), index('wishlist_items_user_created_idx').on(t.userId, t.createdAt), index('wishlist_items_service_idx').on(t.serviceId)],
);

export const bookingMessages = pgTable(
  'booking_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt,
  },
  (t) => [index('booking_messages_booking_created_idx').on(t.bookingId, t.createdAt, t.id), index('booking_messages_sender_idx').on(t.senderId)],
);

/** Files sent in a conversation: private, stored like verification documents, never under /uploads. */
export const bookingMessageAttachments = pgTable(
  'booking_message_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => bookingMessages.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt,
  },
  (t) => [index('booking_message_attachments_message_idx').on(t.messageId)],
);

/** How far each party has read a conversation: unread = the other side's messages after this. */
export const bookingMessageReads = pgTable(
  'booking_message_reads',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.userId] }), index('booking_message_reads_user_idx').on(t.userId)],
);

/** The local gateway's customers and saved cards, kept like a payment provider's test mode would. */
export const localGatewayCustomers = pgTable('local_gateway_customers', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  createdAt,
});

export const localGatewayPaymentMethods = pgTable(
  'local_gateway_payment_methods',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => localGatewayCustomers.id, { onDelete: 'cascade' }),
    /** The test card this token stands for (TEST_PAYMENT_METHODS): it decides approvals and declines. */
    card: text('card').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    detachedAt: timestamp('detached_at', { withTimezone: true }),
    createdAt,
  },
  (t) => [index('local_gateway_payment_methods_customer_idx').on(t.customerId)],
);
