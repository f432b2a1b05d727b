// The seam between /payment and whatever collects the card: the local test-card form today, the
// Stripe Payment Element when NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY is set. Either one turns what the
// customer entered into a payment method id for POST /api/booking, or shows why it cannot.

export interface PaymentMethodCollector {
  /**
   * Checks the entry and resolves with a payment method id (`pm_…`). Rejects with
   * PaymentMethodInputError when the entry is incomplete; the fields already show why.
   */
  collectPaymentMethod(): Promise<string>;
  /** After a decline: clear the card so another one can be entered, and focus it. */
  reset(): void;
}

/** The customer's entry needs fixing; nothing was sent anywhere. */
export class PaymentMethodInputError extends Error {
  constructor() {
    super('The card details need fixing');
    this.name = 'PaymentMethodInputError';
  }
}
