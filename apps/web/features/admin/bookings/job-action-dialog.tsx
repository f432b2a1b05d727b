'use client';
// Starting or completing a job in its provider's place (a dead phone, no signal on site), at any
// time: the reason goes to the booking's history and the audit log.
import type { AdminBookingDetail } from '@hearth/shared/admin/bookings';
import { adminJobActionSchema } from '@hearth/shared/schemas/admin-bookings';
import { Button } from '@/components/ui/button';
import { formatCad } from '@/features/catalog/format';
import { useJobAction } from './admin-bookings-api';
import { ReasonDialog } from './reason-dialog';

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
  const run = useJobAction(detail.booking._id, action);
  const words = wording(action, detail);
  return (
    <ReasonDialog
      schema={adminJobActionSchema}
      action={run}
      trigger={<Button variant="secondary">{words.trigger}</Button>}
      title={words.title}
      description={words.description}
      hint="Kept in the booking's history and the audit log."
      closeLabel="Close"
      submitLabel={words.submit}
    />
  );
}
