// What the rest of the API may use from emails: the app hands it the outbox's email topic; bookings and
// the console tell customers and professionals what happened to a booking.
export { deliverEmail } from './delivery';
export { emailBookingCancelled, emailBookingConfirmed, emailJobCompleted, emailProfessionalAssigned, emailProfessionalReleased, emailReceipt, emailRefundIssued } from './customer-emails';
export { tellProviderAssigned, tellProviderJobCancelled, tellProviderPayoutSent } from './provider-emails';
