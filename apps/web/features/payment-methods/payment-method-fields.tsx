'use client';
// Which card entry /payment shows: Stripe's Payment Element when a publishable key is configured,
// otherwise the local gateway's test-card form. Both are PaymentMethodCollectors.
import { stripePublishableKey } from '@/lib/config';
import { LocalCardForm, type PaymentMethodFieldsProps } from './local-card-form';
import { StripeCardForm } from './stripe-card-form';

export function PaymentMethodFields({ amountCents, ...props }: PaymentMethodFieldsProps & { amountCents: number }) {
  return stripePublishableKey ? <StripeCardForm amountCents={amountCents} {...props} /> : <LocalCardForm {...props} />;
}
