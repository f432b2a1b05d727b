// Wire types of the API (spec §3). Field names are the spec's: mobile clients already speak them.
import type { Role, VerificationStatus, ImageVariant, SocialNetwork, ProvinceCode } from './constants';
import type { BookingAmounts, BookingPaymentStatus, BookingStatus, PayoutStatus, RefundPolicy } from './booking';
import type { CardBrand } from './account';
import type { Locale } from './locale';

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
  /** Providers: text messages about their jobs (assigned, cancelled, paid out), to their verified phone. */
  smsJobAlerts: boolean;
  /** A new email address waiting for its owner to open the confirmation link, or null. */
  pendingEmail: string | null;
  /** The language they read Hearth in: pages after sign-in, emails, SMS. */
  locale: Locale;
  /** Providers carry one entry (the first is used, spec §3); other roles an empty list. */
  serviceprovider: ProviderSummary[];
  createdAt: string;
}

/** GET/PATCH /api/service-provider/profile (spec §3 Provider profile). */
export interface ProviderProfile {
  firstname: string;
  phonenumber: string | null;
  isPhoneNumberVerified: boolean;
  language: string[];
  email: string;
  isEmailVerified: boolean;
  dob: string | null;
  postcode: string | null;
  street: string | null;
  city: string | null;
  province: string | null;
  verificationstatus: VerificationStatus;
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
  _id: number;
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  /** The text part of an email, or the SMS. */
  body: string;
  /** The HTML part of an email, when it has one. */
  html: string | null;
  /** Files sent with the email, each downloaded from the API at its `path`. */
  attachments: DevOutboxAttachment[];
  createdAt: string;
}

export interface DevOutboxAttachment {
  filename: string;
  contentType: string;
  /** Bytes. */
  size: number;
  /** On the API: GET /api/dev/outbox/{id}/attachments/{index}. */
  path: string;
}

/** A service as the public site shows it (GET /api/category/list, /api/category/{id}). */
export interface ServiceCard extends ServiceSummary {
  description: string;
  /** Integer cents (CAD). */
  startingPriceCents: number;
  durationMinutes: number;
  /** 'hour': the price is per hour and the customer picks the hours; 'job': one price per visit. */
  priceUnit: 'job' | 'hour';
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
  /** The language the post is written in (a post is listed only in its own language). */
  locale?: 'en' | 'fr';
}

/** A post's slug in each language it is published in, its own included. */
export type BlogTranslations = { en?: string; fr?: string };

