// The admin console's dashboard: bookings by status, money taken, providers waiting for review, and
// open inquiries and tickets, in one answer.
import { z } from 'zod';
import { BOOKING_STATUSES } from '../../booking';
import { defineEndpoint } from '../../contract';

/** Bookings whose scheduled start falls in a period, by status. */
export const bookingCountsSchema = z.object({
  /** Every status, zero when none. */
  byStatus: z.record(z.enum(BOOKING_STATUSES), z.number().int()),
  /** Real bookings: all but those still waiting for payment or whose payment failed. */
  total: z.number().int(),
});
export type BookingCounts = z.infer<typeof bookingCountsSchema>;

/** Money taken in a period, by when it was captured (job completed, or a late cancellation charged). */
export const revenueTotalsSchema = z.object({
  /** What customers paid, after any refund at cancellation, in cents. */
  capturedCents: z.number().int(),
  /** The platform's commission on the jobs completed in the period, in cents. */
  commissionCents: z.number().int(),
  /** Refunds admins issued in the period, in cents. */
  refundedCents: z.number().int(),
  bookings: z.number().int(),
});
export type RevenueTotals = z.infer<typeof revenueTotalsSchema>;

export const adminDashboardSchema = z.object({
  timeZone: z.string(),
  /** The local dates the periods cover (YYYY-MM-DD, the end inclusive). */
  periods: z.object({ today: z.string(), weekStart: z.string(), weekEnd: z.string(), monthStart: z.string() }),
  bookings: z.object({ today: bookingCountsSchema, thisWeek: bookingCountsSchema }),
  revenue: z.object({ thisWeek: revenueTotalsSchema, thisMonth: revenueTotalsSchema }),
  providersAwaitingReview: z.object({ submitted: z.number().int(), action_required: z.number().int() }),
  inbox: z.object({ openInquiries: z.number().int(), openTickets: z.number().int() }),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

export const adminDashboardEndpoints = {
  get: defineEndpoint({ method: 'GET', path: '/api/admin/dashboard', access: ['admin'], response: adminDashboardSchema }),
};
