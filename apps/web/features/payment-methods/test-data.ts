// Saved cards for component tests (the payment methods page and /payment).
import type { SavedPaymentMethod } from '@hearth/shared/payment-methods/contract';

export function makeCard(overrides: Partial<SavedPaymentMethod> = {}): SavedPaymentMethod {
  return {
    _id: 'c0000000-0000-4000-8000-000000000001',
    brand: 'visa',
    last4: '4242',
    expMonth: null,
    expYear: null,
    isDefault: true,
    createdAt: '2026-11-01T14:00:00.000Z',
    ...overrides,
  };
}

export const visa = makeCard();
export const mastercard = makeCard({ _id: 'c0000000-0000-4000-8000-000000000002', brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2029, isDefault: false });
