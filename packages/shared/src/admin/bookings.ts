// Admin console — bookings (issue 9): the wire shapes of the search, the detail (with its money and
// issues), dispatch and refunds.
import type { Booking, BookingHistoryEntry, Paged, ProviderTransaction } from '../api-types';
import type { BookingIssueKind, BookingPaymentStatus, BookingStatus, PayoutStatus } from '../booking';
import type { ProvinceCode } from '../constants';
import type { InboxStatus } from './inbox';

export const ADMIN_BOOKING_PAGE_SIZE = 20;
export const ADMIN_BOOKING_SORTS = ['startsAt', 'createdAt'] as const;
export type AdminBookingSort = (typeof ADMIN_BOOKING_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Where the card payment stands (see BOOKING_PAYMENT_STATUSES): admins see every state, held or not. */
export type AdminPaymentStatus = BookingPaymentStatus;

/** Statuses an admin may assign or reassign a provider in. */
export const ASSIGNABLE_STATUSES: readonly BookingStatus[] = ['open', 'accepted'];
/** Statuses an admin may cancel (with the whole payment given back). */
export const ADMIN_CANCELLABLE_STATUSES: readonly BookingStatus[] = ['open', 'accepted', 'in_progress'];

/** One row of GET /api/admin/bookings. */
export interface AdminBookingRow {
  _id: string;
  status: BookingStatus;
  service: { _id: string; name: string };
  scheduledAt: string;
  endsAt: string;
  province: ProvinceCode;
  area: { fsa: string; city: string };
  customer: { _id: string; fullname: string; email: string };
  provider: { _id: string; fullname: string } | null;
  totalCents: number;
  refundedCents: number;
  paymentStatus: AdminPaymentStatus;
  createdAt: string;
}

export type AdminBookingPage = Paged<AdminBookingRow>;

/** Money an admin gave back. `gatewayRefundId` is null when it was taken off a hold (never charged). */
export interface AdminBookingRefund {
  _id: string;
  amountCents: number;
  reason: string;
  status: 'pending' | 'succeeded' | 'failed';
  gatewayRefundId: string | null;
  actor: { _id: string; fullname: string } | null;
  createdAt: string;
}

/** The provider's payout for the booking (a completed job, or their share of a late cancellation fee). */
export interface AdminBookingPayout {
  _id: string;
  kind: ProviderTransaction['kind'];
  status: PayoutStatus;
  amountCents: number;
  /** No payout before it: the end of the customer's confirmation window. */
  payableAt: string;
  paidAt: string | null;
  lastError: string | null;
}

/** Something about the booking's money an admin must decide; it is also an item of the admin inbox. */
export interface AdminBookingIssue {
  _id: string;
  kind: BookingIssueKind;
  /** Its status in the admin inbox. */
  status: InboxStatus;
  description: string;
  resolution: string | null;
  createdAt: string;
  resolvedAt: string | null;
}

/** Issues an admin settles from the booking (pay, partial or full refund); failed or reversed payouts are followed up with the provider instead. */
export const SETTLEABLE_ISSUE_KINDS: readonly BookingIssueKind[] = ['problem_report', 'dispute', 'capture_failed'];

/** GET /api/admin/bookings/:id. */
export interface AdminBookingDetail {
  booking: Booking & { history: BookingHistoryEntry[] };
  customer: { _id: string; fullname: string; email: string; phonenumber: string | null };
  provider: { _id: string; userId: string; fullname: string; email: string; phonenumber: string | null } | null;
  payment: {
    status: AdminPaymentStatus;
    paymentId: string | null;
    error: string | null;
    /** The most a partial refund may give back now (0 when nothing can be refunded). */
    refundableCents: number;
  };
  refunds: AdminBookingRefund[];
  /** What the card was actually charged (cents). */
  capturedCents: number;
  /** When the card hold lapses at the gateway (a later capture needs a fresh authorisation). */
  holdExpiresAt: string | null;
  /** A declined hold must be fixed with another card by then, or the booking is cancelled. */
  cardUpdateDeadline: string | null;
  /** A completed job: the customer may report a problem until then, and the payout waits for it. */
  confirmationEndsAt: string | null;
  problemReportedAt: string | null;
  /** The cardholder disputed the charge with their bank. */
  disputedAt: string | null;
  payout: AdminBookingPayout | null;
  /** Newest first. */
  issues: AdminBookingIssue[];
  /**
   * What the admin may do now, so the page shows only the buttons that work: start or complete the
   * job for its provider, and settle an open problem report, dispute or failed capture, or a frozen
   * payout, while the payout has not left.
   */
  can: { assign: boolean; cancel: boolean; refund: boolean; start: boolean; complete: boolean; settle: boolean };
  cancelReason: string | null;
}

/** GET /api/admin/bookings/:id/eligible-providers: providers an admin may assign. */
export interface EligibleProvider {
  _id: string;
  fullname: string;
  email: string;
  /** Whether one of their service areas covers the booking's postal area or city. */
  inArea: boolean;
}

/** POST /api/admin/bookings/:id/refund. */
export interface AdminRefundResult {
  refund: AdminBookingRefund;
  refundedCents: number;
  refundableCents: number;
}
