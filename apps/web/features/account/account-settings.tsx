'use client';
// /profile/account: the signed-in customer's picture, name, email, phone, password, email
// preferences, texts about their bookings, language, their data (download, delete) and deactivation, one card each with its own form, over the current-user query.
import { useTranslations } from 'next-intl';
import { LoadError } from '@/components/ui/load-error';
import { FormSkeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { useCurrentUser } from '@/lib/current-user';
import { BookingTextsSection } from './booking-texts-section';
import { DeactivateSection } from './deactivate-section';
import { EmailPreferencesSection } from './email-preferences-section';
import { EmailSection } from './email-section';
import { LanguageSection } from './language-section';
import { NameSection } from './name-section';
import { PasswordSection } from './password-section';
import { PhoneSection } from './phone-section';
import { ProfilePictureSection } from './profile-picture-section';
import { YourDataSection } from './your-data-section';

export function AccountSettings() {
  const t = useTranslations('account.settings');
  const { data: user, error, refetch, isFetching } = useCurrentUser();
  if (!user) {
    return error ? (
      <LoadError title={t('loadError')} message={errorMessage(error)} onRetry={() => refetch()} retrying={isFetching} />
    ) : (
      <FormSkeleton fields={4} label={t('loading')} />
    );
  }
  return (
    <div className="space-y-6">
      <ProfilePictureSection user={user} />
      <NameSection user={user} />
      <EmailSection user={user} />
      <PhoneSection user={user} />
      <PasswordSection />
      <EmailPreferencesSection user={user} />
      <BookingTextsSection user={user} />
      <LanguageSection user={user} />
      <YourDataSection />
      <DeactivateSection />
    </div>
  );
}
