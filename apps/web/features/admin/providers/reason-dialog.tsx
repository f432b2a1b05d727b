'use client';
// A decision that needs a reason the provider will read (reject, suspend): a modal form checked
// with the API's own schema, the API's field message shown under the field.
import { rejectProviderSchema } from '@hearth/shared/admin/providers/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { TextArea } from '@/components/ui/text-area';
import { applyFieldErrors, errorMessage } from '@/lib/api';

interface ReasonDialogProps {
  triggerLabel: string;
  triggerVariant?: ButtonVariant;
  title: string;
  description: string;
  confirmLabel: string;
  /** Resolves when the API accepted the decision; a rejection is shown in the dialog. */
  onSubmit: (reason: string) => Promise<void>;
}

export function ReasonDialog({ triggerLabel, triggerVariant = 'secondary', title, description, confirmLabel, onSubmit }: ReasonDialogProps) {
  const t = useTranslations('admin.providers.reasonDialog');
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(rejectProviderSchema), defaultValues: { reason: '' } });

  const submit = handleSubmit(async ({ reason }) => {
    setProblem(null);
    try {
      await onSubmit(reason);
      setOpen(false);
      reset();
    } catch (error) {
      if (!applyFieldErrors(error, setError, ['reason'])) setProblem(errorMessage(error));
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (isSubmitting) return;
        setOpen(next);
        if (!next) setProblem(null);
      }}
      trigger={<Button variant={triggerVariant}>{triggerLabel}</Button>}
      title={title}
      description={description}
    >
      <form
        noValidate
        className="mt-4 space-y-4"
        onSubmit={(event) => {
          void submit(event);
        }}
      >
        <TextArea label={t('reason')} hint={t('hint')} rows={3} error={errors.reason?.message} {...register('reason')} />
        {problem && <Alert tone="error">{problem}</Alert>}
        <DialogActions closeLabel={t('cancel')}>
          <Button type="submit" variant="danger" loading={isSubmitting}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
