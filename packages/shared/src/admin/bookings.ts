// Admin console — bookings: the search's sorts and what an admin may do in each state (the
// endpoints and their shapes are in ./bookings/contract).
import type { BookingIssueKind, BookingStatus } from '../booking';

export const ADMIN_BOOKING_PAGE_SIZE = 20;
export const ADMIN_BOOKING_SORTS = ['startsAt', 'createdAt'] as const;
export type AdminBookingSort = (typeof ADMIN_BOOKING_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Statuses an admin may assign or reassign a provider in. */
export const ASSIGNABLE_STATUSES: readonly BookingStatus[] = ['open', 'accepted'];
/** Statuses an admin may cancel (with the whole payment given back). */
export const ADMIN_CANCELLABLE_STATUSES: readonly BookingStatus[] = ['open', 'accepted', 'in_progress'];

/** Issues an admin settles from the booking (pay, partial or full refund); failed or reversed payouts are followed up with the provider instead. */
export const SETTLEABLE_ISSUE_KINDS: readonly BookingIssueKind[] = ['problem_report', 'dispute', 'capture_failed'];
