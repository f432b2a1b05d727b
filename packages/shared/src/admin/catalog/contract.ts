// Admin console — categories and services: every one of them, inactive ones included, as the admin
// edits them; creating, editing, reordering, switching on and off, the service picture and the
// former slugs that still redirect. Also the forms that feed them: the service form takes the price
// in dollars and "what is included" one item per line, and outputs exactly the API's body (cents, a list).
import { z } from 'zod';
import { serviceCardSchema } from '../../catalog/wire';
import { defineEndpoint } from '../../contract';
import { requiredText } from '../../schemas/fields';
import { TAX_CLASSES } from '../../tax';
import { idParams } from '../../wire';

export const PRICE_UNITS = ['job', 'hour'] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];

/** Lowercase letters and digits in words joined by single hyphens: `deep-cleaning-2`. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 80;

/** A slug suggestion from a name: "Lawn & Garden Care" → "lawn-garden-care". */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}

// ---- Requests ---------------------------------------------------------------------------------

export const SLUG_MESSAGE = 'Slug may use only lowercase letters, numbers and single hyphens';
export const MIN_DURATION_MINUTES = 15;
export const MAX_DURATION_MINUTES = 24 * 60;
/** $10,000: a starting price, not a quote. */
export const MAX_PRICE_CENTS = 1_000_000;
export const MAX_INCLUDED_ITEMS = 20;

export const slugField = requiredText('Slug', SLUG_MAX_LENGTH).regex(SLUG_PATTERN, SLUG_MESSAGE);

const description = (max: number) => z.string().trim().max(max, `Description must be at most ${max} characters`).default('');

/**
 * The French version of a field: left out, the stored one is kept; empty (or null) means not
 * translated yet, stored as null so French pages fall back to the English.
 */
export const frenchText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

export const adminCategorySchema = z.object({
  name: requiredText('Name', 100),
  slug: slugField,
  description: description(1000),
  nameFr: frenchText('French name', 100),
  descriptionFr: frenchText('French description', 1000),
  active: z.boolean().default(true),
});
export type AdminCategoryInput = z.input<typeof adminCategorySchema>;
export type AdminCategoryBody = z.output<typeof adminCategorySchema>;

const durationMinutes = z.coerce
  .number({ error: 'Duration is required' })
  .int('Duration must be a whole number of minutes')
  .min(MIN_DURATION_MINUTES, `Duration must be between ${MIN_DURATION_MINUTES} and ${MAX_DURATION_MINUTES} minutes`)
  .max(MAX_DURATION_MINUTES, `Duration must be between ${MIN_DURATION_MINUTES} and ${MAX_DURATION_MINUTES} minutes`);

const serviceFields = {
  categoryId: z.uuid('Category is required'),
  name: requiredText('Name', 120),
  slug: slugField,
  description: description(2000),
  nameFr: frenchText('French name', 120),
  descriptionFr: frenchText('French description', 2000),
  durationMinutes,
  priceUnit: z.enum(PRICE_UNITS, { error: 'Price unit must be job or hour' }).default('job'),
  requiresDescription: z.boolean().default(false),
  /** Left out, a new service takes its category's default class and an edited one keeps its own. */
  taxClass: z.enum(TAX_CLASSES, { error: 'Choose a tax class from the list' }).optional(),
  featured: z.boolean().default(false),
  active: z.boolean().default(true),
};

const includedItem = requiredText('Each included item', 200);
const includedList = z.array(includedItem).max(MAX_INCLUDED_ITEMS, `List at most ${MAX_INCLUDED_ITEMS} included items`);
/** One item per line, blank lines dropped. */
const lines = (v: string) =>
  v
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The API's body: price in cents, "what is included" as a list. */
export const adminServiceSchema = z.object({
  ...serviceFields,
  startingPriceCents: z
    .number({ error: 'Starting price is required' })
    .int('Starting price must be in whole cents')
    .min(0, 'Starting price cannot be negative')
    .max(MAX_PRICE_CENTS, 'Starting price must be at most $10,000'),
  whatIsIncluded: includedList.default([]),
  /** Left out keeps the stored list; empty or null means not translated yet. */
  whatIsIncludedFr: includedList
    .nullable()
    .optional()
    .transform((v) => (v?.length === 0 ? null : v)),
});
export type AdminServiceBody = z.output<typeof adminServiceSchema>;

const DOLLARS = /^\d{1,5}(\.\d{1,2})?$/;

/** The admin form: a dollar amount as typed and one included item per line; outputs the API body. */
export const adminServiceFormSchema = z
  .object({
    ...serviceFields,
    startingPrice: z
      .string({ error: 'Starting price is required' })
      .trim()
      .min(1, 'Starting price is required')
      .transform((v) => v.replace(/^\$/, '').replace(/,/g, ''))
      .refine((v) => DOLLARS.test(v), 'Enter the price in dollars, like 129 or 129.50')
      .transform((v) => Math.round(Number(v) * 100))
      .refine((cents) => cents <= MAX_PRICE_CENTS, 'Starting price must be at most $10,000'),
    whatIsIncluded: z.string().default('').transform(lines).pipe(includedList),
    whatIsIncludedFr: z
      .string()
      .default('')
      .transform(lines)
      .pipe(includedList)
      .transform((v) => (v.length === 0 ? null : v)),
  })
  .transform(({ startingPrice, ...rest }): AdminServiceBody => ({ ...rest, startingPriceCents: startingPrice }));
export type AdminServiceFormInput = z.input<typeof adminServiceFormSchema>;

