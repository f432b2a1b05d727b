'use client';
// Cancelling as an admin gives the whole payment back (the hold is released); the reason goes to
// the customer, the provider and the audit log.
import type { AdminBookingDetail } from '@hearth/shared/admin/bookings';
import { adminCancelBookingSchema, type AdminCancelBookingInput } from '@hearth/shared/schemas/admin-bookings';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { TextArea } from '@/components/ui/text-area';
import { formatCad } from '@/features/catalog/format';
import { applyFieldErrors, errorMessage } from '@/lib/api';
import { ActionDialog, DialogFooter } from './action-dialog';
import { useCancelBooking } from './admin-bookings-api';

export function CancelBookingDialog({ detail }: { detail: AdminBookingDetail }) {
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const cancel = useCancelBooking(detail.booking._id);
  const { register, handleSubmit, reset, setError, formState: { errors } } = useForm<AdminCancelBookingInput>({ resolver: zodResolver(adminCancelBookingSchema), defaultValues: { reason: '' } });

  function close(next: boolean) {
    setOpen(next);
    if (!next) {
      reset();
      setProblem(null);
    }
  }

  const submit = handleSubmit((input) => {
    setProblem(null);
    cancel.mutate(input, {
      onSuccess: ({ message }) => {
        toast.success(message);
        close(false);
      },
      onError: (error) => {
        if (!applyFieldErrors(error, setError, ['reason'])) setProblem(errorMessage(error));
      },
    });
  });

  const total = detail.booking.amounts.total;
  // A card only saved for a job weeks ahead (or whose hold was declined) holds nothing to release.
  const held = detail.payment.status !== 'card_saved' && detail.payment.status !== 'hold_failed';
  const money = held ? `The customer gets everything back: the ${formatCad(total)} held on their card is released.` : 'Nothing was held on the customer’s card, so nothing will be charged.';
  return (
    <ActionDialog
      open={open}
      onOpenChange={close}
      busy={cancel.isPending}
      trigger={<Button variant="danger">Cancel with refund</Button>}
      title="Cancel this booking?"
      description={`${money} ${detail.provider ? `${detail.provider.fullname} is told the job is cancelled.` : ''}`.trim()}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextArea label="Reason" hint="The customer and the provider see it." rows={3} error={errors.reason?.message} {...register('reason')} />
        <DialogFooter problem={problem} closeLabel="Keep booking" submitLabel="Cancel and refund" busy={cancel.isPending} danger />
      </form>
    </ActionDialog>
  );
}
