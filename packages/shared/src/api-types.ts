// Wire types of the API. Field names keep their published spelling: mobile clients already speak them.
import type { Role, ImageVariant, ProvinceCode } from './constants';
import type { BookingAmounts, BookingPaymentStatus, BookingStatus, PayoutStatus, RefundPolicy } from './booking';

/** Every response: `{ success, message?, data? }`; validation failures add `errors: { field: message }`. */
export interface ApiEnvelope<T = unknown> {
  success: boolean;
  message?: string;
  data?: T;
  errors?: Record<string, string>;
}

export type ImageUrls = Record<ImageVariant, string>;

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

// ---- Bookings ----------------------------------------------------------------------------------

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

