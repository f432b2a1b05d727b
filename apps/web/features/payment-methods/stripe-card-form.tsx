'use client';
// The card entry when Hearth runs on Stripe: the Payment Element in deferred-intent mode. The card
// never touches our servers; Stripe turns it into a payment method id, which POST /api/booking
// authorises (manual capture). A bank that asks for 3-D Secure is answered in completeAction.
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
// The pure entry: the plain one injects Stripe.js as soon as it is imported, configured or not.
import { loadStripe } from '@stripe/stripe-js/pure';
import type { StripeElementLocale } from '@stripe/stripe-js';
import { LOCALE_TAGS } from '@hearth/shared/locale';
import { useLocale, useTranslations } from 'next-intl';
import { useImperativeHandle, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { stripePublishableKey } from '@/lib/config';
import { PaymentMethodInputError } from './payment-method';
import type { PaymentMethodFieldsProps } from './local-card-form';

// Loaded once per page, and only when Stripe is configured.
const stripePromise = stripePublishableKey ? loadStripe(stripePublishableKey) : null;

export function StripeCardForm({ amountCents, ...props }: PaymentMethodFieldsProps & { amountCents: number }) {
  // Stripe words its Element in the page's language (it knows both Canadian tags).
  const locale = LOCALE_TAGS[useLocale()] as StripeElementLocale;
  return (
    <Elements
      stripe={stripePromise}
      options={{ mode: 'payment', amount: amountCents, currency: 'cad', captureMethod: 'manual', paymentMethodCreation: 'manual', appearance: { theme: 'stripe' }, locale }}
    >
      <PaymentElementCollector {...props} />
    </Elements>
  );
}

function PaymentElementCollector({ ref, disabled = false }: PaymentMethodFieldsProps) {
  const t = useTranslations('payment.stripe');
  const stripe = useStripe();
  const elements = useElements();
  const [problem, setProblem] = useState<string | null>(null);

  useImperativeHandle(
    ref,
    () => ({
      async collectPaymentMethod() {
        if (!stripe || !elements) throw new PaymentMethodInputError(); // Stripe.js still loading
        setProblem(null);
        const submitted = await elements.submit();
        if (submitted.error) throw new PaymentMethodInputError(); // the Element shows what to fix
        const { error, paymentMethod } = await stripe.createPaymentMethod({ elements });
        if (error || !paymentMethod) {
          setProblem(error?.message ?? t('cannotUse'));
          throw new PaymentMethodInputError();
        }
        return paymentMethod.id;
      },
      reset() {
        elements?.getElement('payment')?.clear();
        elements?.getElement('payment')?.focus();
      },
      async completeAction(clientSecret: string) {
        if (!stripe) return;
        const { error } = await stripe.handleNextAction({ clientSecret });
        if (error) throw new Error(error.message ?? t('notConfirmed'));
      },
    }),
    [stripe, elements, t],
  );

  return (
    <div className="space-y-3">
      <PaymentElement options={{ readOnly: disabled, layout: 'tabs' }} />
      {problem && <Alert tone="error">{problem}</Alert>}
    </div>
  );
}
