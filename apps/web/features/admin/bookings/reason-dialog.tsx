'use client';
// An admin action on a booking that needs only a reason (cancel, start, complete): the dialog, the
// form and its errors, one way for all of them. The reason goes to the history and the audit log.
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type ReactElement } from 'react';
import type { z } from 'zod';
import { TextArea } from '@/components/ui/text-area';
import { useApiForm } from '@/lib/use-api-form';
import { ActionDialog, DialogFooter } from './action-dialog';

type ReasonInput = { reason: string };

export interface ReasonDialogProps {
  schema: z.ZodType<ReasonInput, ReasonInput>;
  action: UseMutationResult<{ message: string }, Error, ReasonInput>;
  trigger: ReactElement;
  title: string;
  description: string;
  hint: string;
  closeLabel: string;
  submitLabel: string;
  danger?: boolean;
}

export function ReasonDialog({ schema, action, trigger, title, description, hint, closeLabel, submitLabel, danger }: ReasonDialogProps) {
  const t = useTranslations('admin.bookings');
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { form, onSubmit: submit } = useApiForm({
    schema,
    defaultValues: { reason: '' },
    fields: ['reason'],
    action: (input) => {
      setProblem(null);
      return action.mutateAsync(input);
    },
    success: ({ message }) => message,
    onSuccess: () => close(false),
    onProblem: setProblem,
  });
  const {
    register,
    formState: { errors },
  } = form;

  function close(next: boolean) {
    setOpen(next);
    if (!next) {
      form.reset();
      setProblem(null);
    }
  }

  return (
    <ActionDialog open={open} onOpenChange={close} busy={action.isPending} trigger={trigger} title={title} description={description}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextArea label={t('reason')} hint={hint} rows={3} error={errors.reason?.message} {...register('reason')} />
        <DialogFooter problem={problem} closeLabel={closeLabel} submitLabel={submitLabel} busy={action.isPending} danger={danger} />
      </form>
    </ActionDialog>
  );
}
