'use client';
// Starting or completing a job in its provider's place (a dead phone, no signal on site), at any
// time: the reason goes to the booking's history and the audit log.
import type { AdminBookingDetail } from '@hearth/shared/admin/bookings';
import { adminJobActionSchema, type AdminJobActionInput } from '@hearth/shared/schemas/admin-bookings';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { TextArea } from '@/components/ui/text-area';
import { formatCad } from '@/features/catalog/format';
import { applyFieldErrors, errorMessage } from '@/lib/api';
import { ActionDialog, DialogFooter } from './action-dialog';
import { useJobAction } from './admin-bookings-api';

type JobAction = 'start' | 'complete';

function wording(action: JobAction, detail: AdminBookingDetail) {
  const provider = detail.provider?.fullname ?? 'the provider';
  if (action === 'start') {
    return {
      trigger: 'Start job',
      title: 'Start this job?',
      description: `Do this for ${provider} when they cannot start it themselves. The customer sees the job in progress.`,
      submit: 'Start job',
    };
  }
  const b = detail.booking;
  const charge = formatCad(b.amounts.total - b.refundedCents);
  const first = b.status === 'accepted' ? 'The job is started and completed in one step. ' : '';
  return {
    trigger: 'Complete job',
    title: 'Complete this job?',
    description: `${first}The customer's card is charged ${charge}. ${provider}'s payout waits until the customer's time to report a problem has passed.`,
    submit: 'Complete job',
  };
}

export function JobActionDialog({ detail, action }: { detail: AdminBookingDetail; action: JobAction }) {
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const run = useJobAction(detail.booking._id, action);
  const { register, handleSubmit, reset, setError, formState: { errors } } = useForm<AdminJobActionInput>({ resolver: zodResolver(adminJobActionSchema), defaultValues: { reason: '' } });

  function close(next: boolean) {
    setOpen(next);
    if (!next) {
      reset();
      setProblem(null);
    }
  }

  const submit = handleSubmit((input) => {
    setProblem(null);
    run.mutate(input, {
      onSuccess: ({ message }) => {
        toast.success(message);
        close(false);
      },
      onError: (error) => {
        if (!applyFieldErrors(error, setError, ['reason'])) setProblem(errorMessage(error));
      },
    });
  });

  const words = wording(action, detail);
  return (
    <ActionDialog
      open={open}
      onOpenChange={close}
      busy={run.isPending}
      trigger={<Button variant="secondary">{words.trigger}</Button>}
      title={words.title}
      description={words.description}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextArea label="Reason" hint="Kept in the booking's history and the audit log." rows={3} error={errors.reason?.message} {...register('reason')} />
        <DialogFooter problem={problem} closeLabel="Close" submitLabel={words.submit} busy={run.isPending} />
      </form>
    </ActionDialog>
  );
}
