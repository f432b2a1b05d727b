'use client';
// Customers: text messages about their bookings (the professional is on the way), to the phone they
// verified above. The consent is the account's users.sms_job_alerts, the same one providers set for
// their jobs; nothing is texted to a number that was not verified.
import type { User } from '@hearth/shared/account/contract';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/format';
import { useSaveJobAlerts } from './account-api';
import { PreferenceSwitchSection } from './preference-switch-section';

export function BookingTextsSection({ user }: { user: User }) {
  const t = useTranslations('account.bookingTexts');
  const format = useFormat();
  const saveJobAlerts = useSaveJobAlerts();
  const verifiedPhone = user.phonenumber && user.isPhoneNumberVerified ? user.phonenumber : null;
  return (
    <PreferenceSwitchSection
      title={t('title')}
      label={t('label')}
      hint={verifiedPhone ? t('hintTo', { phone: format.phone(verifiedPhone) }) : t('hintVerify')}
      value={user.smsJobAlerts}
      save={(next) => saveJobAlerts.mutateAsync({ smsJobAlerts: next })}
      savedMessage={t('saved')}
    />
  );
}
