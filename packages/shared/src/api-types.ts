// Wire types of the API (spec §3). Field names are the spec's: mobile clients already speak them.
import type { Role, VerificationStatus, ImageVariant, SocialNetwork } from './constants';

/** Every response: `{ success, message?, data? }`; validation failures add `errors: { field: message }`. */
export interface ApiEnvelope<T = unknown> {
  success: boolean;
  message?: string;
  data?: T;
  errors?: Record<string, string>;
}

export type ImageUrls = Record<ImageVariant, string>;

export interface ProviderSummary {
  _id: string;
  verificationstatus: VerificationStatus;
}

export interface User {
  _id: string;
  fullname: string;
  firstName: string;
  lastName: string;
  email: string;
  isEmailVerified: boolean;
  role: Role;
  phonenumber: string | null;
  isPhoneNumberVerified: boolean;
  profilePic: ImageUrls | null;
  marketingEmails: boolean;
  /** Providers carry one entry (the first is used, spec §3); other roles an empty list. */
  serviceprovider: ProviderSummary[];
  createdAt: string;
}

export interface LoginResult {
  token: string;
  /** Seconds until the token expires. */
  expiresIn: number;
  user: User;
}

export interface ServiceSummary {
  _id: string;
  name: string;
  slug: string;
}

export interface CategoryWithServices {
  _id: string;
  name: string;
  slug: string;
  services: ServiceSummary[];
}

export interface DevOutboxMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  body: string;
  createdAt: string;
}

/** A service as the public site shows it (GET /api/category/list, /api/category/{id}). */
export interface ServiceCard extends ServiceSummary {
  description: string;
  /** Integer cents (CAD). */
  startingPriceCents: number;
  durationMinutes: number;
  /** When true, a booking must carry a note ('Description is required'). */
  requiresDescription: boolean;
  featured: boolean;
  image: ImageUrls | null;
}

export interface CategoryWithServiceCards extends CategoryWithServices {
  description: string;
  services: ServiceCard[];
}

export interface Faq {
  _id: string;
  question: string;
  answer: string;
}

/** One service's page (GET /api/service/{slug}). */
export interface ServiceDetail extends ServiceCard {
  whatIsIncluded: string[];
  faqs: Faq[];
  category: { _id: string; name: string; slug: string };
}

/** GET /api/cms/cms-card-list/{howitworks|providerHowitworks} */
export interface CmsCard {
  _id: string;
  title: string;
  description: string;
  icon: string;
}

/** GET /api/cms/contact-us: each field null when not set. */
export interface ContactInfo {
  phoneNumber: string | null;
  customerServiceEmail: string | null;
  address: string | null;
}

/** GET /api/cms/social-links: the networks that have a link. */
export type SocialLinks = Partial<Record<SocialNetwork, string>>;

/** GET /api/cms/page/{slug}: a Markdown page. */
export interface ContentPage {
  slug: string;
  title: string;
  description: string;
  body: string;
  updatedAt: string;
}

export type ContentPageSummary = Omit<ContentPage, 'body'>;

export interface BlogPostSummary {
  _id: string;
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  coverImage: ImageUrls | null;
  publishedAt: string;
  updatedAt: string;
}

export interface BlogPost extends BlogPostSummary {
  /** Markdown. */
  body: string;
}

/** GET /api/blog/list?pageNo&size */
export interface BlogPage {
  posts: BlogPostSummary[];
  pages: number;
  pageNo: number;
  size: number;
  total: number;
}

/** The discount bar (GET /api/offer/discount): `name` is the code to type. */
export interface Discount {
  _id: string;
  name: string;
  description: string;
  percentOff: number | null;
  amountOffCents: number | null;
  validTo: string | null;
}

/** GET /api/offer/globalOffer */
export interface GlobalOffer {
  _id: string;
  title: string;
  description: string;
  /** The code the offer advertises, when it has one. */
  code: string | null;
  validTo: string | null;
}
