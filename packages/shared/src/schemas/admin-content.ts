// Admin console (issue 9): the forms for discount codes, the global offer, how-it-works cards, FAQs,
// Markdown pages, blog posts, contact details and social links. The web forms and the API routes
// parse with the same objects; server-only checks (unique code or slug) live in the API service.
import { z } from 'zod';
import { SOCIAL_NETWORKS } from '../constants';
import { normalizePhone, PHONE_INVALID_MESSAGE } from '../phone';
import { BLOG_LOCALES, CMS_CARD_LISTS, DISCOUNT_CODE_PATTERN, SLUG_PATTERN } from '../admin/content';
import { email, requiredText } from './fields';
import { frenchText } from './admin-catalogue';

/** Form inputs send '' for an empty field; the API may send null. Both mean "not given". */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

const optionalWholeNumber = (label: string, min: number, max: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `${label} must be a number` })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be between ${min} and ${max}`)
      .max(max, `${label} must be between ${min} and ${max}`)
      .optional(),
  );

/** Dollars as typed ("12.50") to integer cents. */
const optionalDollars = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `${label} must be an amount in dollars` })
      .min(0, `${label} cannot be negative`)
      .max(100_000, `${label} must be at most $100,000`)
      .refine((v) => Number.isInteger(Math.round(v * 100 * 1000) / 1000), `${label} can have at most two decimals`)
      .transform((v) => Math.round(v * 100))
      .optional(),
  );

/** A date and time: an ISO string from the API, a datetime-local value in the browser (read in its time zone). */
const optionalDate = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .date({ error: `${label} must be a date` })
      .refine((d) => !Number.isNaN(d.getTime()), `${label} must be a date`)
      .optional(),
  );

const sortOrder = optionalWholeNumber('Order', 0, 10_000).transform((v) => v ?? 0);
const flag = (fallback: boolean) => z.boolean({ error: 'Choose yes or no' }).default(fallback);

const slug = (label: string) =>
  requiredText(label, 100)
    .transform((v) => v.toLowerCase())
    .refine((v) => SLUG_PATTERN.test(v), `${label} may contain only lowercase letters, numbers and single hyphens`);

// ---- Discounts and the global offer -----------------------------------------------------------

export const discountSchema = z
  .object({
    code: requiredText('Code', 32)
      .transform((v) => v.toUpperCase())
      .refine((v) => DISCOUNT_CODE_PATTERN.test(v), 'Code may contain only letters, numbers, hyphens and underscores'),
    description: requiredText('Description', 300),
    descriptionFr: frenchText('French description', 300),
    kind: z.enum(['percent', 'fixed'], { error: 'Choose percent or fixed amount' }),
    percentOff: optionalWholeNumber('Percent off', 1, 100),
    /** Dollars; sent on as `amountOffCents`. */
    amountOff: optionalDollars('Amount off'),
    minimumOrder: optionalDollars('Minimum order'),
    firstBookingOnly: flag(false),
    validFrom: optionalDate('Valid from'),
    validTo: optionalDate('Valid to'),
    usageLimit: optionalWholeNumber('Usage limit', 1, 10_000_000),
    showInBar: flag(false),
    active: flag(true),
  })
  .superRefine((d, ctx) => {
    if (d.kind === 'percent' && d.percentOff === undefined) ctx.addIssue({ code: 'custom', path: ['percentOff'], message: 'Percent off is required' });
    if (d.kind === 'fixed' && !d.amountOff) ctx.addIssue({ code: 'custom', path: ['amountOff'], message: 'Amount off is required' });
    if (d.validTo && d.validTo <= (d.validFrom ?? new Date())) ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'Valid to must be after valid from' });
  })
  .transform(({ amountOff, minimumOrder, ...d }) => ({
    ...d,
    percentOff: d.kind === 'percent' ? d.percentOff! : null,
    amountOffCents: d.kind === 'fixed' ? amountOff! : null,
    minimumOrderCents: minimumOrder ?? 0,
    validTo: d.validTo ?? null,
    usageLimit: d.usageLimit ?? null,
  }));
export type DiscountFormInput = z.input<typeof discountSchema>;
export type DiscountInput = z.output<typeof discountSchema>;

/** A list filter given as ?missingFrench=1 (or true). */
const missingFlag = z.preprocess((v) => v === '1' || v === 'true' || v === true, z.boolean()).optional();

export const DISCOUNT_LIST_STATUSES = ['active', 'expired', 'inactive'] as const;
export const DISCOUNT_SORTS = ['createdAt', 'code', 'validFrom', 'validTo', 'usedCount'] as const;

const pageNo = z.coerce.number({ error: 'pageNo must be a number' }).int('pageNo must be a whole number').min(1, 'pageNo starts at 1').default(1);
const size = z.coerce.number({ error: 'size must be a number' }).int('size must be a whole number').min(1, 'size must be between 1 and 100').max(100, 'size must be between 1 and 100').default(20);

export const discountListQuery = z.object({
  status: z.preprocess(blankToUndefined, z.enum(DISCOUNT_LIST_STATUSES, { error: 'Unknown status' }).optional()),
  q: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  /** Only the codes whose description has no French yet. */
  missingFrench: missingFlag,
  sort: z.enum(DISCOUNT_SORTS, { error: 'Unknown sort' }).default('createdAt'),
  order: z.enum(['asc', 'desc'], { error: 'Order is asc or desc' }).default('desc'),
  pageNo,
  size,
});
export type DiscountListQuery = z.output<typeof discountListQuery>;

export const offerSchema = z
  .object({
    title: requiredText('Title', 120),
    description: requiredText('Description', 500),
    titleFr: frenchText('French title', 120),
    descriptionFr: frenchText('French description', 500),
    discountId: z.preprocess(blankToUndefined, z.uuid('Choose a discount code').optional()),
    validFrom: optionalDate('Valid from'),
    validTo: optionalDate('Valid to'),
    active: flag(true),
  })
  .superRefine((d, ctx) => {
    if (d.validTo && d.validTo <= (d.validFrom ?? new Date())) ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'Valid to must be after valid from' });
  })
  .transform((d) => ({ ...d, discountId: d.discountId ?? null, validTo: d.validTo ?? null }));
export type OfferFormInput = z.input<typeof offerSchema>;
export type OfferInput = z.output<typeof offerSchema>;

// ---- Site content ----------------------------------------------------------------------------

export const cmsCardSchema = z.object({
  kind: z.enum(CMS_CARD_LISTS, { error: 'Choose the customer or the provider list' }),
  title: requiredText('Title', 120),
  description: requiredText('Description', 500),
  titleFr: frenchText('French title', 120),
  descriptionFr: frenchText('French description', 500),
  /** A name from the web app's icon set; unknown names get a default icon. */
  icon: z.string().trim().max(40, 'Icon must be at most 40 characters').default(''),
  sortOrder,
  active: flag(true),
});
export type CmsCardFormInput = z.input<typeof cmsCardSchema>;
export type CmsCardInput = z.output<typeof cmsCardSchema>;

export const faqSchema = z.object({
  /** The service whose page shows it; none for the FAQ page. */
  serviceId: z.preprocess(blankToUndefined, z.uuid('Choose a service').optional()).transform((v) => v ?? null),
  question: requiredText('Question', 300),
  answer: requiredText('Answer', 4000),
  questionFr: frenchText('French question', 300),
  answerFr: frenchText('French answer', 4000),
  sortOrder,
  active: flag(true),
});
export type FaqFormInput = z.input<typeof faqSchema>;
export type FaqInput = z.output<typeof faqSchema>;

export const faqListQuery = z.object({
  /** A service id, or absent for the FAQ page's questions. */
  serviceId: z.preprocess(blankToUndefined, z.uuid('Unknown service').optional()),
});

export const contentPageSchema = z.object({
  slug: slug('Slug'),
  title: requiredText('Title', 160),
  description: requiredText('Description', 300),
  body: requiredText('Body', 100_000),
  titleFr: frenchText('French title', 160),
  descriptionFr: frenchText('French description', 300),
  bodyFr: frenchText('French body', 100_000),
  published: flag(true),
});
export type ContentPageFormInput = z.input<typeof contentPageSchema>;
export type ContentPageInput = z.output<typeof contentPageSchema>;

export const blogPostSchema = z.object({
  title: requiredText('Title', 160),
  slug: slug('Slug'),
  excerpt: requiredText('Excerpt', 500),
  body: requiredText('Body', 100_000),
  author: requiredText('Author', 120),
  /** The language the post is written in; left out, a new post is English and an edited one keeps its own. */
  locale: z.enum(BLOG_LOCALES, { error: 'Choose English or French' }).optional(),
  /** The same article in the other language shares this key; empty means none. Left out keeps the stored one. */
  translationKey: z
    .string()
    .trim()
    .toLowerCase()
    .max(100, 'Translation key must be at most 100 characters')
    .refine((v) => v === '' || SLUG_PATTERN.test(v), 'Translation key may contain only lowercase letters, numbers and single hyphens')
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v)),
  /** Unpublished posts are drafts nobody else sees. */
  published: flag(false),
  /** When a published post goes live: empty keeps its date (or means now); a future date schedules it. */
  publishedAt: optionalDate('Publish date'),
});
export type BlogPostFormInput = z.input<typeof blogPostSchema>;
export type BlogPostInput = z.output<typeof blogPostSchema>;

export const blogListQuery = z.object({
  status: z.preprocess(blankToUndefined, z.enum(['published', 'draft'], { error: 'Unknown status' }).optional()),
  locale: z.preprocess(blankToUndefined, z.enum(BLOG_LOCALES, { error: 'Choose English or French' }).optional()),
  /** Only English posts with no French version yet. */
  missingFrench: missingFlag,
  pageNo,
  size,
});

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((v) => v || null)
    .nullable()
    .default(null);

export const contactSchema = z.object({
  phoneNumber: optionalText('Phone number', 20)
    .refine((v) => v === null || normalizePhone(v) !== null, PHONE_INVALID_MESSAGE)
    .transform((v) => (v === null ? null : (normalizePhone(v) ?? v))),
  customerServiceEmail: z.preprocess(blankToUndefined, email.optional()).transform((v) => v ?? null),
  address: optionalText('Address', 300),
});
export type ContactFormInput = z.input<typeof contactSchema>;
export type ContactInput = z.output<typeof contactSchema>;

const socialLink = z.preprocess(
  blankToUndefined,
  z
    .url({ error: 'Enter a full link starting with https://' })
    .max(300, 'Link must be at most 300 characters')
    .refine((v) => v.startsWith('https://'), 'Enter a full link starting with https://')
    .optional(),
);

export const socialLinksSchema = z.object(Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, socialLink])) as Record<(typeof SOCIAL_NETWORKS)[number], typeof socialLink>);
export type SocialLinksFormInput = z.input<typeof socialLinksSchema>;
export type SocialLinksInput = z.output<typeof socialLinksSchema>;
