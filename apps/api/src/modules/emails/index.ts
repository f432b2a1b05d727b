// What the rest of the API may use from emails: the app hands it the outbox's email topic; bookings and
// the console tell customers and professionals what happened to a booking; bookings and messages
// alert professionals about new jobs and customers' messages; the calendar feed links each job to its page.
export { deliverEmail } from './delivery';
export { emailBookingCancelled, emailBookingConfirmed, emailJobCompleted, emailProfessionalAssigned, emailProfessionalReleased, emailReceipt, emailRefundIssued, emailRescheduleOutcome, ratedProfessionalName } from './customer-emails';
export { alertNewJob, alertNewMessage, tellProviderAssigned, tellProviderJobCancelled, tellProviderPayoutSent, tellProviderRescheduleProposed } from './provider-emails';
export { providerJobUrl } from './facts';
