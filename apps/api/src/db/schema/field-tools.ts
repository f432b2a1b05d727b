// A provider's field tools: the devices that receive Web Push alerts, what they want to be alerted
// about and when, the alerts sent (to cap them per hour), their working hours and time off, and the
// jobs they declined.
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, date, index, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { serviceProviders, users } from './users';

/** A browser's Web Push subscription (its push service endpoint and the keys to encrypt for it, RFC 8291). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret, base64url as the Push API gives them. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** What the provider sees in their list of devices ("Chrome on Android"). */
    deviceLabel: text('device_label').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastDeliveredAt: timestamp('last_delivered_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * Which channels each kind of alert goes to, quiet hours and the cap per hour. No row means the
 * defaults (ALERT_DEFAULTS in @hearth/shared/alerts).
 */
export const alertSettings = pgTable(
  'alert_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** { [kind]: { push, sms, email } } for every alert kind. */
    channels: jsonb('channels').$type<Record<string, { push: boolean; sms: boolean; email: boolean }>>().notNull(),
    /** Minutes after local midnight; both null means no quiet hours. The range may wrap midnight (22:00–07:00). */
    quietStartMinute: smallint('quiet_start_minute'),
    quietEndMinute: smallint('quiet_end_minute'),
    /** The IANA zone quiet hours are read in. */
    timeZone: text('time_zone').notNull(),
    maxPerHour: smallint('max_per_hour').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('alert_settings_quiet_hours', sql`(${t.quietStartMinute} is null) = (${t.quietEndMinute} is null)`),
    check('alert_settings_max_per_hour', sql`${t.maxPerHour} between 1 and 60`),
  ],
);

/** Every alert sent away from the site (or held back), newest last: the cap per hour counts these. */
export const alertDeliveries = pgTable(
  'alert_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** The channels it went to; empty when it was held back. */
    channels: text('channels').array().notNull(),
    /** Why it went nowhere: 'quiet_hours', 'hourly_cap' or 'no_channel'; null when it was sent. */
    heldBack: text('held_back'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('alert_deliveries_user_created_idx').on(t.userId, t.createdAt)],
);

/** One range of working hours per weekday, in the local time of the job's province. */
export const providerWeeklyHours = pgTable(
  'provider_weekly_hours',
  {
    providerId: uuid('provider_id')
      .notNull()
      .references(() => serviceProviders.id, { onDelete: 'cascade' }),
    /** 0 = Sunday … 6 = Saturday, as PostgreSQL's extract(dow). */
    weekday: smallint('weekday').notNull(),
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.weekday] }),
    check('provider_weekly_hours_weekday', sql`${t.weekday} between 0 and 6`),
    check('provider_weekly_hours_range', sql`${t.startMinute} >= 0 and ${t.startMinute} < ${t.endMinute} and ${t.endMinute} <= 1440`),
  ],
);

/** Days off, both ends inclusive, in the job's local days. */
export const providerTimeOff = pgTable(
  'provider_time_off',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => serviceProviders.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('provider_time_off_provider_idx').on(t.providerId, t.endsOn), check('provider_time_off_range', sql`${t.startsOn} <= ${t.endsOn}`)],
);

/** The rest of a provider's availability, and the private calendar feed's key. */
export const providerAvailability = pgTable(
  'provider_availability',
  {
    providerId: uuid('provider_id')
      .primaryKey()
      .references(() => serviceProviders.id, { onDelete: 'cascade' }),
    /** Null: no limit. */
    maxJobsPerDay: smallint('max_jobs_per_day'),
    /** Minutes kept free before and after each accepted job for travel. */
    travelBufferMinutes: smallint('travel_buffer_minutes').notNull().default(0),
    /** When weekly hours apply: false until the provider saves a schedule (until then every hour is open). */
    hoursSet: boolean('hours_set').notNull().default(false),
    /** SHA-256 of the calendar feed's secret (the URL holds the secret itself); null when no feed is on. */
    calendarFeedTokenHash: text('calendar_feed_token_hash'),
    calendarFeedCreatedAt: timestamp('calendar_feed_created_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('provider_availability_feed_key').on(t.calendarFeedTokenHash),
    check('provider_availability_max_jobs', sql`${t.maxJobsPerDay} is null or ${t.maxJobsPerDay} between 1 and 20`),
    check('provider_availability_buffer', sql`${t.travelBufferMinutes} between 0 and 240`),
  ],
);

/** Jobs a provider declined: hidden from their list and never alerted again. */
export const bookingDeclines = pgTable(
  'booking_declines',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => serviceProviders.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.providerId] }), index('booking_declines_provider_idx').on(t.providerId)],
);
