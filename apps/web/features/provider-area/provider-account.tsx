'use client';
// /serviceprovider/account is "Personal Detail" until approval and "Account" after (spec §2).
import { PageHeading } from '@/components/ui/page-heading';
import { AccountSummary } from '@/features/account/account-summary';
import { useCurrentUser } from '@/lib/current-user';
import { isApprovedProvider } from './provider-menu';

export function ProviderAccount() {
  const { data: user } = useCurrentUser();
  const approved = user ? isApprovedProvider(user) : false;
  return (
    <>
      <PageHeading title={approved ? 'Account' : 'Personal Detail'} description="Your contact details as customers and our team see them." />
      <AccountSummary />
    </>
  );
}
