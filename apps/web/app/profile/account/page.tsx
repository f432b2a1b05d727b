import type { Metadata } from 'next';
import { PageHeading } from '@/components/ui/page-heading';
import { AccountSummary } from '@/features/account/account-summary';

export const metadata: Metadata = { title: 'Account' };

export default function Page() {
  return (
    <>
      <PageHeading title="Account" description="Your personal details." />
      <AccountSummary />
    </>
  );
}
