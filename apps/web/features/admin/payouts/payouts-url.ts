// The payouts list's filters and page live in the URL (/admin/payouts?providerId=&status=&from=&to=&page=),
// so a reload or a link to a provider's payouts shows the same rows.
import { PAYOUT_STATUSES, type PayoutStatus } from '@hearth/shared/admin/payouts';
import { parsePageParam } from '@/components/ui/pagination';
import { paths } from '@/lib/paths';

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

type SearchParams = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function day(value: string | string[] | undefined): string | undefined {
  const text = first(value);
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const at = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(text) ? text : undefined;
}

/** Anything unreadable is left out, so a mangled link shows every payout rather than an error. */
export function parsePayoutsView(params: SearchParams): PayoutsView {
  const providerId = first(params.providerId);
  const status = first(params.status);
  return {
    filter: {
      providerId: providerId && UUID.test(providerId) ? providerId : undefined,
      status: (PAYOUT_STATUSES as readonly string[]).includes(status ?? '') ? (status as PayoutStatus) : undefined,
      from: day(params.from),
      to: day(params.to),
    },
    page: parsePageParam(params.page),
  };
}

/** The filter as a query string (the API's and the page's names are the same). */
export function payoutFilterQuery(filter: PayoutFilterView, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams();
  for (const key of ['providerId', 'status', 'from', 'to'] as const) {
    const value = filter[key];
    if (value) query.set(key, value);
  }
  for (const [key, value] of Object.entries(extra)) query.set(key, value);
  return query.toString();
}

export function payoutsHref({ filter, page = 1 }: { filter: PayoutFilterView; page?: number }): string {
  const search = payoutFilterQuery(filter, page > 1 ? { page: String(page) } : {});
  return search ? `${PAYOUTS_PATH}?${search}` : PAYOUTS_PATH;
}
