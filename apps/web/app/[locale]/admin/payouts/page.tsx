import type { Metadata } from 'next';
import { PayoutsPage } from '@/features/admin/payouts/payouts-page';
import { parsePayoutsView } from '@/features/admin/payouts/payouts-url';

export const metadata: Metadata = { title: 'Payouts' };

// Only admins get here: proxy.ts guards /admin. The filters live in the URL.
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <PayoutsPage view={parsePayoutsView(await searchParams)} />;
}
