// The public site's editable content (how-it-works cards, FAQs, pages, blog), the discounts and
// offers it advertises, and what visitors send in (inquiries, help requests).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { services } from './catalog';
import { users } from './users';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const CMS_CARD_KINDS = ['howitworks', 'providerHowitworks'] as const;

/** The steps of "how it works", for customers (home) and for providers (/professional). */
export const cmsCards = pgTable(
  'cms_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: CMS_CARD_KINDS }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** French title and description; null until translated. */
    titleFr: text('title_fr'),
    descriptionFr: text('description_fr'),
    /** A name from the web app's icon set (search, calendar, shield, …); unknown names get a default. */
    icon: text('icon').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('cms_cards_kind_idx').on(t.kind, t.active, t.sortOrder),
    check('cms_cards_kind_check', sql`${t.kind} in ('howitworks', 'providerHowitworks')`),
  ],
);

/** Questions for the FAQ page (no service) or for one service's page. */
export const faqs = pgTable(
  'faqs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    /** French question and answer; null until translated. */
    questionFr: text('question_fr'),
    answerFr: text('answer_fr'),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('faqs_service_idx').on(t.serviceId, t.active, t.sortOrder), index('faqs_global_idx').on(t.active, t.sortOrder).where(sql`${t.serviceId} is null`)],
);

/** Marketing and legal pages (why us, policies, terms), written in Markdown. */
export const contentPages = pgTable(
  'content_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** One or two sentences for search results and link previews. */
    description: text('description').notNull(),
    body: text('body').notNull(),
    /** French title, description and body; null until translated. */
    titleFr: text('title_fr'),
    descriptionFr: text('description_fr'),
    bodyFr: text('body_fr'),
    published: boolean('published').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('content_pages_slug_key').on(t.slug), index('content_pages_published_idx').on(t.published)],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    body: text('body').notNull(),
    /** Stored image name under /uploads/blog/<variant>/<name>. */
    coverImage: text('cover_image'),
    author: text('author').notNull(),
    /** A post is written in one language and listed only there. */
    locale: text('locale', { enum: ['en', 'fr'] }).notNull().default('en'),
    /** Posts sharing a key are one article in each language (their pages link to each other). */
    translationKey: text('translation_key'),
    /** Unpublished (draft) while null or in the future. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('blog_posts_slug_key').on(t.slug),
    index('blog_posts_published_idx').on(t.publishedAt.desc(), t.id),
    index('blog_posts_locale_published_idx').on(t.locale, t.publishedAt.desc(), t.id),
    uniqueIndex('blog_posts_translation_key').on(t.translationKey, t.locale),
    check('blog_posts_locale_check', sql`${t.locale} in ('en', 'fr')`),
  ],
);

/**
 * Discount codes. `code` is what the customer types (the spec's `name`). Bookings apply them with a
 * conditional `used_count = used_count + 1 where used_count < usage_limit`, which the check backs up.
 */
export const discounts = pgTable(
  'discounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    /** French description (the discount bar); null until translated. */
    descriptionFr: text('description_fr'),
    kind: text('kind', { enum: ['percent', 'fixed'] }).notNull(),
    /** For kind 'percent': 1–100. */
    percentOff: integer('percent_off'),
    /** For kind 'fixed': integer cents (CAD). */
    amountOffCents: integer('amount_off_cents'),
    /** Only a customer's first booking qualifies. */
    firstBookingOnly: boolean('first_booking_only').notNull().default(false),
    minimumOrderCents: integer('minimum_order_cents').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
    /** Open-ended while null. */
    validTo: timestamp('valid_to', { withTimezone: true }),
    /** Unlimited while null. */
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    /** Advertised in the discount bar above the header. */
    showInBar: boolean('show_in_bar').notNull().default(false),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    // Codes are stored upper-case, so this is also case-insensitive uniqueness.
    uniqueIndex('discounts_code_key').on(t.code),
    index('discounts_bar_idx').on(t.active, t.showInBar, t.validFrom),
    index('discounts_valid_to_idx').on(t.validTo),
    check('discounts_code_upper_check', sql`${t.code} = upper(${t.code})`),
    check('discounts_kind_check', sql`${t.kind} in ('percent', 'fixed')`),
    check(
      'discounts_amount_check',
      sql`(${t.kind} = 'percent' and ${t.percentOff} between 1 and 100 and ${t.amountOffCents} is null) or (${t.kind} = 'fixed' and ${t.amountOffCents} > 0 and ${t.percentOff} is null)`,
    ),
    check('discounts_usage_check', sql`${t.usedCount} >= 0 and (${t.usageLimit} is null or (${t.usageLimit} > 0 and ${t.usedCount} <= ${t.usageLimit}))`),
    check('discounts_dates_check', sql`${t.validTo} is null or ${t.validTo} > ${t.validFrom}`),
  ],
);

/** Promotions shown on the home page; the current global offer is the first live one by sort order. */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** French title and description; null until translated. */
    titleFr: text('title_fr'),
    descriptionFr: text('description_fr'),
    /** The code the offer advertises, if any. */
    discountId: uuid('discount_id').references(() => discounts.id, { onDelete: 'set null' }),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
    validTo: timestamp('valid_to', { withTimezone: true }),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('offers_live_idx').on(t.active, t.sortOrder, t.validFrom), index('offers_discount_idx').on(t.discountId)],
);

export const INQUIRY_STATUSES = ['new', 'in_progress', 'closed'] as const;
export const INQUIRY_SOURCES = ['footer', 'contact', 'chat'] as const;

/** Messages from visitors (footer and contact page now, the chat assistant later), for the support team. */
export const inquiries = pgTable(
  'inquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for chat leads: the assistant asks for a name and a phone number only. */
    email: text('email'),
    /** Chat leads: the name the visitor gave. */
    name: text('name'),
    /** +1XXXXXXXXXX */
    phone: text('phone').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: INQUIRY_STATUSES }).notNull().default('new'),
    source: text('source', { enum: INQUIRY_SOURCES }).notNull().default('footer'),
    /** Chat leads: the conversation (admins read its transcript). */
    chatSessionId: text('chat_session_id'),
    /** The assistant could not answer: a person should call the visitor back. */
    needsCallback: boolean('needs_callback').notNull().default(false),
    /** The language the visitor wrote in: the reply uses it. */
    locale: text('locale', { enum: ['en', 'fr'] }).notNull().default('en'),
    ...timestamps,
  },
  (t) => [
    index('inquiries_status_created_idx').on(t.status, t.createdAt),
    index('inquiries_created_idx').on(t.createdAt),
    index('inquiries_email_idx').on(t.email),
    index('inquiries_chat_session_idx').on(t.chatSessionId),
    check('inquiries_status_check', sql`${t.status} in ('new', 'in_progress', 'closed')`),
    check('inquiries_source_check', sql`${t.source} in ('footer', 'contact', 'chat')`),
  ],
);

export const SUPPORT_TICKET_STATUSES = ['open', 'in_progress', 'closed'] as const;

/** Help requests with a screenshot kept in private storage (never under /uploads). */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The signed-in user who sent it, if any. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    /** Storage key of the re-encoded screenshot. */
    screenshotKey: text('screenshot_key').notNull(),
    status: text('status', { enum: SUPPORT_TICKET_STATUSES }).notNull().default('open'),
    ...timestamps,
  },
  (t) => [
    index('support_tickets_user_idx').on(t.userId),
    index('support_tickets_status_created_idx').on(t.status, t.createdAt),
    check('support_tickets_status_check', sql`${t.status} in ('open', 'in_progress', 'closed')`),
  ],
);
