// The admin bookings search lives in the URL (?status=open,accepted&from=…&sort=createdAt&order=asc&page=2),
// so a reload, the back button or a link shared with another admin shows the same list.
import { ADMIN_BOOKING_PAGE_SIZE, ADMIN_BOOKING_SORTS, SORT_ORDERS, type AdminBookingSort, type SortOrder } from '@hearth/shared/admin/bookings';
import type { adminBookingListQuerySchema } from '@hearth/shared/admin/bookings/contract';
import { BOOKING_STATUSES, type BookingStatus } from '@hearth/shared/booking';
import { parseAsArrayOf, parseAsStringLiteral } from 'nuqs/server';
import type { z } from 'zod';
import { paths } from '@/lib/paths';
import { createHref, createViewLoader, parseAsDay, parseAsPage, parseAsText, parseAsUuid, type SearchParams } from '@/lib/url-state';

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

/** The filter's search params, in the order its URLs write them; unknown statuses are dropped from the list. */
const bookingsSearchParams = {
  status: parseAsArrayOf(parseAsStringLiteral(BOOKING_STATUSES)).withDefault([]),
  from: parseAsDay,
  to: parseAsDay,
  serviceId: parseAsUuid,
  area: parseAsText(100),
  customer: parseAsText(100),
  provider: parseAsText(100),
  sort: parseAsStringLiteral(ADMIN_BOOKING_SORTS).withDefault('startsAt'),
  order: parseAsStringLiteral(SORT_ORDERS).withDefault('desc'),
  page: parseAsPage,
};

/** Reads the URL leniently: a mangled value is dropped rather than shown as an error. */
export const parseBookingsFilter: (params: SearchParams) => BookingsFilter = createViewLoader(bookingsSearchParams);

const href = createHref(bookingsSearchParams);

/** The page's own URL for a filter (page 1 unless given). */
export const bookingsHref = (filter: BookingsFilter): string => href(paths.admin.bookings(), filter);

/** The API's query for a filter (it names the page `pageNo`); empty filters are left out. */
export function bookingsQuery(filter: BookingsFilter): z.input<typeof adminBookingListQuerySchema> {
  const { from, to, serviceId, area, customer, provider } = filter;
  const status = filter.status.length ? filter.status.join(',') : undefined;
  return { status, from, to, serviceId, area, customer, provider, sort: filter.sort, order: filter.order, pageNo: filter.page, size: ADMIN_BOOKING_PAGE_SIZE };
}

export const EMPTY_FILTER: BookingsFilter = { status: [], sort: 'startsAt', order: 'desc', page: 1 };

export const isFiltered = (f: BookingsFilter) => Boolean(f.status.length || f.from || f.to || f.serviceId || f.area || f.customer || f.provider);

export const bookingDetailHref = (id: string) => `${paths.admin.bookings()}/${id}`;
