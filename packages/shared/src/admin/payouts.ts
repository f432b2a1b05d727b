// The admin console's payouts section (issue 9): transfers to providers by provider and period,
// retrying failed ones, and the CSV exports for accounting and the annual platform-operator report.
import type { Paged } from '../api-types';

import type { PayoutStatus } from '../booking';

export { PAYOUT_STATUSES, type PayoutStatus } from '../booking';

/** Admins see each step (providers see pending for the first three). */
export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  held: 'Held (confirmation window)',
  pending: 'Queued',
  sending: 'Sending',
  paid: 'Paid',
  failed: 'Failed',
  frozen: 'Frozen (under review)',
  cancelled: 'Cancelled',
  reversed: 'Reversed',
};

/** Admin periods are days on the platform's clock (Eastern), like the annual report's quarters. */
export const PAYOUT_REPORT_TIME_ZONE = 'America/Toronto';

export interface AdminPayout {
  _id: string;
  bookingId: string;
  serviceName: string;
  provider: { _id: string; fullname: string; email: string; businessName: string | null };
  grossCents: number;
  commissionCents: number;
  amountCents: number;
  status: PayoutStatus;
  transferId: string | null;
  lastError: string | null;
  createdAt: string;
  paidAt: string | null;
  /** A pending payout waiting out the hold after the provider's bank account changed: sent from then on. */
  heldUntil: string | null;
}

export interface PayoutTotals {
  count: number;
  grossCents: number;
  commissionCents: number;
  amountCents: number;
  paidCents: number;
  failedCount: number;
}

export type AdminPayoutPage = Paged<AdminPayout> & { totals: PayoutTotals };
