// The booking flow's one form: its schema (the shared booking rules, with the note required only
// when the service demands it), the steps and the fields each step owns, and the request that
// /payment sends once the customer has paid.
import { PROVINCE_TIME_ZONES, scheduleError, zonedTimeToInstant } from '@hearth/shared/booking';
import type { ServiceCard } from '@hearth/shared/catalog/contract';
import { bookingContactSchema, createBookingSchema } from '@hearth/shared/schemas/booking';
import { addressSchema } from '@hearth/shared/schemas/profile';
import { z } from 'zod';
import { isProvinceCode } from '@/lib/booking-time';

/** What the flow needs to know about the service being booked (kept in the draft). */
export type BookingService = Pick<ServiceCard, '_id' | 'slug' | 'name' | 'priceUnit' | 'requiresDescription' | 'startingPriceCents' | 'durationMinutes'>;

export const DATE_REQUIRED_MESSAGE = 'Please choose a date';
export const TIME_REQUIRED_MESSAGE = 'Please choose a start time';

export function bookingFormSchema(service: Pick<BookingService, 'requiresDescription'>, now: () => Date = () => new Date()) {
  const contact = bookingContactSchema(service.requiresDescription).shape;
  return z
    .object({
      // The hours select gives text; the shared rule coerces it to the whole number the API takes.
      quantity: createBookingSchema.shape.quantity,
      note: contact.note,
      date: z.string().min(1, DATE_REQUIRED_MESSAGE),
      time: z.string().min(1, TIME_REQUIRED_MESSAGE),
      address: addressSchema,
      phonenumber: contact.phonenumber,
      email: contact.email,
      zipcode: contact.zipcode,
      /** The code typed on the price step; sent only when the quote accepted it. */
      discountCode: z.string(),
    })
    .superRefine((values, ctx) => {
      // The start time is checked in the job's province, the same way the API checks it.
      const province = values.address.province.trim().toUpperCase();
      if (!values.date || !values.time || !isProvinceCode(province)) return;
      const error = scheduleError(zonedTimeToInstant(values.date, values.time, PROVINCE_TIME_ZONES[province]), province, now());
      if (error) ctx.addIssue({ code: 'custom', path: ['time'], message: error });
    });
}

export type BookingFormSchema = ReturnType<typeof bookingFormSchema>;
export type BookingFormValues = z.input<BookingFormSchema>;
export type BookingFormOutput = z.output<BookingFormSchema>;
export type BookingFormField =
  | 'quantity'
  | 'note'
  | 'date'
  | 'time'
  | 'discountCode'
  | 'phonenumber'
  | 'email'
  | 'zipcode'
  | `address.${keyof BookingFormValues['address']}`;

/** The steps in order and the fields each owns; their names and headings are booking.steps.<key> in the catalogues. */
export const BOOKING_STEPS = [
  { key: 'service', fields: ['quantity', 'note'] },
  { key: 'schedule', fields: ['address.province', 'date', 'time'] },
  {
    key: 'address',
    fields: ['address.name', 'address.phonenumber', 'address.street', 'address.city', 'address.province', 'address.country', 'address.postcode'],
  },
  { key: 'contact', fields: ['phonenumber', 'email', 'zipcode'] },
  { key: 'price', fields: ['discountCode'] },
] as const satisfies readonly { key: string; fields: readonly BookingFormField[] }[];

export const LAST_STEP = BOOKING_STEPS.length - 1;

/** The first step holding one of these fields, or null. */
export function firstStepWith(fields: readonly string[]): number | null {
  const index = BOOKING_STEPS.findIndex((step) => step.fields.some((field) => fields.includes(field)));
  return index === -1 ? null : index;
}

/** API field names → form fields, for the 400 errors of POST /api/booking (scheduledAt is the time). */
export function formFieldFor(apiField: string): BookingFormField | null {
  if (apiField === 'scheduledAt') return 'time';
  if (apiField === 'address') return 'address.street';
  const known = BOOKING_STEPS.flatMap((step) => step.fields as readonly string[]);
  return known.includes(apiField) ? (apiField as BookingFormField) : null;
}

export function emptyBookingForm(defaults: { name?: string; email?: string } = {}): BookingFormValues {
  return {
    quantity: '1',
    note: '',
    date: '',
    time: '',
    address: { name: defaults.name ?? '', phonenumber: '', street: '', city: '', province: '', country: 'Canada', postcode: '' },
    phonenumber: '',
    email: defaults.email ?? '',
    zipcode: '',
    discountCode: '',
  };
}

/** What POST /api/booking receives, less the payment method chosen on /payment. */
export type BookingRequest = Omit<z.output<typeof createBookingSchema>, 'paymentMethodId' | 'savePaymentMethod'>;

export function bookingRequest(service: BookingService, values: BookingFormOutput, acceptedCode: string | null): BookingRequest {
  const province = values.address.province as keyof typeof PROVINCE_TIME_ZONES;
  return {
    serviceId: service._id,
    scheduledAt: zonedTimeToInstant(values.date, values.time, PROVINCE_TIME_ZONES[province]).toISOString(),
    quantity: service.priceUnit === 'hour' ? values.quantity : 1,
    address: values.address,
    note: values.note ?? '',
    phonenumber: values.phonenumber,
    email: values.email,
    zipcode: values.zipcode,
    discountCode: acceptedCode ?? undefined,
  };
}
