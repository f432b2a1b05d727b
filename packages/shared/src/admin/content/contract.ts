// Admin console — discounts and the global offer; how-it-works cards, FAQs, Markdown pages, blog
// posts, contact details and social links. The web forms and the API routes parse with the same
// objects; server-only checks (unique code or slug) live in the API service.
import { z } from 'zod';
import { SOCIAL_NETWORKS } from '../../constants';
import { contactInfoSchema, socialLinksSchema as storedSocialLinksSchema } from '../../content/contract';
import { defineEndpoint } from '../../contract';
import { normalizePhone, PHONE_INVALID_MESSAGE } from '../../phone';
import { email, requiredText } from '../../schemas/fields';
import { idParams, imageUrlsSchema } from '../../wire';
import { frenchText } from '../catalog/contract';

/** What a discount code may look like (stored upper-case). */
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{1,31}$/;
/** Page and post slugs: lowercase words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The two how-it-works lists: customers (home page) and providers (/professional). */
export const CMS_CARD_LISTS = ['howitworks', 'providerHowitworks'] as const;
export type CmsCardList = (typeof CMS_CARD_LISTS)[number];

export const BLOG_LOCALES = ['en', 'fr'] as const;
export type BlogLocale = (typeof BLOG_LOCALES)[number];

/**
 * Where a discount stands now. `live` ones can be used; the discount bar shows the one live code
 * with `showInBar` (turning it on for one code turns it off for every other).
 */
export const DISCOUNT_STATES = ['live', 'scheduled', 'expired', 'used_up', 'inactive'] as const;
export type DiscountState = (typeof DISCOUNT_STATES)[number];

// ---- Requests ---------------------------------------------------------------------------------

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

/** GET /api/admin/content/cards: one of the two lists. */
export const cardListQuery = z.object({ kind: z.enum(CMS_CARD_LISTS, { error: 'Unknown card list' }).default('howitworks') });

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

// ---- Answers ----------------------------------------------------------------------------------

/** Fields with English text and no French yet, named as in the item ('title', 'description', …). */
const missingFrench = z.array(z.string());

export const adminDiscountSchema = z.object({
  _id: z.string(),
  code: z.string(),
  description: z.string(),
  /** The discount bar's text in French; null until translated. */
  descriptionFr: z.string().nullable(),
  missingFrench,
  kind: z.enum(['percent', 'fixed']),
  percentOff: z.number().int().nullable(),
  amountOffCents: z.number().int().nullable(),
  firstBookingOnly: z.boolean(),
  minimumOrderCents: z.number().int(),
  validFrom: z.string(),
  validTo: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  usedCount: z.number().int(),
  showInBar: z.boolean(),
  active: z.boolean(),
  state: z.enum(DISCOUNT_STATES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminDiscount = z.infer<typeof adminDiscountSchema>;

export const adminDiscountPageSchema = z.object({
  discounts: z.array(adminDiscountSchema),
  pageNo: z.number().int(),
  size: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
});
export type AdminDiscountPage = z.infer<typeof adminDiscountPageSchema>;

/** The global offer on the home page (null until one is written). */
export const adminOfferSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  titleFr: z.string().nullable(),
  descriptionFr: z.string().nullable(),
  missingFrench,
  discountId: z.string().nullable(),
  /** The code of `discountId`, for display. */
  code: z.string().nullable(),
  validFrom: z.string(),
  validTo: z.string().nullable(),
  active: z.boolean(),
  updatedAt: z.string(),
});
export type AdminOffer = z.infer<typeof adminOfferSchema>;

export const adminCmsCardSchema = z.object({
  _id: z.string(),
  kind: z.enum(CMS_CARD_LISTS),
  title: z.string(),
  description: z.string(),
  titleFr: z.string().nullable(),
  descriptionFr: z.string().nullable(),
  missingFrench,
  icon: z.string(),
  sortOrder: z.number().int(),
  active: z.boolean(),
  updatedAt: z.string(),
});
export type AdminCmsCard = z.infer<typeof adminCmsCardSchema>;

export const adminFaqSchema = z.object({
  _id: z.string(),
  serviceId: z.string().nullable(),
  question: z.string(),
  answer: z.string(),
  questionFr: z.string().nullable(),
  answerFr: z.string().nullable(),
  missingFrench,
  sortOrder: z.number().int(),
  active: z.boolean(),
  updatedAt: z.string(),
});
export type AdminFaq = z.infer<typeof adminFaqSchema>;

export const adminContentPageSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  /** Markdown. */
  body: z.string(),
  titleFr: z.string().nullable(),
  descriptionFr: z.string().nullable(),
  /** Markdown; null until translated. */
  bodyFr: z.string().nullable(),
  missingFrench,
  published: z.boolean(),
  updatedAt: z.string(),
});
export type AdminContentPage = z.infer<typeof adminContentPageSchema>;

export const adminBlogPostSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  /** Markdown. */
  body: z.string(),
  author: z.string(),
  coverImage: imageUrlsSchema.nullable(),
  /** Null while a draft; in the future while scheduled. */
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** The one language the post is written in. */
  locale: z.enum(BLOG_LOCALES),
  /** Posts sharing a key are one article in each language; null for a post with no translation. */
  translationKey: z.string().nullable(),
  /** The slug of this article in each language, drafts included (its own too). */
  translations: z.object({ en: z.string().optional(), fr: z.string().optional() }),
  /** ['translation'] for an English post with no French version yet. */
  missingFrench,
});
export type AdminBlogPost = z.infer<typeof adminBlogPostSchema>;

export const adminBlogPageSchema = z.object({
  posts: z.array(adminBlogPostSchema),
  pageNo: z.number().int(),
  size: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
});
export type AdminBlogPage = z.infer<typeof adminBlogPageSchema>;

