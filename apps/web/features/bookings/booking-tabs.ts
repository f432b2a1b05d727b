// The customer's booking tabs (shared CUSTOMER_BOOKING_TABS) as the URL carries them: `?tab=`.
// No client code here: the server page reads the tab too.
import { CUSTOMER_BOOKING_TABS } from '@hearth/shared/booking';

export type BookingTab = (typeof CUSTOMER_BOOKING_TABS)[number];
export type BookingTabKey = BookingTab['key'];

/** `?tab=` as one of the tabs; anything else is the first (Upcoming). */
export function parseBookingTab(value: string | string[] | undefined): BookingTabKey {
  const key = Array.isArray(value) ? value[0] : value;
  return CUSTOMER_BOOKING_TABS.find((tab) => tab.key === key)?.key ?? CUSTOMER_BOOKING_TABS[0].key;
}
