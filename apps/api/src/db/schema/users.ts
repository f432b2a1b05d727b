// Identities: users, their provider profile, single-use email tokens and phone verification codes.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    role: text('role', { enum: ['customer', 'serviceprovider', 'admin'] }).notNull(),
    phone: text('phone'),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    profilePic: text('profile_pic'),
    marketingEmails: boolean('marketing_emails').notNull().default(true),
    /** A new address waiting for the confirmation link sent to it; the email changes when it is opened. */
    pendingEmail: text('pending_email'),
    /** Bumped on password change, deactivation and logout-everywhere: older tokens stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /**
     * Consent to text messages about the account's bookings, sent only to a verified phone: a
     * provider's jobs (assigned, cancelled, paid out), a customer's visits (the professional is on the way).
     */
    smsJobAlerts: boolean('sms_job_alerts').notNull().default(false),
    /** The account was closed at the person's request and its personal data erased (what the law keeps stays). */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    /** The language the person reads Hearth in: pages after sign-in, emails, SMS, API messages. */
    locale: text('locale', { enum: ['en', 'fr'] }).notNull().default('en'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    // One verified owner per phone number; the database settles two users verifying the same number at once.
    uniqueIndex('users_verified_phone_key').on(t.phone).where(sql`${t.phoneVerifiedAt} is not null`),
    index('users_role_created_idx').on(t.role, t.createdAt),
    check('users_role_check', sql`${t.role} in ('customer', 'serviceprovider', 'admin')`),
    check('users_locale_check', sql`${t.locale} in ('en', 'fr')`),
  ],
);

export const serviceProviders = pgTable(
  'service_providers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verificationStatus: text('verification_status').notNull().default('pending'),
    /** What the provider said they offer and speak at sign-up. */
    requestedServices: jsonb('requested_services').$type<string[]>().notNull().default([]),
    languages: jsonb('languages').$type<string[]>().notNull().default([]),
    // Personal details (the provider profile form).
    dob: date('dob'),
    street: text('street'),
    city: text('city'),
    province: text('province'),
    postcode: text('postcode'),
    // Business details (the verification form; its wire field names keep their published spelling).
    businessName: text('business_name'),
    qualification: text('qualification'),
    /** The Social Insurance Number, AES-256-GCM encrypted; only its last three digits are ever shown. */
    sinCiphertext: text('sin_ciphertext'),
    sinLast3: text('sin_last3'),
    /** A keyed hash (HMAC-SHA256) of the normalised SIN: finds two accounts sharing one without decrypting any row. */
    sinFingerprint: text('sin_fingerprint'),
    /** When an approved provider last changed identity data (SIN, residency, documents, legal or business name). */
    identityChangedAt: timestamp('identity_changed_at', { withTimezone: true }),
    residentStatus: text('resident_status'),
    yearsOfExperience: integer('years_of_experience'),
    /** What customers read on the public profile, written by the provider (plain text). */
    bio: text('bio'),
    /** An admin saw proof of liability insurance: the profile shows the insured badge while set. */
    insuranceCheckedAt: timestamp('insurance_checked_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('service_providers_user_key').on(t.userId),
    index('service_providers_status_idx').on(t.verificationStatus, t.createdAt),
    index('service_providers_sin_fingerprint_idx').on(t.sinFingerprint),
  ],
);

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password', 'change_email'] }).notNull(),
    /** change_email only: the address the link confirms. */
    newEmail: text('new_email'),
    /** SHA-256 of the token; the token itself only ever exists in the email. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('auth_tokens_hash_key').on(t.tokenHash), index('auth_tokens_user_idx').on(t.userId, t.purpose)],
);

/** One live phone code per user; a new request replaces it (at most once a minute). */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('phone_verifications_phone_idx').on(t.phone)],
);

/** Every code sent, for the per-phone hourly limit (a number cannot be flooded from many accounts). */
export const otpSends = pgTable(
  'otp_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('otp_sends_phone_created_idx').on(t.phone, t.createdAt), index('otp_sends_user_idx').on(t.userId)],
);

/**
 * Failed sign-ins per email address (known or not, so a lockout reveals nothing), counted in the
 * database so a restart or a second API instance does not reset them. Cleared by a good sign-in.
 */
export const loginFailures = pgTable('login_failures', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
