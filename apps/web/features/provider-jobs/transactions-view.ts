// The Transactions History filter lives in the URL (?startDate=2026-11-01&endDate=2026-11-30&page=2),
// so a reload or a shared link shows the same period.
import { paths } from '@/lib/paths';
import { createHref, createViewLoader, parseAsDay, parseAsPage, type SearchParams } from '@/lib/url-state';
import type { TransactionFilter } from './provider-jobs-api';

export interface TransactionsView {
  filter: TransactionFilter;
  page: number;
}

/** Each date is a real calendar day or left out, so a mangled link shows everything, not an error. */
const transactionsSearchParams = {
  startDate: parseAsDay,
  endDate: parseAsDay,
  page: parseAsPage,
};

const load = createViewLoader(transactionsSearchParams);

export function parseTransactionsView(params: SearchParams): TransactionsView {
  const { startDate, endDate, page } = load(params);
  return { filter: { startDate, endDate }, page };
}

const href = createHref(transactionsSearchParams);

export function transactionsHref({ filter, page = 1 }: { filter: TransactionFilter; page?: number }): string {
  // TODO(lead): paths.provider.transactionsHistory could take this query.
  return href(paths.provider.transactionsHistory(), { startDate: filter.startDate, endDate: filter.endDate, page });
}
