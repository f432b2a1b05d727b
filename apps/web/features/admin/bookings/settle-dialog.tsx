'use client';
// Settling a problem report, a card dispute, a failed capture or a frozen payout: pay the
// professional, refund part (their payout shrinks in the same proportion), or refund everything (no
// payout). What the chosen outcome does to the money is spelled out before the admin confirms.
import type { AdminBookingDetail } from '@hearth/shared/admin/bookings';
import { BOOKING_ISSUE_LABELS, RESOLUTIONS, type Resolution } from '@hearth/shared/booking';
import { dollarsToCents, settleFormSchema, type ResolveMoneyIssueInput, type SettleFormInput } from '@hearth/shared/schemas/admin-bookings';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ChoiceCard } from '@/components/ui/selection-controls';
import { TextArea } from '@/components/ui/text-area';
import { FieldError, TextField } from '@/components/ui/text-field';
import { formatCad } from '@/features/catalog/format';
import { applyFieldErrors, errorMessage } from '@/lib/api';
import { ActionDialog, DialogFooter } from './action-dialog';
import { useResolveIssue } from './admin-bookings-api';

const OUTCOMES: Record<Resolution, { label: string; hint: string }> = {
  pay: { label: 'Pay the professional', hint: 'The charge stands; nothing is refunded.' },
  partial_refund: { label: 'Partial refund', hint: 'Part goes back to the customer; the payout shrinks in the same proportion.' },
  full_refund: { label: 'Full refund', hint: 'Everything goes back to the customer; no payout.' },
};

const DOLLARS = /^\d+(\.\d{1,2})?$/;

/** What the chosen outcome does to the money, in the words the admin confirms. */
function moneyEffect(detail: AdminBookingDetail, outcome: Resolution | undefined, amount: string | undefined): string | null {
  const pro = detail.provider?.fullname ?? 'The professional';
  const payout = detail.payout?.amountCents ?? 0;
  const refundable = detail.payment.refundableCents;
  if (outcome === 'pay') return `${pro} is paid ${formatCad(payout)}. The customer is not refunded.`;
  if (outcome === 'full_refund') {
    return detail.payment.status === 'captured'
      ? `${formatCad(refundable)} goes back to the customer's card. ${pro} is not paid for this job.`
      : `The card was never charged, so nothing is refunded. ${pro} is not paid for this job.`;
  }
  if (outcome === 'partial_refund') {
    const cents = amount && DOLLARS.test(amount.trim()) ? dollarsToCents(amount) : 0;
    if (cents <= 0 || cents >= refundable) return `Part of the ${formatCad(refundable)} charged goes back to the customer's card, and ${pro}'s payout shrinks in the same proportion.`;
    const kept = Math.round((payout * (refundable - cents)) / refundable);
    return `${formatCad(cents)} goes back to the customer's card. ${pro} is paid about ${formatCad(kept)} instead of ${formatCad(payout)}.`;
  }
  return null;
}

function toRequest(input: SettleFormInput): ResolveMoneyIssueInput {
  if (input.outcome === 'partial_refund') return { outcome: input.outcome, amountCents: dollarsToCents(input.amount), reason: input.reason };
  return { outcome: input.outcome, reason: input.reason };
}

export function SettleDialog({ detail }: { detail: AdminBookingDetail }) {
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const resolve = useResolveIssue(detail.booking._id);
  const outcomeErrorId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors },
  } = useForm<SettleFormInput>({ resolver: zodResolver(settleFormSchema), defaultValues: { amount: '', reason: '' } });
  const outcome = useWatch({ control, name: 'outcome' });
  const amount = useWatch({ control, name: 'amount' });
  const charged = detail.payment.status === 'captured';
  const refundable = detail.payment.refundableCents;

  function close(next: boolean) {
    setOpen(next);
    if (!next) {
      reset();
      setProblem(null);
    }
  }

  const submit = handleSubmit((input) => {
    if (input.outcome === 'partial_refund' && dollarsToCents(input.amount) >= refundable) {
      setError('amount', { message: `A partial refund is less than ${formatCad(refundable)}; choose a full refund for all of it` });
      return;
    }
    setProblem(null);
    resolve.mutate(toRequest(input), {
      onSuccess: ({ message }) => {
        toast.success(message);
        close(false);
      },
      onError: (error) => {
        if (!applyFieldErrors(error, setError, ['outcome', 'amount', 'reason'], { amountCents: 'amount' })) setProblem(errorMessage(error));
      },
    });
  });

  const openIssues = detail.issues.filter((i) => i.status !== 'closed' && i.resolvedAt === null).map((i) => BOOKING_ISSUE_LABELS[i.kind]);
  const what = openIssues.length ? `${[...new Set(openIssues)].join(', ')}. ` : '';
  const effect = moneyEffect(detail, outcome, amount);
  return (
    <ActionDialog
      open={open}
      onOpenChange={close}
      busy={resolve.isPending}
      trigger={<Button>Settle</Button>}
      title="Settle this booking's money"
      description={`${what}The professional's payout is on hold until you decide.`}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <fieldset aria-describedby={errors.outcome ? outcomeErrorId : undefined}>
          <legend className="mb-2 text-sm font-semibold text-ink">Outcome</legend>
          {!charged && <p className="mb-2 text-sm text-muted">The card was never charged: only a full refund, with no payout, can settle this.</p>}
          <div className="space-y-2">
            {RESOLUTIONS.map((value) => (
              <ChoiceCard key={value} value={value} disabled={!charged && value !== 'full_refund'} {...register('outcome')}>
                <span className="block font-semibold text-ink">{OUTCOMES[value].label}</span>
                <span className="block text-muted">{OUTCOMES[value].hint}</span>
              </ChoiceCard>
            ))}
          </div>
          <FieldError id={outcomeErrorId} message={errors.outcome?.message} />
        </fieldset>
        {outcome === 'partial_refund' && (
          <TextField
            label="Refund (CAD)"
            inputMode="decimal"
            autoComplete="off"
            hint={`Less than ${formatCad(refundable)}`}
            error={errors.amount?.message}
            {...register('amount')}
          />
        )}
        <TextArea label="Reason" hint="The customer sees it in their email; it is kept in the audit log." rows={3} error={errors.reason?.message} {...register('reason')} />
        {effect && <Alert tone="info">{effect}</Alert>}
        <DialogFooter problem={problem} closeLabel="Close" submitLabel="Settle" busy={resolve.isPending} />
      </form>
    </ActionDialog>
  );
}
