// The discount list's filters, sort and page live in the URL (/admin/discounts?status=&q=&missingFrench=1&sort=&order=&page=),
// so a reload or a shared link shows the same rows.
import { DISCOUNT_LIST_STATUSES, DISCOUNT_SORTS } from '@hearth/shared/admin/content/contract';
import { parsePageParam } from '@/components/ui/pagination';

export type DiscountStatusFilter = (typeof DISCOUNT_LIST_STATUSES)[number] | '';
export type DiscountSort = (typeof DISCOUNT_SORTS)[number];

export interface DiscountListParams {
  status: DiscountStatusFilter;
  q: string;
  /** Only the codes whose discount-bar text has no French yet. */
  missingFrench: boolean;
  sort: DiscountSort;
  order: 'asc' | 'desc';
  page: number;
}

type SearchParams = Record<string, string | string[] | undefined>;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

/** Unknown values fall back to the defaults: every code, newest first, page 1. */
export function readDiscountParams(search: SearchParams): DiscountListParams {
  const status = first(search.status);
  const sort = first(search.sort);
  return {
    status: (DISCOUNT_LIST_STATUSES as readonly string[]).includes(status) ? (status as DiscountStatusFilter) : '',
    q: first(search.q).slice(0, 100),
    missingFrench: first(search.missingFrench) === '1',
    sort: (DISCOUNT_SORTS as readonly string[]).includes(sort) ? (sort as DiscountSort) : 'createdAt',
    order: first(search.order) === 'asc' ? 'asc' : 'desc',
    page: parsePageParam(search.page),
  };
}

/** The page's URL with `change` applied; defaults are left out to keep it short. */
export function discountsHref(base: string, params: DiscountListParams, change: Partial<DiscountListParams>): string {
  const next = { ...params, ...change };
  const query = new URLSearchParams();
  if (next.status) query.set('status', next.status);
  if (next.q) query.set('q', next.q);
  if (next.missingFrench) query.set('missingFrench', '1');
  if (next.sort !== 'createdAt') query.set('sort', next.sort);
  if (next.order !== 'desc') query.set('order', next.order);
  if (next.page > 1) query.set('page', String(next.page));
  const search = query.toString();
  return search ? `${base}?${search}` : base;
}
