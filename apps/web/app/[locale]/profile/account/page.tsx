import type { Metadata } from 'next';
import { PageHeading } from '@/components/ui/page-heading';
import { AccountSettings } from '@/features/account/account-settings';

export const metadata: Metadata = { title: 'Account' };

export default function Page() {
  return (
    <>
      <PageHeading title="Account" description="Your picture, contact details, password and email preferences." />
      <AccountSettings />
    </>
  );
}
