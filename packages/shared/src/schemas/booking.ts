// Booking forms (spec §3 Service request, Booking contact).
import { z } from 'zod';
import { email, phonenumber, postcode, requiredText } from './fields';

export const serviceRequestSchema = z.object({
  service: requiredText('Service', 200),
  postCode: z.array(z.object({ postcode })).min(1, 'Postal Code is required'),
  description: requiredText('Description', 2000),
});
export type ServiceRequestInput = z.infer<typeof serviceRequestSchema>;

/** The note is required only when the service demands a description (spec §5). */
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
