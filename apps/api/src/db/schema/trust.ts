// What lets a customer trust the person at their door and the time they booked: reports of reviews
// for admins to judge, and a customer's request to move an assigned job to another time.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings, reviews } from './bookings';
import { serviceProviders, users } from './users';

/** Someone asked admins to look at a review; one open report per person and review. */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: ['offensive', 'personal_information', 'not_a_real_job', 'conflict_of_interest', 'other'] }).notNull(),
    details: text('details'),
    /** 'hidden' took the review down; 'kept' left it up. Null while open. */
    outcome: text('outcome', { enum: ['hidden', 'kept'] }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('review_reports_reporter_key').on(t.reviewId, t.reporterId),
    index('review_reports_open_idx').on(t.createdAt).where(sql`${t.resolvedAt} is null`),
    index('review_reports_reporter_idx').on(t.reporterId),
    index('review_reports_resolved_by_idx').on(t.resolvedBy),
  ],
);

/**
 * A customer's proposal to move an assigned job. The professional answers once: accepting moves the
 * job, declining moves it and offers it to others. At most one is pending per booking.
 */
export const bookingReschedules = pgTable(
  'booking_reschedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** The professional asked; a reassignment meanwhile makes the proposal void. */
    providerId: uuid('provider_id').references(() => serviceProviders.id, { onDelete: 'set null' }),
    fromStartsAt: timestamp('from_starts_at', { withTimezone: true }).notNull(),
    fromEndsAt: timestamp('from_ends_at', { withTimezone: true }).notNull(),
    toStartsAt: timestamp('to_starts_at', { withTimezone: true }).notNull(),
    toEndsAt: timestamp('to_ends_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['pending', 'accepted', 'declined', 'withdrawn', 'expired'] }).notNull().default('pending'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('booking_reschedules_pending_key').on(t.bookingId).where(sql`${t.status} = 'pending'`),
    index('booking_reschedules_booking_idx').on(t.bookingId, t.createdAt),
    index('booking_reschedules_provider_idx').on(t.providerId),
    index('booking_reschedules_requested_by_idx').on(t.requestedBy),
    check('booking_reschedules_time_check', sql`${t.toEndsAt} > ${t.toStartsAt}`),
  ],
);
