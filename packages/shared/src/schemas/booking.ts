// Booking forms: the service request and the booking contact.
import { z } from 'zod';
import { BOOKING_PAGE_SIZE, BOOKING_STATUSES, MAX_BOOKING_QUANTITY, type BookingStatus } from '../booking';
import { email, phonenumber, postcode, province, requiredText, withPostcodeInProvince } from './fields';
import { addressSchema } from './profile';

export const serviceRequestSchema = z.object({
  service: requiredText('Service', 200),
  postCode: z.array(z.object({ postcode })).min(1, 'Postal Code is required'),
  description: requiredText('Description', 2000),
});
export type ServiceRequestInput = z.infer<typeof serviceRequestSchema>;

/** The note is required only when the service demands a description. */
export function bookingContactSchema(requiresDescription: boolean) {
  return z.object({
    note: requiresDescription
      ? requiredText('Description', 2000)
      : z.string().trim().max(2000, 'Description must be at most 2000 characters').optional().default(''),
    phonenumber,
    email,
    zipcode: postcode,
  });
}
export type BookingContactInput = z.infer<ReturnType<typeof bookingContactSchema>>;

/** POST /api/booking: creates the booking and authorises the payment (the Idempotency-Key header is required). */
export const createBookingSchema = z.object({
  serviceId: z.uuid('Service is required'),
  /** ISO 8601 instant; checked against business hours in the address's province. */
  scheduledAt: z.iso.datetime({ offset: true, error: 'Date and time are required' }),
  quantity: z.coerce.number().int('Quantity must be a whole number').min(1, 'Quantity must be at least 1').max(MAX_BOOKING_QUANTITY, `Quantity must be at most ${MAX_BOOKING_QUANTITY}`).default(1),
  /** Where the work is: its validated province decides the taxes and which providers are offered the job. */
  address: addressSchema,
  note: z.string().trim().max(2000, 'Description must be at most 2000 characters').optional().default(''),
  phonenumber,
  email,
  /** The customer's own postal code, for the receipt: it may be in another province than the job. */
  zipcode: postcode,
  discountCode: z.string().trim().max(40).optional().transform((v) => (v ? v.toUpperCase() : undefined)),
  /** A card the gateway tokenised just now (`pm_…`), or the `_id` of one of the customer's saved cards. */
  paymentMethodId: requiredText('Payment method', 200),
  /** Keep a new card for next time (ignored for a saved card). */
  savePaymentMethod: z.boolean().optional().default(false),
});
export type CreateBookingInput = z.input<typeof createBookingSchema>;

/**
 * POST /api/booking/quote: the price summary before paying. Taxes follow the province; when the job's
 * postal code is known it is sent too, and the pair is checked as the booking will check it.
 */
export const bookingQuoteSchema = withPostcodeInProvince(
  z.object({
    serviceId: z.uuid('Service is required'),
    quantity: createBookingSchema.shape.quantity,
    province,
    postcode: postcode.optional(),
    discountCode: createBookingSchema.shape.discountCode,
  }),
);
export type BookingQuoteInput = z.input<typeof bookingQuoteSchema>;

/**
 * The price panel on a service page, for anyone: where the job is (its postal code names the
 * province, whose taxes apply), the hours when the service is priced by the hour, and a code.
 */
export const quickQuoteSchema = z.object({
  postcode,
  quantity: createBookingSchema.shape.quantity,
  discountCode: createBookingSchema.shape.discountCode,
});
export type QuickQuoteInput = z.input<typeof quickQuoteSchema>;

export const cancelBookingSchema = z.object({
  reason: requiredText('Reason', 500),
});

export const reportProblemSchema = z.object({
  description: z
    .string({ error: 'Tell us what went wrong' })
    .trim()
    .min(10, 'Tell us what went wrong in at least 10 characters')
    .max(2000, 'Please keep it under 2000 characters'),
});

export const changeBookingCardSchema = z.object({
  paymentMethodId: z.string({ error: 'Choose a card' }).trim().min(1, 'Choose a card').max(255, 'Choose a card'),
});

export const END_BEFORE_START_MESSAGE = 'The start date must be on or before the end date';
const isoDate = z.iso.date('Use dates as YYYY-MM-DD').optional();

/** The longest period one booking list may ask for, `from` and `to` both counted. */
export const MAX_BOOKING_LIST_DAYS = 366;
const DAY_MS = 86_400_000;

/** `?status=open,accepted`: booking statuses as a comma list; none given is every status. */
export const bookingStatusListSchema = z
  .string()
  .optional()
  .transform((v) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : []))
  .refine((list) => list.every((s) => (BOOKING_STATUSES as readonly string[]).includes(s)), 'Unknown booking status')
  // Checked just above, so readers get the statuses typed rather than casting them again.
  .transform((list) => list as BookingStatus[]);

/** GET /api/booking/available-bookings: a page of offers, optionally by status. */
export const bookingPageQuerySchema = z.object({
  status: bookingStatusListSchema,
  pageNo: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50).default(BOOKING_PAGE_SIZE),
});

export const AVAILABLE_BOOKING_SORTS = ['date', 'price'] as const;
export type AvailableBookingSort = (typeof AVAILABLE_BOOKING_SORTS)[number];

/**
 * The jobs a provider may take: soonest first or best paid first, optionally only in one of their
 * areas (an FSA such as "M5V" or a city key) and only on days from…to (the job's local days).
 */
export const availableBookingsQuerySchema = bookingPageQuerySchema.extend({
  sort: z.enum(AVAILABLE_BOOKING_SORTS).default('date'),
  area: z.string().trim().max(80).optional(),
  from: isoDate,
  to: isoDate,
});

export const DECLINE_REASON_MAX = 200;
export const declineBookingSchema = z.object({ reason: z.string().trim().max(DECLINE_REASON_MAX, `Keep the reason under ${DECLINE_REASON_MAX} characters`).default('') });

/** Accepting a job outside one's availability needs `overrideAvailability: true` (the API answers 409 otherwise). */
export const acceptBookingSchema = z.object({ overrideAvailability: z.boolean().default(false) });

/**
 * The customer's bookings and the provider's jobs: a page, and optionally the days (YYYY-MM-DD,
 * inclusive, on each job's own province clock) its scheduled start falls on.
 */
export const bookingListQuerySchema = bookingPageQuerySchema
  .extend({ from: isoDate, to: isoDate })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: END_BEFORE_START_MESSAGE, path: ['to'] })
  .refine((q) => !q.from || !q.to || (Date.parse(q.to) - Date.parse(q.from)) / DAY_MS + 1 <= MAX_BOOKING_LIST_DAYS, {
    message: `A date range can cover at most ${MAX_BOOKING_LIST_DAYS} days`,
    path: ['to'],
  });


/** GET /api/service-provider/mytransactions and its CSV: a page and an inclusive date range. */
export const transactionsQuerySchema = z
  .object({
    pageNo: z.coerce.number().int().min(1).default(1),
    size: z.coerce.number().int().min(1).max(100).default(10),
    startDate: isoDate,
    endDate: isoDate,
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, { message: END_BEFORE_START_MESSAGE, path: ['endDate'] });
