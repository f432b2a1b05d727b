'use client';
// A decision that needs a reason the provider will read (reject, suspend): a modal form checked
// with the API's own schema, the API's field message shown under the field.
import { rejectProviderSchema } from '@hearth/shared/admin/providers/contract';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { TextArea } from '@/components/ui/text-area';
import { useApiForm } from '@/lib/use-api-form';

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
  const { form, onSubmit: submit, submitting } = useApiForm({
    schema: rejectProviderSchema,
    defaultValues: { reason: '' },
    fields: ['reason'],
    action: ({ reason }) => {
      setProblem(null);
      return onSubmit(reason);
    },
    onSuccess: () => {
      setOpen(false);
      form.reset();
    },
    onProblem: setProblem,
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (submitting) return;
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
          <Button type="submit" variant="danger" loading={submitting}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
