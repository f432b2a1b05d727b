import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { parseTransactionsView, TransactionsHistory } from '@/features/provider-jobs';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('provider.pages');
  return { title: t('transactionsHistory') };
}

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { filter, page } = parseTransactionsView(await searchParams);
  return <TransactionsHistory filter={filter} page={page} />;
}
