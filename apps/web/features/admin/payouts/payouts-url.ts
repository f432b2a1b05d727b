// The payouts list's filters and page live in the URL (/admin/payouts?providerId=&status=&from=&to=&page=),
// so a reload or a link to a provider's payouts shows the same rows.
import { PAYOUT_STATUSES, type PayoutStatus } from '@hearth/shared/admin/payouts';
import { parseAsStringLiteral } from 'nuqs/server';
import { paths } from '@/lib/paths';
import { createHref, createViewLoader, parseAsDay, parseAsPage, parseAsUuid, type SearchParams } from '@/lib/url-state';

export const PAYOUTS_PATH = paths.admin.payouts();

export interface PayoutFilterView {
  providerId?: string;
  status?: PayoutStatus;
  from?: string;
  to?: string;
}

export interface PayoutsView {
  filter: PayoutFilterView;
  page: number;
}

const payoutsSearchParams = {
  providerId: parseAsUuid,
  status: parseAsStringLiteral(PAYOUT_STATUSES),
  from: parseAsDay,
  to: parseAsDay,
  page: parseAsPage,
};

const load = createViewLoader(payoutsSearchParams);

/** Anything unreadable is left out, so a mangled link shows every payout rather than an error. */
export function parsePayoutsView(params: SearchParams): PayoutsView {
  const { page, ...filter } = load(params);
  return { filter, page };
}

const href = createHref(payoutsSearchParams);

export function payoutsHref({ filter, page = 1 }: { filter: PayoutFilterView; page?: number }): string {
  return href(PAYOUTS_PATH, { ...filter, page });
}
