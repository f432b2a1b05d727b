'use client';
// Marketing emails on or off. Account and booking emails are not marketing and always go out.
import type { User } from '@hearth/shared/account/contract';
import { useTranslations } from 'next-intl';
import { useSaveEmailPreferences } from './account-api';
import { PreferenceSwitchSection } from './preference-switch-section';

export function EmailPreferencesSection({ user }: { user: User }) {
  const t = useTranslations('account.emailPreferences');
  const saveEmailPreferences = useSaveEmailPreferences();
  return (
    <PreferenceSwitchSection
      title={t('title')}
      label={t('label')}
      hint={t('hint')}
      value={user.marketingEmails}
      save={(next) => saveEmailPreferences.mutateAsync({ marketingEmails: next })}
      savedMessage={t('saved')}
    />
  );
}
