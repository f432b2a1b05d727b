// The Transactions History filter lives in the URL (?startDate=2026-11-01&endDate=2026-11-30&page=2),
// so a reload or a shared link shows the same period.
import { parsePageParam } from '@/components/ui/pagination';
import { paths } from '@/lib/paths';
import type { TransactionFilter } from './provider-jobs-api';

export interface TransactionsView {
  filter: TransactionFilter;
  page: number;
}

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** A real calendar date as YYYY-MM-DD, or undefined (so a mangled link shows everything, not an error). */
export function parseDateParam(value: string | string[] | undefined): string | undefined {
  const text = first(value);
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const at = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(text) ? text : undefined;
}

export function parseTransactionsView(params: SearchParams): TransactionsView {
  return { filter: { startDate: parseDateParam(params.startDate), endDate: parseDateParam(params.endDate) }, page: parsePageParam(params.page) };
}

export function transactionsHref({ filter, page = 1 }: { filter: TransactionFilter; page?: number }): string {
  const query = new URLSearchParams();
  if (filter.startDate) query.set('startDate', filter.startDate);
  if (filter.endDate) query.set('endDate', filter.endDate);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  // TODO(lead): paths.provider.transactionsHistory could take this query.
  return search ? `${paths.provider.transactionsHistory()}?${search}` : paths.provider.transactionsHistory();
}
