// The service catalogue: categories and the services customers book.
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** French name and description; null until translated (French pages then show the English). */
    nameFr: text('name_fr'),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    descriptionFr: text('description_fr'),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('categories_slug_key').on(t.slug), index('categories_active_sort_idx').on(t.active, t.sortOrder)],
);

export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /** French name, description and inclusions; null until translated (French pages then show the English). */
    nameFr: text('name_fr'),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    descriptionFr: text('description_fr'),
    /** Starting price in integer cents (CAD). */
    startingPriceCents: integer('starting_price_cents').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** 'hour': the price and duration are per hour and the customer picks the hours; 'job': per visit. */
    priceUnit: text('price_unit', { enum: ['job', 'hour'] }).notNull().default('job'),
    /** When set, a booking must carry a note ('Description is required'). */
    requiresDescription: boolean('requires_description').notNull().default(false),
    /**
     * What the service is for sales tax (TAX_CLASSES in packages/shared/src/tax.ts): labour on a home,
     * a service to goods, commercial building cleaning… Provincial taxes depend on it.
     */
    taxClass: text('tax_class').notNull().default('residential_real_property'),
    /** Stored image name (variants under /uploads/<variant>/<name>), or none yet. */
    image: text('image'),
    /** The bullet list "What is included" on the service page. */
    whatIsIncluded: jsonb('what_is_included').$type<string[]>().notNull().default([]),
    whatIsIncludedFr: jsonb('what_is_included_fr').$type<string[]>(),
    /** Shown among the popular services on the home page. */
    featured: boolean('featured').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('services_slug_key').on(t.slug),
    index('services_category_idx').on(t.categoryId, t.sortOrder),
    index('services_active_idx').on(t.active),
    index('services_featured_idx').on(t.featured, t.sortOrder),
  ],
);
