// The public entry: other features and app/ routes import from here, never from a file inside.
export { AdminBookingDetail } from './admin-booking-detail';
export { AdminBookingsList } from './admin-bookings-list';
export { parseBookingsFilter } from './bookings-filter';
