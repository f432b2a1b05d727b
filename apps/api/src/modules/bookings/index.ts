// What the rest of the API may use from bookings; everything else in this folder is its own business.
// The app wires the routes, the payment jobs and the sweeper; the admin console acts on bookings
// through the same state machine, views and money rules; reviews and the dev tools reuse a few pieces.
export { bookingRoutes } from './routes';
export { runPaymentJob } from './payments';
export { startBookingSweeper, sweep } from './sweeper';
export { applyPaymentEvent } from './payment-events';
export { workingProvider } from './working-provider';
export { adminCompleteJob, adminStartJob } from './lifecycle';
export { cancelWithin } from './cancellation';
export { afterFullRefund, resolveMoneyIssue } from './issues';
export { transition } from './state-machine';
export { bookingHistory, bookingProfessionals, loadBookingView, toBooking } from './booking-dto';
export { matchingProviderUserIds, providerBusyDuring } from './matching';
export { dollars, jobLabel, serviceNames } from './labels';
export { localDay } from './local-day';
