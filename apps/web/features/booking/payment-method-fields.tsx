'use client';
// Which card entry /payment shows. The local gateway's test-card form is the only one today.
import { LocalCardForm, type PaymentMethodFieldsProps } from './local-card-form';

// TODO(lead, Stripe): when NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY is set, render the Stripe Payment
// Element here behind the same PaymentMethodCollector (elements.submit(), then
// stripe.createPaymentMethod({ elements }) → its id), so payment-checkout.tsx does not change.
export function PaymentMethodFields(props: PaymentMethodFieldsProps) {
  return <LocalCardForm {...props} />;
}
