// Bookings over HTTP: the customer books, pays and follows a booking; the provider takes offers,
// works the jobs and reads what they earned. The payment gateway's webhook is not here: it reads the
// raw body to check its signature, so the API writes it by hand.
import { z } from 'zod';
import { defineEndpoint } from '../contract';
import { statementMonthSchema } from '../invoices';
import {
  acceptBookingSchema,
  availableBookingsQuerySchema,
  bookingListQuerySchema,
  bookingQuoteSchema,
  cancelBookingSchema,
  changeBookingCardSchema,
  createBookingSchema,
  declineBookingSchema,
  reportProblemSchema,
  transactionsQuerySchema,
} from '../schemas/booking';
import { idParams, pagedSchema } from '../wire';
import { ON_THE_WAY_ETA_MINUTES } from './on-the-way';
import {
  availableBookingSchema,
  bookingCardChangeSchema,
  bookingOrJobSchema,
  bookingQuoteWireSchema,
  bookingSchema,
  cancelledBookingSchema,
  createdBookingSchema,
  providerDashboardSchema,
  providerJobCountsSchema,
  providerJobSchema,
  providerTransactionPageSchema,
} from './wire';

/** POST /api/booking/{id}/on-my-way: minutes until the provider expects to arrive. */
export const onMyWaySchema = z.object({
  etaMinutes: z
    .number({ error: 'Arrival time is required' })
    .int('Arrival time must be a whole number of minutes')
    .min(ON_THE_WAY_ETA_MINUTES.min, `Arrival time must be between ${ON_THE_WAY_ETA_MINUTES.min} and ${ON_THE_WAY_ETA_MINUTES.max} minutes`)
    .max(ON_THE_WAY_ETA_MINUTES.max, `Arrival time must be between ${ON_THE_WAY_ETA_MINUTES.min} and ${ON_THE_WAY_ETA_MINUTES.max} minutes`),
});
export type OnMyWayInput = z.infer<typeof onMyWaySchema>;

const customer = ['customer'] as const;
const provider = ['serviceprovider'] as const;
/** Someone else's booking, like a malformed id, is answered as one that does not exist. */
const bookingId = idParams('id', 'Booking not found');
/** The monthly earnings statement: YYYY-MM on the provider's own clock. A month that is not one is a 400 with a field message, not a 404. */
const statementParams = z.object({ month: statementMonthSchema });
/** Another start for a booking; the API checks it as a new booking's start (lead time, slots, horizon). */
const rescheduleBookingSchema = z.object({ startsAt: z.iso.datetime({ offset: true, error: 'Date and time are required' }) });

