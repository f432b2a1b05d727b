'use client';
// What "Add card" does once a gateway's fields have turned the card into a payment method id: the
// default choice, POST /api/user/payment-methods, and the answers (saved, already saved, declined).
import type { SavedPaymentMethod } from '@hearth/shared/payment-methods/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/selection-controls';
import { PaymentMethodInputError } from './payment-method';
import { ApiError, errorMessage } from '@/lib/api';
import { paymentMethodKeys, useSavePaymentMethod } from './payment-methods-api';

/** The gateway refused the card before it reached Hearth (Stripe's confirmSetup); the message is for the customer. */
export class CardEntryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CardEntryError';
  }
}

interface CardSaveFormProps {
  /** The gateway's card fields. */
  fields: ReactNode;
  /**
   * Resolves with the payment method id to save. Rejects with PaymentMethodInputError when the
   * fields already show what to fix, or CardEntryError with the gateway's reason.
   */
  collect: () => Promise<string>;
  /** Shows a decline under the card number; without it the decline shows above the buttons. */
  showDecline?: (message: string) => void;
  /** The first card always becomes the default, so the choice is not offered. */
  isFirst: boolean;
  onDone: () => void;
  onCancel: () => void;
}

export function CardSaveForm({ fields, collect, showDecline, isFirst, onDone, onCancel }: CardSaveFormProps) {
  const t = useTranslations('account.addCard');
  const saveCard = useSavePaymentMethod();
  const queryClient = useQueryClient();
  const [makeDefault, setMakeDefault] = useState(false);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // Enter in a field while a save is in flight must not send the card twice.
  const inFlight = useRef(false);

  function declined(message: string) {
    if (showDecline) showDecline(message);
    else setProblem(message);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setSaving(true);
    setProblem(null);
    try {
      const paymentMethodId = await collect();
      const known = queryClient.getQueriesData<SavedPaymentMethod[]>({ queryKey: paymentMethodKeys.all }).flatMap(([, cards]) => cards ?? []);
      const { data, message } = await saveCard.mutateAsync({ paymentMethodId, isDefault: isFirst || makeDefault });
      // The same card again answers the entry already saved: nothing new, so it is news rather than success.
      if (known.some((card) => card._id === data._id)) toast.info(message || t('alreadySaved'));
      else toast.success(message || t('saved'));
      await queryClient.invalidateQueries({ queryKey: paymentMethodKeys.all });
      onDone();
    } catch (error) {
      if (error instanceof PaymentMethodInputError) return;
      if (error instanceof CardEntryError) declined(error.message);
      else if (error instanceof ApiError && (error.status === 402 || error.errors.paymentMethodId)) declined(error.errors.paymentMethodId ?? error.message);
      else setProblem(errorMessage(error));
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-5">
      {fields}
      <CheckboxField
        className="mt-5"
        label={t('makeDefault')}
        hint={isFirst ? t('firstHint') : t('defaultHint')}
        checked={isFirst || makeDefault}
        disabled={isFirst}
        onChange={(event) => setMakeDefault(event.target.checked)}
      />
      {problem && (
        <Alert tone="error" title={t('notSaved')} className="mt-5">
          {problem}
        </Alert>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" loading={saving}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
