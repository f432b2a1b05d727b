'use client';
// A partial refund, typed in dollars: never more than what is left to refund (the API checks it
// too). One request id per opening of the dialog, so a retried click cannot refund twice.
import { dollarsToCents, refundFormSchema, type AdminBookingDetail, type RefundFormInput } from '@hearth/shared/admin/bookings/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { applyFieldErrors, errorMessage } from '@/lib/api';
import { useFormat } from '@/lib/format';
import { ActionDialog, DialogFooter } from './action-dialog';
import { useRefundBooking } from './admin-bookings-api';

export function RefundDialog({ detail }: { detail: AdminBookingDetail }) {
  const t = useTranslations('admin.bookings');
  const { money } = useFormat();
  const [open, setOpen] = useState(false);
  const [requestId, setRequestId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const refund = useRefundBooking(detail.booking._id);
  const left = detail.payment.refundableCents;
  const { register, handleSubmit, reset, setError, formState: { errors } } = useForm<RefundFormInput>({ resolver: zodResolver(refundFormSchema), defaultValues: { amount: '', reason: '' } });

  function changeOpen(next: boolean) {
    setOpen(next);
    setProblem(null);
    if (next) setRequestId(crypto.randomUUID());
    else reset();
  }

  const submit = handleSubmit(({ amount, reason }) => {
    const amountCents = dollarsToCents(amount);
    if (amountCents > left) {
      setError('amount', { message: t('refund.tooMuch', { amount: money(left) }) });
      return;
    }
    setProblem(null);
    refund.mutate(
      { amountCents, reason, requestId },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          changeOpen(false);
        },
        onError: (error) => {
          if (!applyFieldErrors(error, setError, ['amount', 'reason'], { amountCents: 'amount' })) setProblem(errorMessage(error));
        },
      },
    );
  });

  const captured = detail.payment.status === 'captured';
  return (
    <ActionDialog
      open={open}
      onOpenChange={changeOpen}
      busy={refund.isPending}
      trigger={<Button variant="secondary">{t('refund.trigger')}</Button>}
      title={t('refund.title')}
      description={captured ? t('refund.capturedDescription', { amount: money(left) }) : t('refund.heldDescription', { amount: money(left) })}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <TextField label={t('refund.amount')} inputMode="decimal" autoComplete="off" hint={t('refund.amountHint', { amount: money(left) })} error={errors.amount?.message} {...register('amount')} />
        <TextArea label={t('reason')} hint={t('refund.reasonHint')} rows={3} error={errors.reason?.message} {...register('reason')} />
        <DialogFooter problem={problem} closeLabel={t('close')} submitLabel={t('refund.submit')} busy={refund.isPending} />
      </form>
    </ActionDialog>
  );
}
