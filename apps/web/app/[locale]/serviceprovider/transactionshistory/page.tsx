import type { Metadata } from 'next';
import { TransactionsHistory } from '@/features/provider-jobs/transactions-history';
import { parseTransactionsView } from '@/features/provider-jobs/transactions-view';

export const metadata: Metadata = { title: 'Transactions History' };

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { filter, page } = parseTransactionsView(await searchParams);
  return <TransactionsHistory filter={filter} page={page} />;
}