/** GET /api/admin/content/site: the footer's contact block and social links, as stored. */
export const adminSiteContactSchema = z.object({ contact: contactInfoSchema, social: storedSocialLinksSchema });
export type AdminSiteContact = z.infer<typeof adminSiteContactSchema>;

// ---- Endpoints --------------------------------------------------------------------------------

const admin = ['admin'] as const;
const discountParams = idParams('id', 'Discount not found');
const cardParams = idParams('id', 'Card not found');
const faqParams = idParams('id', 'FAQ not found');
const pageParams = idParams('id', 'Page not found');
const postParams = idParams('id', 'Blog post not found');

export const adminDiscountEndpoints = {
  list: defineEndpoint({ method: 'GET', path: '/api/admin/discounts', access: admin, query: discountListQuery, response: adminDiscountPageSchema }),
  /** 201. */
  create: defineEndpoint({ method: 'POST', path: '/api/admin/discounts', access: admin, body: discountSchema, response: adminDiscountSchema }),
  update: defineEndpoint({ method: 'PUT', path: '/api/admin/discounts/:id', access: admin, params: discountParams, body: discountSchema, response: adminDiscountSchema }),
  deactivate: defineEndpoint({ method: 'POST', path: '/api/admin/discounts/:id/deactivate', access: admin, params: discountParams, response: adminDiscountSchema }),
  /** The offer the console edits; null until one is written. */
  offer: defineEndpoint({ method: 'GET', path: '/api/admin/offer', access: admin, response: adminOfferSchema.nullable() }),
  saveOffer: defineEndpoint({ method: 'PUT', path: '/api/admin/offer', access: admin, body: offerSchema, response: adminOfferSchema }),
};

export const adminContentEndpoints = {
  cards: defineEndpoint({ method: 'GET', path: '/api/admin/content/cards', access: admin, query: cardListQuery, response: z.array(adminCmsCardSchema) }),
  /** 201. */
  createCard: defineEndpoint({ method: 'POST', path: '/api/admin/content/cards', access: admin, body: cmsCardSchema, response: adminCmsCardSchema }),
  updateCard: defineEndpoint({ method: 'PUT', path: '/api/admin/content/cards/:id', access: admin, params: cardParams, body: cmsCardSchema, response: adminCmsCardSchema }),
  deleteCard: defineEndpoint({ method: 'DELETE', path: '/api/admin/content/cards/:id', access: admin, params: cardParams, response: z.void() }),

  /** The FAQ page's questions, or one service's (?serviceId=). */
  faqs: defineEndpoint({ method: 'GET', path: '/api/admin/content/faqs', access: admin, query: faqListQuery, response: z.array(adminFaqSchema) }),
  /** 201. */
  createFaq: defineEndpoint({ method: 'POST', path: '/api/admin/content/faqs', access: admin, body: faqSchema, response: adminFaqSchema }),
  updateFaq: defineEndpoint({ method: 'PUT', path: '/api/admin/content/faqs/:id', access: admin, params: faqParams, body: faqSchema, response: adminFaqSchema }),
  deleteFaq: defineEndpoint({ method: 'DELETE', path: '/api/admin/content/faqs/:id', access: admin, params: faqParams, response: z.void() }),

  /** Every page, drafts too. */
  pages: defineEndpoint({ method: 'GET', path: '/api/admin/content/pages', access: admin, response: z.array(adminContentPageSchema) }),
  /** 201. */
  createPage: defineEndpoint({ method: 'POST', path: '/api/admin/content/pages', access: admin, body: contentPageSchema, response: adminContentPageSchema }),
  updatePage: defineEndpoint({ method: 'PUT', path: '/api/admin/content/pages/:id', access: admin, params: pageParams, body: contentPageSchema, response: adminContentPageSchema }),
  deletePage: defineEndpoint({ method: 'DELETE', path: '/api/admin/content/pages/:id', access: admin, params: pageParams, response: z.void() }),

  posts: defineEndpoint({ method: 'GET', path: '/api/admin/content/blog', access: admin, query: blogListQuery, response: adminBlogPageSchema }),
  post: defineEndpoint({ method: 'GET', path: '/api/admin/content/blog/:id', access: admin, params: postParams, response: adminBlogPostSchema }),
  /** 201. */
  createPost: defineEndpoint({ method: 'POST', path: '/api/admin/content/blog', access: admin, body: blogPostSchema, response: adminBlogPostSchema }),
  updatePost: defineEndpoint({ method: 'PUT', path: '/api/admin/content/blog/:id', access: admin, params: postParams, body: blogPostSchema, response: adminBlogPostSchema }),
  deletePost: defineEndpoint({ method: 'DELETE', path: '/api/admin/content/blog/:id', access: admin, params: postParams, response: z.void() }),
  /**
   * Multipart: the picture as the file `image`. The API registers it by hand (multipart, with its
   * own upload rate limit); the contract gives its path, params and answer.
   */
  setPostCover: defineEndpoint({ method: 'POST', path: '/api/admin/content/blog/:id/cover', access: admin, params: postParams, response: adminBlogPostSchema }),
  removePostCover: defineEndpoint({ method: 'DELETE', path: '/api/admin/content/blog/:id/cover', access: admin, params: postParams, response: adminBlogPostSchema }),

  site: defineEndpoint({ method: 'GET', path: '/api/admin/content/site', access: admin, response: adminSiteContactSchema }),
  saveContact: defineEndpoint({ method: 'PUT', path: '/api/admin/content/contact', access: admin, body: contactSchema, response: adminSiteContactSchema }),
  saveSocial: defineEndpoint({ method: 'PUT', path: '/api/admin/content/social', access: admin, body: socialLinksSchema, response: adminSiteContactSchema }),
};
