// Customer and provider profile forms: name, address, provider profile.
import { z } from 'zod';
import { currentPassword, email, phonenumber, postcode, province, requiredText, withPostcodeInProvince } from './fields';

export { profileNameSchema, type ProfileNameInput } from '../account/contract';

/** An address the work is done at: its postal code must be in its province (tax and matching follow it). */
export const addressSchema = withPostcodeInProvince(
  z.object({
    name: requiredText('Name', 200),
    phonenumber,
    street: requiredText('Street', 200),
    city: requiredText('City', 100),
    province,
    country: requiredText('Country', 60).refine((v) => /^(ca|canada)$/i.test(v), 'We currently serve Canada only'),
    postcode,
  }),
);
export type AddressInput = z.infer<typeof addressSchema>;

export const providerProfileSchema = withPostcodeInProvince(
  z.object({
    firstname: requiredText('Full Name', 200),
    phonenumber,
    language: z.array(z.string().trim().min(1).max(100)).min(1, 'Language field must have at least 1 items').max(20),
    email,
    dob: z.iso.date('Date of Birth is required').refine((v) => {
      const d = new Date(v);
      const adult = new Date();
      adult.setFullYear(adult.getFullYear() - 18);
      return d <= adult && d.getFullYear() > 1900;
    }, 'You must be at least 18 years old'),
    postcode,
    street: requiredText('Street', 200),
    city: requiredText('City', 100),
    province,
    /** Needed only when `email` differs from the current one: a signed-in session alone cannot move the login. */
    password: currentPassword.optional(),
  }),
);
export type ProviderProfileInput = z.infer<typeof providerProfileSchema>;