export interface BlogPost extends BlogPostSummary {
  /** Markdown. */
  body: string;
  /** The same article in each language (links for the language switcher). */
  translations?: BlogTranslations;
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

// ---- Bookings (issue 6) -------------------------------------------------------------------------

export interface Paged<T> {
  items: T[];
  pageNo: number;
  size: number;
  total: number;
  pages: number;
}

export interface BookingServiceRef {
  _id: string;
  name: string;
  slug: string;
  image: ImageUrls | null;
}

export interface BookingAddress {
  name: string;
  phonenumber: string;
  street: string;
  city: string;
  province: ProvinceCode;
  country: string;
  postcode: string;
}

export interface BookingHistoryEntry {
  from: BookingStatus | null;
  to: BookingStatus;
  /** 'customer' | 'serviceprovider' | 'admin' | 'system' */
  by: Role | 'system';
  reason: string | null;
  at: string;
}

export interface BookingReview {
  rating: number;
  review: string;
  createdAt: string;
}

/** A booking as its customer (and admins) see it. */
export interface Booking {
  _id: string;
  status: BookingStatus;
  service: BookingServiceRef;
  /** ISO instants; the job is expected to end at `endsAt`. */
  scheduledAt: string;
  endsAt: string;
  quantity: number;
  address: BookingAddress;
  note: string;
  phonenumber: string;
  email: string;
  zipcode: string;
  discountCode: string | null;
  amounts: BookingAmounts;
  /** What has been refunded so far (cents): given back, or taken off the hold before it was charged. */
  refundedCents: number;
  /** What the customer's card was actually charged (cents), once the payment is settled. */
  chargedCents: number;
  payment: BookingPayment;
  /** A completed job: the customer may report a problem until `endsAt`; null before completion. */
  confirmation: { endsAt: string; problemReportedAt: string | null } | null;
  provider: { _id: string; name: string } | null;
  review: BookingReview | null;
  createdAt: string;
  /** Messages from the provider the customer has not read yet. */
  unreadMessages: number;
  /** Only on GET /api/booking/{id}. */
  history?: BookingHistoryEntry[];
  /** Only on GET /api/booking/{id} while the customer may cancel: what cancelling now would refund. */
  cancellation?: { policy: RefundPolicy; refundCents: number } | null;
}

/** Where a booking's card payment stands, as the customer sees it. */
export interface BookingPayment {
  status: BookingPaymentStatus;
  /** card_saved: from when the hold will be placed (the card is not charged before the job). */
  holdFrom: string | null;
  /** hold_failed: choose another card by then, or the booking is cancelled without fee. */
  cardUpdateDeadline: string | null;
  /** The bank's reason for the last decline, if any. */
  error: string | null;
}

/** 201 of POST /api/booking. */
export interface CreatedBooking {
  _id: string;
  status: BookingStatus;
  amounts: BookingAmounts;
  /** Stripe only: the bank asks the customer to confirm (3-D Secure); finish it with this, then the booking opens. */
  clientSecret?: string;
}

/** POST /api/booking/quote. */
export interface BookingQuote {
  amounts: BookingAmounts;
  /** Why the discount code was not applied (the price is then without it), or null. */
  discountError: string | null;
}

/** A booking offered to a provider: no street and no customer contact until they accept it. */
export interface AvailableBooking {
  _id: string;
  service: BookingServiceRef;
  scheduledAt: string;
  endsAt: string;
  quantity: number;
  area: { fsa: string; city: string; province: ProvinceCode };
  /** What the provider is paid for the job (cents), after the platform commission. */
  payoutCents: number;
  /** The customer's card is held for the job (not only saved for a hold placed closer to the date). */
  paymentSecured: boolean;
}

/** A job a provider accepted (GET /api/service-provider/mybookings): full address and contact. */
export interface ProviderJob {
  _id: string;
  status: BookingStatus;
  service: BookingServiceRef;
  scheduledAt: string;
  endsAt: string;
  quantity: number;
  address: BookingAddress;
  note: string;
  customer: { name: string; phonenumber: string };
  payoutCents: number;
  /** The customer's card is held for the job. */
  paymentSecured: boolean;
  /** The provider may start the job from `startOpensAt` until `startClosesAt` (ISO instants). */
  startOpensAt: string;
  startClosesAt: string;
  review: BookingReview | null;
  /** Messages from the customer the provider has not read yet. */
  unreadMessages: number;
  history?: BookingHistoryEntry[];
}

/** GET /api/service-provider/mybookings-count. */
export type ProviderJobCounts = Record<'accepted' | 'in_progress' | 'completed' | 'cancelled', number>;

/** GET /api/service-provider/mytransactions: one payout per completed job. */
export interface ProviderTransaction {
  _id: string;
  bookingId: string;
  serviceName: string;
  /** The job's price before tax, the platform's commission, and what the provider receives (cents). */
  grossCents: number;
  commissionCents: number;
  amountCents: number;
  /** A completed job, or the provider's share of a late cancellation fee. */
  kind: 'job' | 'late_cancellation';
  status: PayoutStatus;
  /** When the customer's confirmation window ends: the payout is not sent before. */
  payableAt: string;
  createdAt: string;
  paidAt: string | null;
}

/**
 * GET /api/service-provider/mytransactions: a page of payouts and, over the whole period, what was
 * paid out, what is still to come (held, pending, sending) and what is on hold (frozen by a report
 * or a dispute). `totalCents` is paid + pending + on hold.
 */
export type ProviderTransactionPage = Paged<ProviderTransaction> & { totalCents: number; paidCents: number; pendingCents: number; onHoldCents: number };

/** GET /api/service-provider/dashboard. */
export interface ProviderDashboard {
  counts: ProviderJobCounts;
  availableCount: number;
  earningsThisMonthCents: number;
  upcoming: ProviderJob[];
  rating: { average: number | null; count: number };
}

export interface Review {
  _id: string;
  bookingId: string;
  rating: number;
  review: string;
  createdAt: string;
  service: { _id: string; name: string; slug: string };
  /** The customer's first name and last initial ('Maya R.'). */
  customerName: string;
  providerName: string;
}

/** A review as anyone may read it on a service page: nothing that leads to the booking behind it. */
export type PublicReview = Omit<Review, 'bookingId'>;

interface RatingSummary {
  average: number | null;
  count: number;
}

/** GET /api/review/service/{slug}: the average and the most recent reviews. */
export interface ReviewSummary extends RatingSummary {
  reviews: PublicReview[];
}

/** GET /api/service-provider/reviews: the average and one page of received reviews (with their bookings). */
export type ReceivedReviews = RatingSummary & { reviews: Review[]; pageNo: number; pages: number; total: number };

// ---- Customer account (issue 7) -----------------------------------------------------------------

/** GET /api/user/addresses: the customer's saved addresses, the default first. */
export interface SavedAddress extends BookingAddress {
  _id: string;
  isDefault: boolean;
  createdAt: string;
}

/** A saved card: never its number, only what the gateway tells us to show. */
export interface SavedPaymentMethod {
  _id: string;
  brand: CardBrand;
  last4: string;
  /** Null when the gateway does not say (the local test gateway's tokens carry no expiry). */
  expMonth: number | null;
  expYear: number | null;
  isDefault: boolean;
  createdAt: string;
}

/**
 * POST /api/user/payment-methods/setup: how to collect a card to save. Stripe answers a SetupIntent's
 * client secret (confirm it with the Payment Element, then save the resulting PaymentMethod); the
 * local gateway answers null and takes its test tokens directly.
 */
export interface PaymentMethodSetup {
  gateway: 'local' | 'stripe';
  clientSecret: string | null;
}

/** GET /api/user/wishlist: one saved service (the card as the catalogue shows it). */
export interface WishlistItem {
  service: ServiceCard;
  addedAt: string;
}

export interface MessageAttachment {
  _id: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  /** API path that streams the file to the two parties and admins (Authorization header needed). */
  url: string;
}

export interface BookingMessage {
  _id: string;
  bookingId: string;
  sender: { _id: string; name: string; role: Role };
  text: string;
  attachments: MessageAttachment[];
  createdAt: string;
}

/** GET /api/booking/{id}/messages: a page of the conversation, newest first. */
export interface BookingThread {
  messages: BookingMessage[];
  /** Pass the last message's id as `before` for older ones; false when the start is reached. */
  hasMore: boolean;
  /** The thread exists once a provider accepted; `canSend` is false before that and once it is read-only. */
  open: boolean;
  canSend: boolean;
  /** Why sending is off (THREAD_NOT_OPEN_MESSAGE, THREAD_READ_ONLY_MESSAGE), or null. */
  closedReason: string | null;
  /** When it turns (or turned) read-only, once the booking has ended. */
  readOnlyAt: string | null;
  /** Who the caller talks to. */
  counterpart: { _id: string; name: string; role: Role } | null;
  unreadCount: number;
}

/** The BookingMessage socket event's data. */
export interface BookingMessageEvent {
  bookingId: string;
  message: BookingMessage;
}
