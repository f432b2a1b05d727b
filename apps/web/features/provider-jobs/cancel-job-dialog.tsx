'use client';
// Cancelling an accepted job needs a reason (the customer and the admins read it); the booking then
// goes back on offer to other professionals. A modal form: focus is trapped, Escape keeps the job.
import { zodResolver } from '@hookform/resolvers/zod';
import { cancelBookingSchema } from '@hearth/shared/schemas/booking';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import type { ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
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
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (isSubmitting) return;
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-ink">{t('title')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-muted">
            {t('description', { service: serviceName })}
          </Dialog.Description>
          <form onSubmit={submit} noValidate className="mt-4">
            <TextArea label={t('reason')} rows={3} error={errors.reason?.message} {...register('reason')} />
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={isSubmitting}>
                  {t('keep')}
                </Button>
              </Dialog.Close>
              <Button type="submit" variant="danger" loading={isSubmitting}>
                {t('confirm')}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
