// A booking's shapes as clients read them: the customer's own bookings and the admin console's
// booking page show the same booking.
import { z } from 'zod';
import type { Booking } from '../api-types';
import { BOOKING_PAYMENT_STATUSES, BOOKING_STATUSES } from '../booking';
import { PROVINCE_CODES, ROLES, type ProvinceCode } from '../constants';
import { imageUrlsSchema } from '../wire';

const provinceSchema = z.enum(PROVINCE_CODES as [ProvinceCode, ...ProvinceCode[]]);

export const bookingServiceRefSchema = z.object({ _id: z.string(), name: z.string(), slug: z.string(), image: imageUrlsSchema.nullable() });

export const bookingAddressSchema = z.object({
  name: z.string(),
  phonenumber: z.string(),
  street: z.string(),
  city: z.string(),
  province: provinceSchema,
  country: z.string(),
  postcode: z.string(),
});

export const bookingHistoryEntrySchema = z.object({
  from: z.enum(BOOKING_STATUSES).nullable(),
  to: z.enum(BOOKING_STATUSES),
  by: z.enum([...ROLES, 'system']),
  reason: z.string().nullable(),
  at: z.string(),
});

export const bookingReviewSchema = z.object({ rating: z.number().int(), review: z.string(), createdAt: z.string() });

/** Integer cents; `taxes` are the lines that make up `tax` (rates in thousandths of a percent). */
export const bookingAmountsSchema = z.object({
  subtotal: z.number().int(),
  discount: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  taxes: z.array(z.object({ name: z.enum(['GST', 'HST', 'PST', 'QST', 'RST']), rate: z.number(), amount: z.number().int() })),
});

export const bookingPaymentSchema = z.object({
  status: z.enum(BOOKING_PAYMENT_STATUSES),
  holdFrom: z.string().nullable(),
  cardUpdateDeadline: z.string().nullable(),
  error: z.string().nullable(),
});

/** A booking as its customer (and admins) see it; the fields are described on `Booking` in api-types. */
export const bookingSchema = z.object({
  _id: z.string(),
  status: z.enum(BOOKING_STATUSES),
  service: bookingServiceRefSchema,
  scheduledAt: z.string(),
  endsAt: z.string(),
  quantity: z.number().int(),
  address: bookingAddressSchema,
  note: z.string(),
  phonenumber: z.string(),
  email: z.string(),
  zipcode: z.string(),
  discountCode: z.string().nullable(),
  amounts: bookingAmountsSchema,
  refundedCents: z.number().int(),
  chargedCents: z.number().int(),
  payment: bookingPaymentSchema,
  confirmation: z.object({ endsAt: z.string(), problemReportedAt: z.string().nullable() }).nullable(),
  provider: z.object({ _id: z.string(), name: z.string() }).nullable(),
  review: bookingReviewSchema.nullable(),
  createdAt: z.string(),
  unreadMessages: z.number().int(),
  history: z.array(bookingHistoryEntrySchema).optional(),
  cancellation: z.object({ policy: z.enum(['full', 'partial', 'none']), refundCents: z.number().int() }).nullable().optional(),
});

// `Booking` is still written out in api-types for the endpoints not yet on a contract: the two must
// describe the same shape until they are, so a change to one without the other fails to compile.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const bookingMatches: Same<z.infer<typeof bookingSchema>, Booking> = true;
void bookingMatches;
