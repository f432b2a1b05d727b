// The customer's booking tabs (shared CUSTOMER_BOOKING_TABS) as the URL carries them: `?tab=&page=`.
// No client code here: the server page reads the tab too, and the list's links are built from the same parsers.
import { CUSTOMER_BOOKING_TABS } from '@hearth/shared/booking';
import { parseAsStringLiteral } from 'nuqs/server';
import { paths } from '@/lib/paths';
import { createHref, createViewLoader, parseAsPage } from '@/lib/url-state';

export type BookingTab = (typeof CUSTOMER_BOOKING_TABS)[number];
export type BookingTabKey = BookingTab['key'];

const TAB_KEYS = CUSTOMER_BOOKING_TABS.map((tab) => tab.key);

/** `?tab=` as one of the tabs (anything else is the first, Upcoming) and `?page=` the page. */
const myBookingsSearchParams = {
  tab: parseAsStringLiteral<BookingTabKey>(TAB_KEYS).withDefault(CUSTOMER_BOOKING_TABS[0].key),
  page: parseAsPage,
};

export const parseMyBookingsView = createViewLoader(myBookingsSearchParams);

const href = createHref(myBookingsSearchParams);

/** The default tab and the first page leave their parameter out, so /profile/booking and Upcoming's page 1 are one page. */
export const myBookingsHref = (tab: BookingTabKey, page = 1): string => href(paths.profile.booking(), { tab, page });
