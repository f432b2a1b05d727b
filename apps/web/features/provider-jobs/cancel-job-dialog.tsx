'use client';
// Handing an accepted job back needs a reason (the admins read it); the booking then goes back on
// offer to other professionals and the customer is told another one is being found. A modal form:
// focus is trapped, Escape keeps the job.
import { zodResolver } from '@hookform/resolvers/zod';
import { cancelBookingSchema } from '@hearth/shared/schemas/booking';
import { useTranslations } from 'next-intl';
import type { ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { TextArea } from '@/components/ui/text-area';

interface CancelJobDialogProps {
  trigger: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  serviceName: string;
  /** True once the job is cancelled; false when it was not (the caller has said why). */
  onCancel: (reason: string) => Promise<boolean>;
}

export function CancelJobDialog({ trigger, open, onOpenChange, serviceName, onCancel }: CancelJobDialogProps) {
  const t = useTranslations('provider.cancelDialog');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ reason: string }>({ resolver: zodResolver(cancelBookingSchema), defaultValues: { reason: '' } });

  const submit = handleSubmit(async ({ reason }) => {
    // When it fails the dialog stays open with what was typed.
    if (await onCancel(reason)) reset();
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (isSubmitting) return;
        if (!next) reset();
        onOpenChange(next);
      }}
      trigger={trigger}
      title={t('title')}
      description={t('description', { service: serviceName })}
    >
      <form onSubmit={submit} noValidate className="mt-4">
        <TextArea label={t('reason')} rows={3} error={errors.reason?.message} {...register('reason')} />
        <DialogActions closeLabel={t('keep')} closeDisabled={isSubmitting} className="mt-6">
          <Button type="submit" variant="danger" loading={isSubmitting}>
            {t('confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
