// The outbox topic that moves a booking's money (run by payments.ts): the outbox knows no feature, so
// bookings adds its topic to the outbox's map here.
export type PaymentJob =
  | { op: 'settle'; bookingId: string; captureCents: number }
  /** The hold for a card saved at booking, placed in the days before the job; `attempt` keys it at the gateway. */
  | { op: 'hold'; bookingId: string; attempt: number }
  | { op: 'payout'; payoutId: string }
  /**
   * Gives back a hold the booking no longer uses (the job moved further ahead than a hold lasts: the
   * booking went back to a saved card and a new hold is placed closer to the date).
   */
  | { op: 'releaseHold'; bookingId: string; paymentId: string }
  /** An admin's refund of captured money (booking_refunds row), sent to the gateway. */
  | { op: 'refund'; refundId: string };

declare module '../../outbox/outbox' {
  interface OutboxTopics {
    /** Capturing or releasing a booking's payment hold, paying a provider. */
    payments: PaymentJob;
  }
}
