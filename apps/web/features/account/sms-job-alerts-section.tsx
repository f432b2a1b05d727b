'use client';
// Providers: text messages about their jobs (assigned by Hearth, cancelled, paid out) to the phone
// they verified, on top of the emails that always go out.
import type { User } from '@hearth/shared/account/contract';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/format';
import { useSaveJobAlerts } from './account-api';
import { PreferenceSwitchSection } from './preference-switch-section';

export function SmsJobAlertsSection({ user }: { user: User }) {
  const t = useTranslations('account.smsAlerts');
  const format = useFormat();
  const saveJobAlerts = useSaveJobAlerts();
  return (
    <PreferenceSwitchSection
      title={t('title')}
      label={t('label')}
      hint={user.phonenumber ? t('hintTo', { phone: format.phone(user.phonenumber) }) : t('hint')}
      value={user.smsJobAlerts}
      save={(next) => saveJobAlerts.mutateAsync({ smsJobAlerts: next })}
      savedMessage={t('saved')}
    />
  );
}
