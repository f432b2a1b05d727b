// The admin bookings search lives in the URL (?status=open,accepted&from=…&sort=createdAt&order=asc&page=2),
// so a reload, the back button or a link shared with another admin shows the same list.
import { ADMIN_BOOKING_PAGE_SIZE, ADMIN_BOOKING_SORTS, SORT_ORDERS, type AdminBookingSort, type SortOrder } from '@hearth/shared/admin/bookings';
import type { adminBookingListQuerySchema } from '@hearth/shared/admin/bookings/contract';
import { BOOKING_STATUSES, type BookingStatus } from '@hearth/shared/booking';
import type { z } from 'zod';
import { parsePageParam } from '@/components/ui/pagination';
import { paths } from '@/lib/paths';

export interface BookingsFilter {
  status: BookingStatus[];
  from?: string;
  to?: string;
  serviceId?: string;
  area?: string;
  customer?: string;
  provider?: string;
  sort: AdminBookingSort;
  order: SortOrder;
  page: number;
}

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const text = (value: string | string[] | undefined) => first(value)?.trim().slice(0, 100) || undefined;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads the URL leniently: a mangled value is dropped rather than shown as an error. */
export function parseBookingsFilter(params: SearchParams): BookingsFilter {
  const status = (first(params.status) ?? '').split(',').filter((s): s is BookingStatus => (BOOKING_STATUSES as readonly string[]).includes(s));
  const date = (value: string | string[] | undefined) => {
    const v = first(value);
    return v && DATE.test(v) ? v : undefined;
  };
  const sort = first(params.sort);
  const order = first(params.order);
  const serviceId = first(params.serviceId);
  return {
    status,
    from: date(params.from),
    to: date(params.to),
    serviceId: serviceId && UUID.test(serviceId) ? serviceId : undefined,
    area: text(params.area),
    customer: text(params.customer),
    provider: text(params.provider),
    sort: (ADMIN_BOOKING_SORTS as readonly string[]).includes(sort ?? '') ? (sort as AdminBookingSort) : 'startsAt',
    order: (SORT_ORDERS as readonly string[]).includes(order ?? '') ? (order as SortOrder) : 'desc',
    page: parsePageParam(params.page),
  };
}

function searchParamsOf(filter: BookingsFilter): URLSearchParams {
  const query = new URLSearchParams();
  if (filter.status.length) query.set('status', filter.status.join(','));
  for (const key of ['from', 'to', 'serviceId', 'area', 'customer', 'provider'] as const) {
    const value = filter[key];
    if (value) query.set(key, value);
  }
  if (filter.sort !== 'startsAt') query.set('sort', filter.sort);
  if (filter.order !== 'desc') query.set('order', filter.order);
  return query;
}

/** The page's own URL for a filter (page 1 unless given). */
export function bookingsHref(filter: BookingsFilter): string {
  const query = searchParamsOf(filter);
  if (filter.page > 1) query.set('page', String(filter.page));
  const search = query.toString();
  return search ? `${paths.admin.bookings()}?${search}` : paths.admin.bookings();
}

/** The API's query for a filter (it names the page `pageNo`); empty filters are left out. */
export function bookingsQuery(filter: BookingsFilter): z.input<typeof adminBookingListQuerySchema> {
  const { from, to, serviceId, area, customer, provider } = filter;
  const status = filter.status.length ? filter.status.join(',') : undefined;
  return { status, from, to, serviceId, area, customer, provider, sort: filter.sort, order: filter.order, pageNo: filter.page, size: ADMIN_BOOKING_PAGE_SIZE };
}

export const EMPTY_FILTER: BookingsFilter = { status: [], sort: 'startsAt', order: 'desc', page: 1 };

export const isFiltered = (f: BookingsFilter) => Boolean(f.status.length || f.from || f.to || f.serviceId || f.area || f.customer || f.provider);

export const bookingDetailHref = (id: string) => `${paths.admin.bookings()}/${id}`;
