'use client';
// "Add card", shown in the page rather than in a modal: a modal's focus trap and page-wide
// pointer-events block Stripe's own 3-D Secure window. It asks the API how to collect the card
// (POST .../setup): the local test gateway takes the test-card form's token directly; Stripe
// confirms a SetupIntent with its Payment Element, whose code loads only then.
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { LocalCardForm } from './local-card-form';
import { PaymentMethodInputError, type PaymentMethodCollector } from './payment-method';
import { errorMessage } from '@/lib/api';
import { stripePublishableKey } from '@/lib/config';
import { CardSaveForm } from './card-save-form';
import { usePaymentMethodSetup } from './payment-methods-api';

const StripeCardSetup = lazy(() => import('./stripe-card-setup').then((module) => ({ default: module.StripeCardSetup })));

interface AddCardPanelProps {
  id: string;
  /** The first card always becomes the default. */
  isFirst: boolean;
  /** Saved, or cancelled. */
  onClose: () => void;
}

export function AddCardPanel({ id, isFirst, onClose }: AddCardPanelProps) {
  const t = useTranslations('account.addCard');
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="mb-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('description')}</p>
      <CardSetup isFirst={isFirst} onClose={onClose} />
    </section>
  );
}

function CardSetup({ isFirst, onClose }: { isFirst: boolean; onClose: () => void }) {
  const t = useTranslations('account.addCard');
  // A fresh setup each time the panel opens: a Stripe SetupIntent is good for one card.
  const setup = usePaymentMethodSetup();

  if (setup.isError) {
    return (
      <WithCancel onCancel={onClose}>
        <LoadError title={t('loadError')} message={errorMessage(setup.error)} onRetry={() => void setup.refetch()} retrying={setup.isFetching} />
      </WithCancel>
    );
  }
  if (!setup.data) return <CardFormSkeleton />;
  if (setup.data.gateway === 'stripe') {
    if (!stripePublishableKey || !setup.data.clientSecret) return <StripeNotConfigured onCancel={onClose} />;
    return (
      <Suspense fallback={<CardFormSkeleton />}>
        <StripeCardSetup clientSecret={setup.data.clientSecret} isFirst={isFirst} onDone={onClose} onCancel={onClose} />
      </Suspense>
    );
  }
  return <LocalCardSetup isFirst={isFirst} onClose={onClose} />;
}

function LocalCardSetup({ isFirst, onClose }: { isFirst: boolean; onClose: () => void }) {
  const collector = useRef<PaymentMethodCollector>(null);
  const fields = useRef<HTMLDivElement>(null);
  // The panel opened before its form was there: start in the card number.
  useEffect(() => fields.current?.querySelector('input')?.focus(), []);
  return (
    <CardSaveForm
      fields={
        <div ref={fields}>
          <LocalCardForm ref={collector} defaultPostcode="" />
        </div>
      }
      collect={() => collector.current?.collectPaymentMethod() ?? Promise.reject(new PaymentMethodInputError())}
      showDecline={(message) => collector.current?.showDecline?.(message)}
      isFirst={isFirst}
      onDone={onClose}
      onCancel={onClose}
    />
  );
}

function StripeNotConfigured({ onCancel }: { onCancel: () => void }) {
  const t = useTranslations('account.addCard');
  useEffect(() => console.error('The API collects cards with Stripe, but NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY is not set in the web app'), []);
  return (
    <WithCancel onCancel={onCancel}>
      <Alert tone="error" title={t('notConfigured')}>
        {t('tryLater')}
      </Alert>
    </WithCancel>
  );
}

function WithCancel({ onCancel, children }: { onCancel: () => void; children: ReactNode }) {
  const t = useTranslations('account.addCard');
  return (
    <div className="mt-5">
      {children}
      <div className="mt-6 flex justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </div>
  );
}

function CardFormSkeleton() {
  const t = useTranslations('account.addCard');
  return (
    <div role="status" className="mt-5 space-y-4">
      <span className="sr-only">{t('preparing')}</span>
      <Skeleton className="h-4 w-28" />
      <Skeleton className="h-11 w-full" />
      <div className="grid grid-cols-2 gap-4">
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
      </div>
    </div>
  );
}
