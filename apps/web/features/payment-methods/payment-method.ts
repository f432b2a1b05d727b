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
  /**
   * Like reset, with the gateway's reason under the card number (saving a card shows it there; the
   * Stripe Element shows its own errors, so only the local form has it).
   */
  showDecline?(message: string): void;
  /**
   * When POST /api/booking answers `status: 'pending_payment'` with a `clientSecret` (the bank
   * wants 3-D Secure), let the customer confirm. Only a real gateway needs it (Stripe:
   * stripe.handleNextAction({ clientSecret })); the local test gateway never asks.
   */
  completeAction?(clientSecret: string): Promise<void>;
}

/** The customer's entry needs fixing; nothing was sent anywhere. */
export class PaymentMethodInputError extends Error {
  constructor() {
    super('The card details need fixing');
    this.name = 'PaymentMethodInputError';
  }
}
