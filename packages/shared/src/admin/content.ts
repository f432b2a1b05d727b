// Admin console (issue 9), discounts and content: the wire shapes of /api/admin/discounts,
// /api/admin/offer and /api/admin/content/**, and the rules both sides share.
import type { ContactInfo, ImageUrls, SocialLinks } from '../api-types';

/** What a discount code may look like (stored upper-case). */
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{1,31}$/;
/** Page and post slugs: lowercase words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The two how-it-works lists: customers (home page) and providers (/professional). */
export const CMS_CARD_LISTS = ['howitworks', 'providerHowitworks'] as const;
export type CmsCardList = (typeof CMS_CARD_LISTS)[number];

/**
 * Where a discount stands now. `live` ones can be used; the discount bar shows the one live code
 * with `showInBar` (turning it on for one code turns it off for every other).
 */
export type DiscountState = 'live' | 'scheduled' | 'expired' | 'used_up' | 'inactive';

/** Fields with English text and no French yet, named as in the item ('title', 'description', …). */
export type MissingFrench = string[];

export interface AdminDiscount {
  _id: string;
  code: string;
  description: string;
  /** The discount bar's text in French; null until translated. */
  descriptionFr: string | null;
  missingFrench: MissingFrench;
  kind: 'percent' | 'fixed';
  percentOff: number | null;
  amountOffCents: number | null;
  firstBookingOnly: boolean;
  minimumOrderCents: number;
  validFrom: string;
  validTo: string | null;
  usageLimit: number | null;
  usedCount: number;
  showInBar: boolean;
  active: boolean;
  state: DiscountState;
  createdAt: string;
  updatedAt: string;
}

export interface AdminDiscountPage {
  discounts: AdminDiscount[];
  pageNo: number;
  size: number;
  pages: number;
  total: number;
}

/** The global offer on the home page (null until one is written). */
export interface AdminOffer {
  _id: string;
  title: string;
  description: string;
  titleFr: string | null;
  descriptionFr: string | null;
  missingFrench: MissingFrench;
  discountId: string | null;
  /** The code of `discountId`, for display. */
  code: string | null;
  validFrom: string;
  validTo: string | null;
  active: boolean;
  updatedAt: string;
}

export interface AdminCmsCard {
  _id: string;
  kind: CmsCardList;
  title: string;
  description: string;
  titleFr: string | null;
  descriptionFr: string | null;
  missingFrench: MissingFrench;
  icon: string;
  sortOrder: number;
  active: boolean;
  updatedAt: string;
}

export interface AdminFaq {
  _id: string;
  serviceId: string | null;
  question: string;
  answer: string;
  questionFr: string | null;
  answerFr: string | null;
  missingFrench: MissingFrench;
  sortOrder: number;
  active: boolean;
  updatedAt: string;
}

export interface AdminContentPage {
  _id: string;
  slug: string;
  title: string;
  description: string;
  /** Markdown. */
  body: string;
  titleFr: string | null;
  descriptionFr: string | null;
  /** Markdown; null until translated. */
  bodyFr: string | null;
  missingFrench: MissingFrench;
  published: boolean;
  updatedAt: string;
}

export interface AdminBlogPost {
  _id: string;
  slug: string;
  title: string;
  excerpt: string;
  /** Markdown. */
  body: string;
  author: string;
  coverImage: ImageUrls | null;
  /** Null while a draft; in the future while scheduled. */
  publishedAt: string | null;
  updatedAt: string;
  /** The one language the post is written in. */
  locale: BlogLocale;
  /** Posts sharing a key are one article in each language; null for a post with no translation. */
  translationKey: string | null;
  /** The slug of this article in each language, drafts included (its own too). */
  translations: { en?: string; fr?: string };
  /** ['translation'] for an English post with no French version yet. */
  missingFrench: MissingFrench;
}

export const BLOG_LOCALES = ['en', 'fr'] as const;
export type BlogLocale = (typeof BLOG_LOCALES)[number];

export interface AdminBlogPage {
  posts: AdminBlogPost[];
  pageNo: number;
  size: number;
  pages: number;
  total: number;
}

/** GET /api/admin/content/site: the footer's contact block and social links, as stored. */
export interface AdminSiteContact {
  contact: ContactInfo;
  social: SocialLinks;
}
