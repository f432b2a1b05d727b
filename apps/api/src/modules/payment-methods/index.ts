// What the rest of the API may use from payment-methods: the app wires its routes; bookings charge a
// saved or new card through the same customer record at the gateway.
export { paymentMethodRoutes } from './routes';
export { ensurePaymentCustomer, paymentForBooking, recordSavedCard } from './service';
