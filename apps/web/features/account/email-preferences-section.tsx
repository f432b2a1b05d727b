'use client';
// Marketing emails on or off. Account and booking emails are not marketing and always go out.
import type { User } from '@hearth/shared/api-types';
import type { EmailPreferencesInput } from '@hearth/shared/schemas/account';
import { apiPaths } from '@/lib/paths';
import { PreferenceSwitchSection } from './preference-switch-section';

export function EmailPreferencesSection({ user }: { user: User }) {
  return (
    <PreferenceSwitchSection
      title="Email preferences"
      label="Send me offers and news by email"
      hint="Emails about your account and your bookings are always sent."
      value={user.marketingEmails}
      path={apiPaths.user.emailPreferences()}
      body={(next): EmailPreferencesInput => ({ marketingEmails: next })}
      savedMessage="Email preferences saved"
    />
  );
}
