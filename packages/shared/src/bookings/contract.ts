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

const customer = ['customer'] as const;
const provider = ['serviceprovider'] as const;
/** Someone else's booking, like a malformed id, is answered as one that does not exist. */
const bookingId = idParams('id', 'Booking not found');
/** The monthly earnings statement: YYYY-MM on the provider's own clock. A month that is not one is a 400 with a field message, not a 404. */
const statementParams = z.object({ month: statementMonthSchema });

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
