'use client';
// Cancelling as an admin gives the whole payment back (the hold is released); the reason goes to
// the customer, the provider and the audit log.
import type { AdminBookingDetail } from '@hearth/shared/admin/bookings';
import { adminCancelBookingSchema } from '@hearth/shared/schemas/admin-bookings';
import { Button } from '@/components/ui/button';
import { formatCad } from '@/features/catalog/format';
import { useCancelBooking } from './admin-bookings-api';
import { ReasonDialog } from './reason-dialog';

export function CancelBookingDialog({ detail }: { detail: AdminBookingDetail }) {
  const cancel = useCancelBooking(detail.booking._id);
  const total = detail.booking.amounts.total;
  // A card only saved for a job weeks ahead (or whose hold was declined) holds nothing to release.
  const held = detail.payment.status !== 'card_saved' && detail.payment.status !== 'hold_failed';
  const money = held ? `The customer gets everything back: the ${formatCad(total)} held on their card is released.` : 'Nothing was held on the customer’s card, so nothing will be charged.';
  return (
    <ReasonDialog
      schema={adminCancelBookingSchema}
      action={cancel}
      trigger={<Button variant="danger">Cancel with refund</Button>}
      title="Cancel this booking?"
      description={`${money} ${detail.provider ? `${detail.provider.fullname} is told the job is cancelled.` : ''}`.trim()}
      hint="The customer and the provider see it."
      closeLabel="Keep booking"
      submitLabel="Cancel and refund"
      danger
    />
  );
}
