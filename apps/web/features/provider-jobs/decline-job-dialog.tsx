'use client';
// "Not for me": hides a job from this provider's list, with an optional reason (a common one picked
// from a list, and/or a few words); a toast then offers Undo, which brings the job back if still open.
import { DECLINE_REASON_MAX } from '@hearth/shared/schemas/booking';
import type { AvailableBooking } from '@hearth/shared/bookings/wire';
import { useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent, type ReactElement } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextArea } from '@/components/ui/text-area';
import { errorMessage } from '@/lib/api';
import { useDeclineBooking, useUndoDecline } from './provider-jobs-api';

export const DECLINE_REASONS = ['tooFar', 'timing', 'pay', 'notMyWork', 'other'] as const;
type DeclineReason = (typeof DECLINE_REASONS)[number];

interface DeclineJobDialogProps {
  booking: AvailableBooking;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactElement;
  /** After the job is declined and its Undo toast shown. */
  onDeclined?: () => void;
}

export function DeclineJobDialog({ booking, open, onOpenChange, trigger, onDeclined }: DeclineJobDialogProps) {
  const t = useTranslations('provider.declineDialog');
  const decline = useDeclineBooking();
  const undo = useUndoDecline();
  const [reason, setReason] = useState<DeclineReason | ''>('');
  const [details, setDetails] = useState('');
  const sending = useRef(false);

  function changeOpen(next: boolean) {
    if (decline.isPending) return;
    if (!next) {
      setReason('');
      setDetails('');
    }
    onOpenChange(next);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    // What the provider said, in their words: the picked reason, then what they typed.
    const text = [reason ? t(`reasons.${reason}`) : '', details.trim()].filter(Boolean).join(': ').slice(0, DECLINE_REASON_MAX);
    try {
      await decline.mutateAsync({ booking, reason: text });
      setReason('');
      setDetails('');
      onOpenChange(false);
      toast.success(t('declined', { service: booking.service.name }), {
        action: {
          label: t('undo'),
          onClick: () =>
            void undo(booking._id).then(
              () => toast.success(t('restored', { service: booking.service.name })),
              (error: unknown) => toast.error(errorMessage(error)),
            ),
        },
      });
      onDeclined?.();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      sending.current = false;
    }
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen} trigger={trigger} title={t('title', { service: booking.service.name })} description={t('description')} size="sm">
      <form onSubmit={(event) => void submit(event)} className="mt-4 space-y-4">
        <SelectField
          label={t('reasonLabel')}
          placeholder={t('noReason')}
          value={reason}
          onChange={(event) => setReason(event.target.value as DeclineReason | '')}
          options={DECLINE_REASONS.map((value) => ({ value, label: t(`reasons.${value}`) }))}
        />
        <TextArea label={t('detailsLabel')} rows={2} maxLength={DECLINE_REASON_MAX - 40} value={details} onChange={(event) => setDetails(event.target.value)} />
        <DialogActions closeLabel={t('cancel')} closeDisabled={decline.isPending}>
          <Button type="submit" loading={decline.isPending} disabled={decline.isPending}>
            {t('confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
