// The discount list's filters, sort and page live in the URL (/admin/discounts?status=&q=&missingFrench=1&sort=&order=&page=),
// so a reload or a shared link shows the same rows.
import { DISCOUNT_LIST_STATUSES, DISCOUNT_SORTS } from '@hearth/shared/admin/content/contract';
import { parseAsStringLiteral } from 'nuqs/server';
import { createHref, createViewLoader, parseAsFlag, parseAsPage, parseAsText, type SearchParams } from '@/lib/url-state';

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

const discountsSearchParams = {
  status: parseAsStringLiteral(['', ...DISCOUNT_LIST_STATUSES]).withDefault(''),
  q: parseAsText(100).withDefault(''),
  missingFrench: parseAsFlag('1'),
  sort: parseAsStringLiteral(DISCOUNT_SORTS).withDefault('createdAt'),
  order: parseAsStringLiteral(['asc', 'desc']).withDefault('desc'),
  page: parseAsPage,
};

/** Unknown values fall back to the defaults: every code, newest first, page 1. */
export const readDiscountParams: (search: SearchParams) => DiscountListParams = createViewLoader(discountsSearchParams);

const href = createHref(discountsSearchParams);

/** The page's URL with `change` applied; defaults are left out to keep it short. */
export function discountsHref(base: string, params: DiscountListParams, change: Partial<DiscountListParams>): string {
  return href(base, { ...params, ...change });
}
