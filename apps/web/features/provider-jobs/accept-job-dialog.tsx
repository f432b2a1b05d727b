'use client';
// Accept, confirmed: a summary of what the provider commits to (when, on the job's own clock, how
// long, where, what they are paid and whether the card is already held) before the job is theirs.
// A job outside their availability needs a ticked "Accept anyway"; so does one the API refuses with
// a 409 naming overrideAvailability, when their hours or jobs changed since the list loaded.
import type { AvailableBooking } from '@hearth/shared/bookings/wire';
import { AlertTriangle } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRef, useState, type ReactElement } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { CheckboxField } from '@/components/ui/selection-controls';
import { ApiError, errorMessage } from '@/lib/api';
import { Detail, DetailList, formatArea, TimeAndPayout } from './job-details';
import { useAcceptBooking } from './provider-jobs-api';

interface AcceptJobDialogProps {
  booking: AvailableBooking;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactElement;
  onAccepted: () => void;
}

export function AcceptJobDialog({ booking, open, onOpenChange, trigger, onAccepted }: AcceptJobDialogProps) {
  const t = useTranslations('provider.acceptDialog');
  const tReasons = useTranslations('provider.outsideAvailability');
  const accept = useAcceptBooking();
  // The sentence of a 409 that asks to confirm again (the availability changed meanwhile).
  const [conflict, setConflict] = useState<string | null>(null);
  const [acceptAnyway, setAcceptAnyway] = useState(false);
  const [missingConfirmation, setMissingConfirmation] = useState(false);
  // A second click lands before React re-renders the disabled button; this stops it at once.
  const sending = useRef(false);
  const needsOverride = booking.outsideAvailability !== null || conflict !== null;

  function changeOpen(next: boolean) {
    if (accept.isPending) return;
    if (!next) {
      setConflict(null);
      setAcceptAnyway(false);
      setMissingConfirmation(false);
    }
    onOpenChange(next);
  }

  async function confirm() {
    if (sending.current) return;
    if (needsOverride && !acceptAnyway) {
      setMissingConfirmation(true);
      return;
    }
    sending.current = true;
    try {
      const { message } = await accept.mutateAsync({ booking, overrideAvailability: needsOverride && acceptAnyway });
      toast.success(message || t('accepted'));
      onOpenChange(false);
      onAccepted();
    } catch (error) {
      const override = error instanceof ApiError && error.status === 409 ? error.errors.overrideAvailability : undefined;
      if (override) {
        setConflict(override);
        setAcceptAnyway(false);
      } else {
        // Taken by someone else or withdrawn: the list is refreshed either way and the card goes.
        toast.error(errorMessage(error));
        onOpenChange(false);
      }
    } finally {
      sending.current = false;
    }
  }

  const { province } = booking.area;
  return (
    <Dialog open={open} onOpenChange={changeOpen} trigger={trigger} title={t('title', { service: booking.service.name })} description={t('description')} size="md">
      <DetailList>
        <TimeAndPayout scheduledAt={booking.scheduledAt} endsAt={booking.endsAt} payoutCents={booking.payoutCents} province={province} />
        <Detail term={t('area')}>{formatArea(booking.area)}</Detail>
        <Detail term={t('payment')} wide>
          {booking.paymentSecured ? t('paymentSecured') : t('paymentLater')}
        </Detail>
      </DetailList>
      {needsOverride && (
        <div role={conflict ? 'alert' : undefined} className="mt-4 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          <p className="flex items-start gap-2 font-medium">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span className="min-w-0 break-words">
              {conflict ?? t('outsideWarning', { reason: tReasons(booking.outsideAvailability ?? 'hours') })}
            </span>
          </p>
          <CheckboxField
            className="mt-3"
            label={t('acceptAnyway')}
            checked={acceptAnyway}
            required
            aria-invalid={missingConfirmation && !acceptAnyway ? true : undefined}
            onChange={(event) => {
              setAcceptAnyway(event.target.checked);
              setMissingConfirmation(false);
            }}
            hint={missingConfirmation && !acceptAnyway ? t('acceptAnywayRequired') : undefined}
          />
        </div>
      )}
      <DialogActions closeLabel={t('cancel')} closeDisabled={accept.isPending} className="mt-6">
        <Button onClick={() => void confirm()} loading={accept.isPending} disabled={accept.isPending}>
          {t('confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
