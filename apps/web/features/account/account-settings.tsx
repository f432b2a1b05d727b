'use client';
// /profile/account (issue 7): the signed-in customer's picture, name, email, phone, password, email
// preferences, their data (download, delete) and deactivation, one card each with its own form, over the current-user query.
import { LoadError } from '@/components/ui/load-error';
import { FormSkeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { useCurrentUser } from '@/lib/current-user';
import { DeactivateSection } from './deactivate-section';
import { EmailPreferencesSection } from './email-preferences-section';
import { YourDataSection } from '@/features/privacy/your-data-section';
import { EmailSection } from './email-section';
import { NameSection } from './name-section';
import { PasswordSection } from './password-section';
import { PhoneSection } from './phone-section';
import { ProfilePictureSection } from './profile-picture-section';

export function AccountSettings() {
  const { data: user, error, refetch, isFetching } = useCurrentUser();
  if (!user) {
    return error ? (
      <LoadError title="We could not load your account" message={errorMessage(error)} onRetry={() => refetch()} retrying={isFetching} />
    ) : (
      <FormSkeleton fields={4} label="Loading your account" />
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
      <YourDataSection />
      <DeactivateSection />
    </div>
  );
}
