'use client';
// Cancelling as an admin gives the whole payment back (the hold is released); the reason goes to
// the customer, the provider and the audit log.
import { adminCancelBookingSchema, type AdminBookingDetail } from '@hearth/shared/admin/bookings/contract';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/lib/format';
import { useCancelBooking } from './admin-bookings-api';
import { ReasonDialog } from './reason-dialog';

export function CancelBookingDialog({ detail }: { detail: AdminBookingDetail }) {
  const t = useTranslations('admin.bookings.cancel');
  const { money } = useFormat();
  const cancel = useCancelBooking(detail.booking._id);
  const total = detail.booking.amounts.total;
  // A card only saved for a job weeks ahead (or whose hold was declined) holds nothing to release.
  const held = detail.payment.status !== 'card_saved' && detail.payment.status !== 'hold_failed';
  const moneyBack = held ? t('held', { amount: money(total) }) : t('notHeld');
  return (
    <ReasonDialog
      schema={adminCancelBookingSchema}
      action={cancel}
      trigger={<Button variant="danger">{t('trigger')}</Button>}
      title={t('title')}
      description={detail.provider ? `${moneyBack} ${t('providerTold', { name: detail.provider.fullname })}` : moneyBack}
      hint={t('hint')}
      closeLabel={t('keep')}
      submitLabel={t('submit')}
      danger
    />
  );
}
