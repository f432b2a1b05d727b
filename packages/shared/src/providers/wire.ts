// Wire shapes of a provider's own data that other contracts also answer with (the admin review
// shows the same profile the provider edits).
import { z } from 'zod';
import { VERIFICATION_STATUSES } from '../constants';

/** The provider's personal details as GET /api/service-provider/profile answers them. */
export const providerProfileDataSchema = z.object({
  firstname: z.string(),
  phonenumber: z.string().nullable(),
  isPhoneNumberVerified: z.boolean(),
  language: z.array(z.string()),
  email: z.string(),
  isEmailVerified: z.boolean(),
  dob: z.string().nullable(),
  postcode: z.string().nullable(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  verificationstatus: z.enum(VERIFICATION_STATUSES),
});
export type ProviderProfile = z.infer<typeof providerProfileDataSchema>;
