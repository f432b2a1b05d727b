'use client';
// A booking whose card hold was declined (hold_failed): the bank's reason, the deadline after which
// the booking is cancelled without fee, and the checkout's card choice (a saved card or a new one)
// to hold another card for it (POST /api/booking/{id}/payment-method).
import type { Booking } from '@hearth/shared/bookings/wire';
import { CARD_DECLINED_MESSAGE } from '@hearth/shared/booking';
import { useQueryClient } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError, errorMessage } from '@/lib/api';
import { useFormat } from '@/lib/format';
import { useLocalizeMessage } from '@/lib/use-localize-message';
import { bookingKeys, useChangeBookingCard } from './bookings-api';
import { CardChoice, useCardChoice } from './card-choice';
import { PaymentMethodInputError, type PaymentMethodCollector } from '@/features/payment-methods';

/** The bank's reason ends the first clause, so its own full stop goes. */
const withoutFullStop = (text: string) => text.trim().replace(/\.+$/, '');

export function CardUpdate({ booking }: { booking: Booking }) {
  const t = useTranslations('payment.cardUpdate');
  const format = useFormat();
  const localize = useLocalizeMessage();
  const titleId = useId();
  const changeCard = useChangeBookingCard(booking._id);
  const queryClient = useQueryClient();
  // Blocks a second submit before React has re-rendered the disabled button.
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ title: string; message: string } | null>(null);
  const collector = useRef<PaymentMethodCollector>(null);
  const choice = useCardChoice(collector, busy);

  async function submit() {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setProblem(null);
    try {
      const paymentMethodId = await choice.paymentMethodId();
      if (!paymentMethodId) return;
      const { message, ...data } = await changeCard.mutateAsync(paymentMethodId);
      // Stripe only: the bank asks the customer to confirm the new hold (3-D Secure).
      if (data.clientSecret) {
        // The gateway's webhook settles the hold once the bank has its confirmation: read the booking again.
        await collector.current?.completeAction?.(data.clientSecret);
        void queryClient.invalidateQueries({ queryKey: bookingKeys.detail(booking._id) });
      } else {
        queryClient.setQueryData(bookingKeys.detail(booking._id), data.booking);
      }
      void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
      toast.success(message || t('updated'));
    } catch (error) {
      if (error instanceof PaymentMethodInputError) return;
      if (error instanceof ApiError && error.status === 402) {
        const message = error.message || localize(CARD_DECLINED_MESSAGE);
        setProblem({ title: t('declined'), message });
        choice.clearAfterDecline();
        return;
      }
      setProblem({ title: t('notChanged'), message: errorMessage(error) });
      // 409: the booking moved on (held after all, cancelled): show where it stands now.
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: bookingKeys.detail(booking._id) });
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  const { error, cardUpdateDeadline } = booking.payment;
  // The bank's reason is stored as the gateway gave it (in English): shown in the reader's language when known.
  const reason = withoutFullStop(localize(error ?? CARD_DECLINED_MESSAGE));
  const holdFailedText = cardUpdateDeadline
    ? t('holdFailedBy', { reason, date: format.bookingDateTime(cardUpdateDeadline, booking.address.province) })
    : t('holdFailed', { reason });
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border-2 border-red-300 bg-red-50 p-4 md:p-6">
      <h2 id={titleId} className="flex items-center gap-2 text-base font-semibold text-red-900">
        <CreditCard aria-hidden="true" className="size-5 shrink-0" /> {t('title')}
      </h2>
      <p className="mt-2 text-sm break-words text-red-900">{holdFailedText}</p>
      <form
        noValidate
        aria-label={t('formLabel')}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        className="mt-4 rounded-xl bg-white p-3 ring-1 ring-red-200 sm:p-4"
      >
        <CardChoice ref={collector} choice={choice} amountCents={booking.amounts.total} defaultPostcode={booking.zipcode} disabled={busy} />
        {problem && (
          <Alert tone="error" title={problem.title} className="mt-4">
            {problem.message}
          </Alert>
        )}
        <Button type="submit" loading={busy} className="mt-4 w-full sm:w-auto">
          {t('submit')}
        </Button>
      </form>
    </section>
  );
}
