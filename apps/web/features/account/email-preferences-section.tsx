'use client';
// Marketing emails on or off. Account and booking emails are not marketing and always go out.
import type { User } from '@hearth/shared/api-types';
import type { EmailPreferencesInput } from '@hearth/shared/schemas/account';
import { useTranslations } from 'next-intl';
import { apiPaths } from '@/lib/paths';
import { PreferenceSwitchSection } from './preference-switch-section';

export function EmailPreferencesSection({ user }: { user: User }) {
  const t = useTranslations('account.emailPreferences');
  return (
    <PreferenceSwitchSection
      title={t('title')}
      label={t('label')}
      hint={t('hint')}
      value={user.marketingEmails}
      path={apiPaths.user.emailPreferences()}
      body={(next): EmailPreferencesInput => ({ marketingEmails: next })}
      savedMessage={t('saved')}
    />
  );
}
