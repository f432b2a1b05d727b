// The public entry: other features and app/ routes import from here, never from a file inside.
export { BookingConfirmation } from './booking-confirmation';
export { BookingDetail } from './booking-detail';
export { BookingFacts } from './booking-facts';
export { BookingPage } from './booking-page';
export { BookingStatusBadge } from './booking-status';
export { useHistoryEventLabel } from './booking-history';
export { parseMyBookingsView } from './booking-tabs';
export { CancelBooking } from './cancel-booking';
export { MyBookings } from './my-bookings';
export { PaymentCheckout } from './payment-checkout';
export { QuickQuote } from './quick-quote';
// Fixtures for other features' tests.
export { makeBooking } from './test-data';
