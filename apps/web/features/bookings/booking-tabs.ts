// The customer's booking tabs (shared CUSTOMER_BOOKING_TABS) as the URL carries them: `?tab=&page=`.
// No client code here: the server page reads the tab too.
import { CUSTOMER_BOOKING_TABS } from '@hearth/shared/booking';
import { parseAsStringLiteral } from 'nuqs/server';
import { createViewLoader, parseAsPage } from '@/lib/url-state';

export type BookingTab = (typeof CUSTOMER_BOOKING_TABS)[number];
export type BookingTabKey = BookingTab['key'];

const TAB_KEYS = CUSTOMER_BOOKING_TABS.map((tab) => tab.key);

/** `?tab=` as one of the tabs (anything else is the first, Upcoming) and `?page=` the page. */
export const parseMyBookingsView = createViewLoader({
  tab: parseAsStringLiteral<BookingTabKey>(TAB_KEYS).withDefault(CUSTOMER_BOOKING_TABS[0].key),
  page: parseAsPage,
});
