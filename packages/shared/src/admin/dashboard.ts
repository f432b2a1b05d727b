// Admin console dashboard (issue 9): what GET /api/admin/dashboard answers.
import type { BookingStatus } from '../booking';

/** Days, weeks (Monday to Sunday) and months on the dashboard are those of this time zone. */
export const ADMIN_TIME_ZONE = 'America/Toronto';

/** Bookings whose scheduled start falls in a period, by status. */
export interface BookingCounts {
  /** Every status, zero when none. */
  byStatus: Record<BookingStatus, number>;
  /** Real bookings: all but those still waiting for payment or whose payment failed. */
  total: number;
}

/** Money taken in a period, by when it was captured (job completed, or a late cancellation charged). */
export interface RevenueTotals {
  /** What customers paid, after any refund at cancellation, in cents. */
  capturedCents: number;
  /** The platform's commission on the jobs completed in the period, in cents. */
  commissionCents: number;
  /** Refunds admins issued in the period, in cents. */
  refundedCents: number;
  bookings: number;
}

export interface AdminDashboard {
  timeZone: string;
  /** The local dates the periods cover (YYYY-MM-DD, the end inclusive). */
  periods: { today: string; weekStart: string; weekEnd: string; monthStart: string };
  bookings: { today: BookingCounts; thisWeek: BookingCounts };
  revenue: { thisWeek: RevenueTotals; thisMonth: RevenueTotals };
  providersAwaitingReview: { submitted: number; action_required: number };
  inbox: { openInquiries: number; openTickets: number };
}
