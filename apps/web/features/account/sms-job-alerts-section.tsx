'use client';
// Providers: text messages about their jobs (assigned by Hearth, cancelled, paid out) to the phone
// they verified, on top of the emails that always go out.
import type { User } from '@hearth/shared/api-types';
import { formatPhone } from '@hearth/shared/phone';
import type { JobAlertPreferencesInput } from '@hearth/shared/schemas/account';
import { apiPaths } from '@/lib/paths';
import { PreferenceSwitchSection } from './preference-switch-section';

export function SmsJobAlertsSection({ user }: { user: User }) {
  return (
    <PreferenceSwitchSection
      title="Text message alerts"
      label="Text me when a job is assigned to me, cancelled or paid out"
      hint={user.phonenumber ? `Sent to ${formatPhone(user.phonenumber)}. Emails about your jobs are always sent.` : 'Sent to the phone number you verify. Emails about your jobs are always sent.'}
      value={user.smsJobAlerts}
      path={apiPaths.user.jobAlerts()}
      body={(next): JobAlertPreferencesInput => ({ smsJobAlerts: next })}
      savedMessage="Text message alerts saved"
    />
  );
}
