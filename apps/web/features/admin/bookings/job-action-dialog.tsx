'use client';
// Starting or completing a job in its provider's place (a dead phone, no signal on site), at any
// time: the reason goes to the booking's history and the audit log.
import { adminJobActionSchema, type AdminBookingDetail } from '@hearth/shared/admin/bookings/contract';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/lib/format';
import { useJobAction } from './admin-bookings-api';
import { ReasonDialog } from './reason-dialog';

type JobAction = 'start' | 'complete';

export function JobActionDialog({ detail, action }: { detail: AdminBookingDetail; action: JobAction }) {
  const t = useTranslations('admin.bookings');
  const { money } = useFormat();
  const run = useJobAction(detail.booking._id, action);
  const provider = detail.provider?.fullname ?? t('job.theProvider');
  const b = detail.booking;
  // Completing an accepted job starts it first, in the same step.
  const completeDescription = t('job.completeDescription', { amount: money(b.amounts.total - b.refundedCents), provider });
  const words =
    action === 'start'
      ? { trigger: t('job.start'), title: t('job.startTitle'), description: t('job.startDescription', { provider }) }
      : { trigger: t('job.complete'), title: t('job.completeTitle'), description: b.status === 'accepted' ? `${t('job.startsAndCompletes')} ${completeDescription}` : completeDescription };
  return (
    <ReasonDialog
      schema={adminJobActionSchema}
      action={run}
      trigger={<Button variant="secondary">{words.trigger}</Button>}
      title={words.title}
      description={words.description}
      hint={t('job.hint')}
      closeLabel={t('close')}
      submitLabel={words.trigger}
    />
  );
}
