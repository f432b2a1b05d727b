// The admin console's payouts section: transfers to providers by provider and period,
// retrying failed ones, and the CSV exports for accounting and the annual platform-operator report.
// Its statuses and labels; the endpoints are in ./payouts/contract.
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
