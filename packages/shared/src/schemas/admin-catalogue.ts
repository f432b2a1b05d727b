// The admin catalogue's forms and request bodies (issue 9). The service form takes the price in
// dollars and "what is included" one item per line; it outputs exactly the API's body (cents, list).
import { z } from 'zod';
import { PRICE_UNITS, SLUG_MAX_LENGTH, SLUG_PATTERN } from '../admin/catalogue';
import { requiredText } from './fields';
import { TAX_CLASSES } from '../tax';

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
