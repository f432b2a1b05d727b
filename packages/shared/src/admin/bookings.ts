// Admin console — bookings (issue 9): the wire shapes of the search, the detail and dispatch.
import type { Booking, BookingHistoryEntry, Paged } from '../api-types';
import type { BookingStatus } from '../booking';
import type { ProvinceCode } from '../constants';

export const ADMIN_BOOKING_PAGE_SIZE = 20;
export const ADMIN_BOOKING_SORTS = ['startsAt', 'createdAt'] as const;
export type AdminBookingSort = (typeof ADMIN_BOOKING_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Where the card payment stands: none → authorized (a hold) → captured | released; failed when declined. */
export type AdminPaymentStatus = 'none' | 'authorized' | 'captured' | 'released' | 'failed';

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
  /** What the admin may do now, so the page shows only the buttons that work. */
  can: { assign: boolean; cancel: boolean; refund: boolean };
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