export const bookingEndpoints = {
  // ---- Customer ----
  /** The price before paying. Public; a signed-in customer also gets their own discount rules checked. */
  quote: defineEndpoint({ method: 'POST', path: '/api/booking/quote', access: 'public', body: bookingQuoteSchema, response: bookingQuoteWireSchema }),
  /** Books and authorises the payment: answers 201, with the Idempotency-Key header required. Rate-limited. */
  create: defineEndpoint({ method: 'POST', path: '/api/booking', access: customer, body: createBookingSchema, response: createdBookingSchema }),
  mine: defineEndpoint({ method: 'GET', path: '/api/booking/mybookings', access: customer, query: bookingListQuerySchema, response: pagedSchema(bookingSchema) }),

  // ---- Provider: what they can take ----
  available: defineEndpoint({ method: 'GET', path: '/api/booking/available-bookings', access: provider, query: availableBookingsQuerySchema, response: pagedSchema(availableBookingSchema) }),
  availableCount: defineEndpoint({ method: 'GET', path: '/api/booking/available-bookings-count', access: provider, response: z.number().int() }),
  /**
   * One job of the provider's available list, as the list shows it: the page an alert links to. A job
   * they may not see there (taken, past, declined, another area) is a 404, like a malformed id.
   */
  availableOne: defineEndpoint({ method: 'GET', path: '/api/booking/available-bookings/:id', access: provider, params: bookingId, response: availableBookingSchema }),

  // ---- One booking ----
  /** To its customer, its provider (their job's view) or an admin, with its history. */
  detail: defineEndpoint({ method: 'GET', path: '/api/booking/:id', access: 'user', params: bookingId, response: bookingOrJobSchema }),
  /** The customer by the refund policy, the provider by handing the job back, or an admin. */
  cancel: defineEndpoint({ method: 'POST', path: '/api/booking/:id/cancel', access: 'user', params: bookingId, body: cancelBookingSchema, response: cancelledBookingSchema }),
  /** Freezes the payout until support looks at it; answers with the booking. Rate-limited. */
  reportProblem: defineEndpoint({
    method: 'POST',
    path: '/api/booking/:id/report-problem',
    access: customer,
    params: bookingId,
    body: reportProblemSchema,
    response: bookingOrJobSchema,
  }),
  /** Another card for a booking whose hold failed or is still to come. Rate-limited. */
  changeCard: defineEndpoint({
    method: 'POST',
    path: '/api/booking/:id/payment-method',
    access: customer,
    params: bookingId,
    body: changeBookingCardSchema,
    response: bookingCardChangeSchema,
  }),
  /**
   * 409 when another provider took it first, or when it falls outside the provider's availability and
   * the body does not confirm `overrideAvailability` (then `errors.overrideAvailability` says why).
   */
  accept: defineEndpoint({ method: 'POST', path: '/api/booking/:id/accept', access: provider, params: bookingId, body: acceptBookingSchema, response: providerJobSchema }),
  /** Hides an open job from the provider's list and stops alerts for it; a reason is optional. */
  decline: defineEndpoint({ method: 'POST', path: '/api/booking/:id/decline', access: provider, params: bookingId, body: declineBookingSchema, response: z.object({ declined: z.literal(true) }) }),
  /** Undoes a decline (the job shows again if it is still open). */
  undoDecline: defineEndpoint({ method: 'DELETE', path: '/api/booking/:id/decline', access: provider, params: bookingId, response: z.object({ declined: z.literal(false) }) }),
  start: defineEndpoint({ method: 'POST', path: '/api/booking/:id/start', access: provider, params: bookingId, response: providerJobSchema }),
  complete: defineEndpoint({ method: 'POST', path: '/api/booking/:id/complete', access: provider, params: bookingId, response: providerJobSchema }),
  /**
   * The assigned provider tells the customer they are on their way and when they expect to arrive:
   * an accepted job, from ON_THE_WAY_WINDOW_MINUTES before its start until its scheduled end. Saying
   * it again updates the arrival time. Rate-limited per booking.
   */
  onMyWay: defineEndpoint({ method: 'POST', path: '/api/booking/:id/on-my-way', access: provider, params: bookingId, body: onMyWaySchema, response: providerJobSchema }),

  /**
   * The customer asks for another start (same length, the same rules as booking). Open: the booking
   * moves now. Accepted: the professional is asked, only while cancelling is still free; 409 inside
   * that window or while another request waits. Rate-limited.
   */
  reschedule: defineEndpoint({ method: 'POST', path: '/api/booking/:id/reschedule', access: customer, params: bookingId, body: rescheduleBookingSchema, response: bookingSchema }),
  /** The customer withdraws the request the professional has not answered; 409 when none waits. */
  withdrawReschedule: defineEndpoint({ method: 'DELETE', path: '/api/booking/:id/reschedule', access: customer, params: bookingId, response: bookingSchema }),
  /** The assigned professional takes the new time; 409 when it overlaps another of their jobs or nothing waits. */
  acceptReschedule: defineEndpoint({ method: 'POST', path: '/api/booking/:id/reschedule/accept', access: provider, params: bookingId, response: providerJobSchema }),
  /** The assigned professional cannot make the new time: the job moves and is handed back (offered to others). Answers the job as it was handed back. */
  declineReschedule: defineEndpoint({ method: 'POST', path: '/api/booking/:id/reschedule/decline', access: provider, params: bookingId, response: z.object({ declined: z.literal(true) }) }),

  // ---- Provider: their jobs and earnings ----
  jobs: defineEndpoint({ method: 'GET', path: '/api/service-provider/mybookings', access: provider, query: bookingListQuerySchema, response: pagedSchema(providerJobSchema) }),
  jobCounts: defineEndpoint({ method: 'GET', path: '/api/service-provider/mybookings-count', access: provider, response: providerJobCountsSchema }),
  transactions: defineEndpoint({ method: 'GET', path: '/api/service-provider/mytransactions', access: provider, query: transactionsQuerySchema, response: providerTransactionPageSchema }),
  /** The same payouts as a CSV file (text/csv, never cached), not an envelope: fetch it as a Blob. */
  transactionsCsv: defineEndpoint({ method: 'GET', path: '/api/service-provider/mytransactions.csv', access: provider, query: transactionsQuerySchema, response: z.void() }),
  dashboard: defineEndpoint({ method: 'GET', path: '/api/service-provider/dashboard', access: provider, response: providerDashboardSchema }),
  /** The monthly statement as a PDF (never cached), not an envelope: fetch it as a Blob. */
  statementPdf: defineEndpoint({ method: 'GET', path: '/api/service-provider/statements/:month.pdf', access: provider, params: statementParams, response: z.void() }),
  /** The monthly statement as a CSV (never cached), not an envelope: fetch it as a Blob. */
  statementCsv: defineEndpoint({ method: 'GET', path: '/api/service-provider/statements/:month.csv', access: provider, params: statementParams, response: z.void() }),
};
