'use client';
// Providers: text messages about their jobs (assigned by Hearth, cancelled, paid out) to the phone
// they verified, on top of the emails that always go out.
import type { User } from '@hearth/shared/api-types';
import type { JobAlertPreferencesInput } from '@hearth/shared/schemas/account';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/format';
import { apiPaths } from '@/lib/paths';
import { PreferenceSwitchSection } from './preference-switch-section';

export function SmsJobAlertsSection({ user }: { user: User }) {
  const t = useTranslations('account.smsAlerts');
  const format = useFormat();
  return (
    <PreferenceSwitchSection
      title={t('title')}
      label={t('label')}
      hint={user.phonenumber ? t('hintTo', { phone: format.phone(user.phonenumber) }) : t('hint')}
      value={user.smsJobAlerts}
      path={apiPaths.user.jobAlerts()}
      body={(next): JobAlertPreferencesInput => ({ smsJobAlerts: next })}
      savedMessage={t('saved')}
    />
  );
}
