'use client';
// Settling a problem report, a card dispute, a failed capture or a frozen payout: pay the
// professional, refund part (their payout shrinks in the same proportion), or refund everything (no
// payout). What the chosen outcome does to the money is spelled out before the admin confirms.
import { RESOLUTIONS, type Resolution } from '@hearth/shared/booking';
import type { Formatter } from '@hearth/shared/format';
import { dollarsToCents, settleFormSchema, type AdminBookingDetail, type ResolveMoneyIssueInput, type SettleFormInput } from '@hearth/shared/admin/bookings/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ChoiceCard } from '@/components/ui/selection-controls';
import { TextArea } from '@/components/ui/text-area';
import { FieldError, TextField } from '@/components/ui/text-field';
import { applyFieldErrors, errorMessage } from '@/lib/api';
import { useFormat } from '@/lib/format';
import { ActionDialog, DialogFooter } from './action-dialog';
import { useResolveIssue } from './admin-bookings-api';

const DOLLARS = /^\d+(\.\d{1,2})?$/;

type Translate = ReturnType<typeof useTranslations<'admin.bookings.settle'>>;

/** What the chosen outcome does to the money, in the words the admin confirms. */
function moneyEffect(detail: AdminBookingDetail, outcome: Resolution | undefined, amount: string | undefined, t: Translate, { money }: Formatter): string | null {
  const pro = detail.provider?.fullname ?? t('theProfessional');
  const payout = detail.payout?.amountCents ?? 0;
  const refundable = detail.payment.refundableCents;
  if (outcome === 'pay') return t('effectPay', { pro, payout: money(payout) });
  if (outcome === 'full_refund') return detail.payment.status === 'captured' ? t('effectFullCharged', { amount: money(refundable), pro }) : t('effectFullNotCharged', { pro });
  if (outcome === 'partial_refund') {
    const cents = amount && DOLLARS.test(amount.trim()) ? dollarsToCents(amount) : 0;
    if (cents <= 0 || cents >= refundable) return t('effectPartialUnknown', { amount: money(refundable), pro });
    const kept = Math.round((payout * (refundable - cents)) / refundable);
    return t('effectPartial', { amount: money(cents), pro, kept: money(kept), payout: money(payout) });
  }
  return null;
}

function toRequest(input: SettleFormInput): ResolveMoneyIssueInput {
  if (input.outcome === 'partial_refund') return { outcome: input.outcome, amountCents: dollarsToCents(input.amount), reason: input.reason };
  return { outcome: input.outcome, reason: input.reason };
}

export function SettleDialog({ detail }: { detail: AdminBookingDetail }) {
  const t = useTranslations('admin');
  const ts = useTranslations('admin.bookings.settle');
  const format = useFormat();
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
      setError('amount', { message: ts('tooMuch', { amount: format.money(refundable) }) });
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

  const openIssues = detail.issues.filter((i) => i.status !== 'closed' && i.resolvedAt === null).map((i) => t(`issueKinds.${i.kind}`));
  const what = openIssues.length ? `${[...new Set(openIssues)].join(', ')}. ` : '';
  const effect = moneyEffect(detail, outcome, amount, ts, format);
  return (
    <ActionDialog
      open={open}
      onOpenChange={close}
      busy={resolve.isPending}
      trigger={<Button>{ts('trigger')}</Button>}
      title={ts('title')}
      description={`${what}${ts('description')}`}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <fieldset aria-describedby={errors.outcome ? outcomeErrorId : undefined}>
          <legend className="mb-2 text-sm font-semibold text-ink">{ts('outcome')}</legend>
          {!charged && <p className="mb-2 text-sm text-muted">{ts('neverCharged')}</p>}
          <div className="space-y-2">
            {RESOLUTIONS.map((value) => (
              <ChoiceCard key={value} value={value} disabled={!charged && value !== 'full_refund'} {...register('outcome')}>
                <span className="block font-semibold text-ink">{ts(`outcomes.${value}`)}</span>
                <span className="block text-muted">{ts(`outcomeHints.${value}`)}</span>
              </ChoiceCard>
            ))}
          </div>
          <FieldError id={outcomeErrorId} message={errors.outcome?.message} />
        </fieldset>
        {outcome === 'partial_refund' && (
          <TextField
            label={ts('amount')}
            inputMode="decimal"
            autoComplete="off"
            hint={ts('amountHint', { amount: format.money(refundable) })}
            error={errors.amount?.message}
            {...register('amount')}
          />
        )}
        <TextArea label={t('bookings.reason')} hint={ts('reasonHint')} rows={3} error={errors.reason?.message} {...register('reason')} />
        {effect && <Alert tone="info">{effect}</Alert>}
        <DialogFooter problem={problem} closeLabel={t('bookings.close')} submitLabel={ts('submit')} busy={resolve.isPending} />
      </form>
    </ActionDialog>
  );
}
