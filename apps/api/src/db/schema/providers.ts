// Provider onboarding: verification documents, admin requests, offered services and areas,
// payout accounts, and the history of every verification decision.
import { bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { serviceProviders, users } from './users';
import { services } from './catalog';

/** One current file per document field; replacing one deletes the old file. Stored privately. */
export const providerDocuments = pgTable(
  'provider_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => serviceProviders.id, { onDelete: 'cascade' }),
    /** The form field: qualificationdoc, socialInsurancedoc, residentdoc, governmentdoc1, governmentdoc2. */
    field: text('field').notNull(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('provider_documents_field_key').on(t.providerId, t.field)],
);

/** What an admin asked the provider to do (spec: Action Required); open while resolved_at is null. */
export const providerActionItems = pgTable(
  'provider_action_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => serviceProviders.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [index('provider_action_items_open_idx').on(t.providerId).where(sql`${t.resolvedAt} is null`), index('provider_action_items_created_by_idx').on(t.createdBy)],
);

export const providerServices = pgTable(
  'provider_services',
  {
    providerId: uuid('provider_id')
      .notNull()
      .references(() => serviceProviders.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('provider_services_key').on(t.providerId, t.serviceId), index('provider_services_service_idx').on(t.serviceId, t.providerId)],
);

/** Where a provider works: a postal-code prefix (FSA, e.g. M5V) or a whole city in a province. */
export const providerAreas = pgTable(
  'provider_areas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => serviceProviders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['fsa', 'city'] }).notNull(),
    /** FSA upper-case ('M5V'), or the city name in lower case for matching ('toronto'). */
    value: text('value').notNull(),
    label: text('label').notNull(),
    province: text('province'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('provider_areas_key').on(t.providerId, t.kind, t.value), index('provider_areas_match_idx').on(t.kind, t.value)],
);

/** The provider's account at the payments gateway (local or Stripe Connect) that receives payouts. */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    providerId: uuid('provider_id')
      .primaryKey()
      .references(() => serviceProviders.id, { onDelete: 'cascade' }),
    gateway: text('gateway', { enum: ['local', 'stripe'] }).notNull(),
    accountId: text('account_id').notNull(),
    /** Only the last four digits of the bank account are kept, and only they are ever shown. */
    bankAccountLast4: text('bank_account_last4'),
    transitNumber: text('transit_number'),
    institutionNumber: text('institution_number'),
    /** When the bank account was last replaced; payouts wait until payouts_held_until after a change. */
    bankAccountChangedAt: timestamp('bank_account_changed_at', { withTimezone: true }),
    payoutsHeldUntil: timestamp('payouts_held_until', { withTimezone: true }),
    /** The gateway's own word on the account (Stripe's account.updated): can it receive payouts, and what does it still need. */
    payoutsEnabled: boolean('payouts_enabled'),
    requirementsDue: jsonb('requirements_due').$type<string[]>().notNull().default([]),
    gatewayCheckedAt: timestamp('gateway_checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payout_accounts_account_key').on(t.accountId)],
);

/** The local payments gateway's own records, like a payment provider's test-mode dashboard. */
export const localGatewayAccounts = pgTable('local_gateway_accounts', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  country: text('country').notNull(),
  externalAccount: jsonb('external_account').$type<{ routingNumber: string; last4: string; fingerprint: string } | null>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who changed what, when, with the state before and after (admins browse it). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId, t.createdAt), index('audit_log_actor_idx').on(t.actorId, t.createdAt), index('audit_log_created_idx').on(t.createdAt)],
);
