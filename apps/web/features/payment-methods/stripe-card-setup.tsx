'use client';
// Adding a card when Hearth runs on Stripe: the Payment Element confirms the SetupIntent the API
// created (Stripe shows 3-D Secure itself when the bank asks), then the resulting PaymentMethod is
// saved. Loaded on demand, so nobody on the local gateway downloads Stripe's code.
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
// The pure entry: the plain one injects Stripe.js as soon as it is imported, configured or not.
import { loadStripe } from '@stripe/stripe-js/pure';
import { LOCALE_TAGS, type Locale } from '@hearth/shared/locale';
import { useLocale, useTranslations } from 'next-intl';
import { useRef } from 'react';
import { PaymentMethodInputError } from './payment-method';
import { stripePublishableKey } from '@/lib/config';
import { CardEntryError, CardSaveForm } from './card-save-form';

const stripePromise = stripePublishableKey ? loadStripe(stripePublishableKey) : null;

interface StripeCardSetupProps {
  clientSecret: string;
  isFirst: boolean;
  onDone: () => void;
  onCancel: () => void;
}

export function StripeCardSetup({ clientSecret, ...props }: StripeCardSetupProps) {
  // Stripe writes its own fields' labels and errors: in the page's language.
  const locale = LOCALE_TAGS[useLocale() as Locale] as 'en-CA' | 'fr-CA';
  return (
    <Elements stripe={stripePromise} options={{ clientSecret, locale, appearance: { theme: 'stripe' } }}>
      <SetupIntentForm {...props} />
    </Elements>
  );
}

function SetupIntentForm(props: Omit<StripeCardSetupProps, 'clientSecret'>) {
  const t = useTranslations('account.addCard');
  const stripe = useStripe();
  const elements = useElements();
  // A SetupIntent confirms once: if saving it to Hearth fails, Save card again sends the same card.
  const confirmed = useRef<string | null>(null);

  async function collect(): Promise<string> {
    if (confirmed.current) return confirmed.current;
    if (!stripe || !elements) throw new PaymentMethodInputError(); // Stripe.js is still loading
    const { error, setupIntent } = await stripe.confirmSetup({ elements, redirect: 'if_required' });
    // The Element shows what to fix in its own fields; anything else is the card's or the bank's answer.
    if (error?.type === 'validation_error') throw new PaymentMethodInputError();
    const paymentMethod = setupIntent?.payment_method;
    const paymentMethodId = typeof paymentMethod === 'string' ? paymentMethod : paymentMethod?.id;
    if (error || !paymentMethodId) throw new CardEntryError(error?.message ?? t('declined'));
    confirmed.current = paymentMethodId;
    return paymentMethodId;
  }

  return <CardSaveForm fields={<PaymentElement options={{ layout: 'tabs' }} />} collect={collect} {...props} />;
}