export const adminActiveSchema = z.object({ active: z.boolean({ error: 'active must be true or false' }) });

/** A new display order: every id of the list being ordered, each once, first shown first. */
export const adminOrderSchema = z.object({
  ids: z
    .array(z.uuid('Unknown id'), { error: 'ids is required' })
    .min(1, 'ids is required')
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, 'Each id may appear only once'),
});
export type AdminOrderBody = z.infer<typeof adminOrderSchema>;

// ---- Answers ----------------------------------------------------------------------------------

/** A service as the admin edits it: the public card's fields plus what only the admin sees. */
export const adminCatalogServiceSchema = serviceCardSchema.extend({
  categoryId: z.string(),
  /** French name, description and inclusions; null until translated (French pages show the English). */
  nameFr: z.string().nullable(),
  descriptionFr: z.string().nullable(),
  whatIsIncludedFr: z.array(z.string()).nullable(),
  /** Fields with English text and no French yet ('name', 'description', 'whatIsIncluded'). */
  missingFrench: z.array(z.string()),
  /** What the service is for sales tax (TAX_CLASSES): with the job's province, it decides the taxes. */
  taxClass: z.enum(TAX_CLASSES),
  whatIsIncluded: z.array(z.string()),
  active: z.boolean(),
  sortOrder: z.number().int(),
  /** Bookings ever made for this service, whatever their status. */
  bookingCount: z.number().int(),
  /** Former slugs that still redirect here (GET /api/service/<old> answers 308). */
  formerSlugs: z.array(z.string()),
});
export type AdminService = z.infer<typeof adminCatalogServiceSchema>;

export const adminCatalogCategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  nameFr: z.string().nullable(),
  descriptionFr: z.string().nullable(),
  /** Fields with English text and no French yet ('name', 'description'). */
  missingFrench: z.array(z.string()),
  active: z.boolean(),
  sortOrder: z.number().int(),
  /** The tax class a new service in this category starts with. */
  defaultTaxClass: z.enum(TAX_CLASSES),
  /** Every service, in display order; empty in the answer to creating the category. */
  services: z.array(adminCatalogServiceSchema),
});
export type AdminCategory = z.infer<typeof adminCatalogCategorySchema>;

// ---- Endpoints --------------------------------------------------------------------------------

const admin = ['admin'] as const;
const categoryParams = idParams('id', 'Category not found');
const serviceParams = idParams('id', 'Service not found');

export const adminCatalogEndpoints = {
  /** Every category in display order with every one of its services, active or not. */
  list: defineEndpoint({ method: 'GET', path: '/api/admin/catalogue', access: admin, response: z.array(adminCatalogCategorySchema) }),
  /** 201; the new category goes last. */
  createCategory: defineEndpoint({ method: 'POST', path: '/api/admin/catalogue/categories', access: admin, body: adminCategorySchema, response: adminCatalogCategorySchema }),
  /** Answers the whole catalogue in its new order. */
  reorderCategories: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/catalogue/categories/order',
    access: admin,
    body: adminOrderSchema,
    response: z.array(adminCatalogCategorySchema),
  }),
  updateCategory: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/catalogue/categories/:id',
    access: admin,
    params: categoryParams,
    body: adminCategorySchema,
    response: adminCatalogCategorySchema,
  }),
  /** Hiding a category hides all its services from the public catalogue; they keep their own flag. */
  setCategoryActive: defineEndpoint({
    method: 'POST',
    path: '/api/admin/catalogue/categories/:id/active',
    access: admin,
    params: categoryParams,
    body: adminActiveSchema,
    response: adminCatalogCategorySchema,
  }),
  /** Answers the category with its services in their new order. */
  reorderServices: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/catalogue/categories/:id/services/order',
    access: admin,
    params: categoryParams,
    body: adminOrderSchema,
    response: adminCatalogCategorySchema,
  }),
  /** 201; the new service goes last in its category. */
  createService: defineEndpoint({ method: 'POST', path: '/api/admin/catalogue/services', access: admin, body: adminServiceSchema, response: adminCatalogServiceSchema }),
  /** A changed slug keeps the old one as a redirect. */
  updateService: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/catalogue/services/:id',
    access: admin,
    params: serviceParams,
    body: adminServiceSchema,
    response: adminCatalogServiceSchema,
  }),
  setServiceActive: defineEndpoint({
    method: 'POST',
    path: '/api/admin/catalogue/services/:id/active',
    access: admin,
    params: serviceParams,
    body: adminActiveSchema,
    response: adminCatalogServiceSchema,
  }),
  /**
   * Multipart: the picture as the file `image`. The API registers it by hand (multipart, with its
   * own upload rate limit); the contract gives its path, params and answer.
   */
  setServiceImage: defineEndpoint({
    method: 'POST',
    path: '/api/admin/catalogue/services/:id/image',
    access: admin,
    params: serviceParams,
    response: adminCatalogServiceSchema,
  }),
  removeServiceImage: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/catalogue/services/:id/image',
    access: admin,
    params: serviceParams,
    response: adminCatalogServiceSchema,
  }),
  /** Frees a former slug: /services/<slug> stops redirecting and another service may take it. */
  removeSlugRedirect: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/catalogue/services/:id/redirects/:slug',
    access: admin,
    // The router refuses a path segment over 100 characters (414) before this runs.
    params: z.object({ id: z.uuid('Service not found'), slug: z.string().trim().toLowerCase().max(200, 'Redirect not found') }),
    response: adminCatalogServiceSchema,
  }),
};
