import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors } from '../validation';
import { changePasswordSchema } from '../account/contract';
import { loginSchema, providerSignupSchema, resetPasswordFormSchema, signupSchema, verifyOtpSchema, phoneSchema } from '../auth/contract';
import { addressSchema, profileNameSchema, providerProfileSchema } from './profile';
import { bankDetailsSchema } from '../providers/contract';
import { providerVerificationSchema } from './provider';
import { bookingContactSchema, serviceRequestSchema } from './booking';
import { inquirySchema } from '../inquiries/contract';
import { supportTicketSchema } from '../support/contract';
import { reviewSchema } from '../reviews/contract';
import { hasAllowedDocumentExtension } from './fields';

function errorsOf(schema: z.ZodType, input: unknown) {
  const r = schema.safeParse(input);
  return r.success ? {} : fieldErrors(r.error);
}

const goodSignup = { firstName: 'Ada', lastName: 'Tremblay', email: 'ada@example.ca', password: 'maple-leaf-9', repassword: 'maple-leaf-9' };

describe('email rule', () => {
  it('is required', () => expect(errorsOf(loginSchema, { email: '', password: 'x' }).email).toBe('Email is required'));
  it('is required when missing', () => expect(errorsOf(loginSchema, { password: 'x' }).email).toBe('Email is required'));
  it('rejects invalid addresses', () => {
    for (const bad of ['ada', 'ada@', 'ada@example', 'ada example@x.ca', 'a@b.c']) {
      expect(errorsOf(loginSchema, { email: bad, password: 'x' }).email).toBe('Provide valid email address');
    }
  });
  it('trims and lower-cases', () => {
    expect(loginSchema.parse({ email: '  Ada@Example.CA ', password: 'x' }).email).toBe('ada@example.ca');
  });
});

describe('sign-up', () => {
  it('accepts a good form', () => expect(errorsOf(signupSchema, goodSignup)).toEqual({}));
  it('names each missing field', () => {
    expect(errorsOf(signupSchema, {})).toMatchObject({
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
      email: 'Email is required',
      password: 'Password is required',
      repassword: 'Confirm Password is required',
    });
  });
  it('requires 8 characters', () =>
    expect(errorsOf(signupSchema, { ...goodSignup, password: 'short', repassword: 'short' }).password).toBe('Password must be at least 8 characters'));
  it('refuses spaces', () =>
    expect(errorsOf(signupSchema, { ...goodSignup, password: 'has space 1', repassword: 'has space 1' }).password).toBe('Password cannot contain spaces'));
  it('requires matching passwords', () =>
    expect(errorsOf(signupSchema, { ...goodSignup, repassword: 'different-9' }).repassword).toBe('Password must match'));
  it('trims names', () => expect(errorsOf(signupSchema, { ...goodSignup, firstName: '   ' }).firstName).toBe('First Name is required'));
});

describe('provider sign-up', () => {
  const good = { name: 'Sam Okafor', email: 'sam@example.ca', password: 'tools-tools', repassword: 'tools-tools', service: ['Plumbing'], language: ['English'] };
  it('accepts a good form', () => expect(errorsOf(providerSignupSchema, good)).toEqual({}));
  it('needs at least one service and language', () => {
    expect(errorsOf(providerSignupSchema, { ...good, service: [], language: [] })).toMatchObject({
      service: 'Service field must have at least 1 items',
      language: 'Language field must have at least 1 items',
    });
  });
});

describe('password-only forms', () => {
  it('apply only required and minimum length', () => {
    expect(errorsOf(resetPasswordFormSchema, { password: 'with space ok', repassword: 'with space ok' })).toEqual({});
    expect(errorsOf(resetPasswordFormSchema, { password: 'short', repassword: 'short' }).password).toBe('Password must be at least 8 characters');
    expect(errorsOf(resetPasswordFormSchema, { password: 'longenough', repassword: 'longenougH' }).repassword).toBe('Password must match');
  });
});

describe('change password', () => {
  it('trims and checks the new password', () => {
    expect(errorsOf(changePasswordSchema, { oldpassword: ' old-pass-1 ', newpassword: ' new-pass-1 ', confirmepassword: 'new-pass-1' })).toEqual({});
    expect(errorsOf(changePasswordSchema, { oldpassword: 'old-pass-1', newpassword: 'new pass 1', confirmepassword: 'new pass 1' }).newpassword).toBe('Password cannot contain spaces');
    expect(errorsOf(changePasswordSchema, { oldpassword: 'old-pass-1', newpassword: 'new-pass-1', confirmepassword: 'new-pass-2' }).confirmepassword).toBe('Password must match');
    expect(errorsOf(changePasswordSchema, { oldpassword: '', newpassword: 'short', confirmepassword: 'short' })).toMatchObject({
      oldpassword: 'Current Password is required',
      newpassword: 'Password must be at least 8 characters',
    });
  });
});

describe('phone rule', () => {
  it('accepts 10 digits with optional +1, dashes or spaces', () => {
    for (const ok of ['4165550123', '416-555-0123', '416 555 0123', '+1 416-555-0123', '+14165550123']) {
      expect(errorsOf(phoneSchema, { phonenumber: ok })).toEqual({});
    }
  });
  it('refuses other shapes', () => {
    for (const bad of ['41655501', '416-555-01234', 'phone', '+44 20 7946 0958']) {
      expect(errorsOf(phoneSchema, { phonenumber: bad }).phonenumber).toBe('Phone number must be a 10-digit number');
    }
  });
  it('is required', () => expect(errorsOf(phoneSchema, { phonenumber: '' }).phonenumber).toBe('Phone number is required'));
});

describe('OTP', () => {
  it('needs exactly six digits', () => {
    expect(errorsOf(verifyOtpSchema, { phonenumber: '4165550123', otp: '123456' })).toEqual({});
    expect(errorsOf(verifyOtpSchema, { phonenumber: '4165550123', otp: '12345' }).otp).toBe('OTP must be 6 digits');
    expect(errorsOf(verifyOtpSchema, { phonenumber: '4165550123', otp: '12a456' }).otp).toBe('OTP must be 6 digits');
  });
});

describe('address and profile', () => {
  const address = { name: 'Home', phonenumber: '416-555-0123', street: '100 Queen St W', city: 'Toronto', province: 'on', country: 'Canada', postcode: 'm5h2n2' };
  it('validates Canadian postal codes and provinces, normalising them', () => {
    expect(addressSchema.parse(address)).toMatchObject({ province: 'ON', postcode: 'M5H 2N2' });
    expect(errorsOf(addressSchema, { ...address, postcode: '' }).postcode).toBe('Postal Code is required');
    expect(errorsOf(addressSchema, { ...address, postcode: '90210' }).postcode).toMatch(/valid Canadian postal code/);
    expect(errorsOf(addressSchema, { ...address, province: 'CA' }).province).toMatch(/Canadian province/);
  });
  it('refuses a postal code in another province than the one chosen, on the postal code', () => {
    expect(errorsOf(addressSchema, { ...address, postcode: 'M5V 2T6', province: 'AB' })).toEqual({ postcode: 'M5V 2T6 is a postal code in Ontario, not Alberta' });
    expect(errorsOf(addressSchema, { ...address, postcode: 'h2x1k4', province: 'on' }).postcode).toBe('H2X 1K4 is a postal code in Quebec, not Ontario');
    // X is shared by the two territories: either is right, nothing else is.
    expect(errorsOf(addressSchema, { ...address, postcode: 'X0A 0H0', province: 'NU' })).toEqual({});
    expect(errorsOf(addressSchema, { ...address, postcode: 'X1A 2P7', province: 'NT' })).toEqual({});
    expect(errorsOf(addressSchema, { ...address, postcode: 'X1A 2P7', province: 'YT' }).postcode).toBe('X1A 2P7 is a postal code in the Northwest Territories or Nunavut, not Yukon');
    // Said even while other fields are still wrong, and not piled on a postal code that is wrong by itself.
    expect(errorsOf(addressSchema, { ...address, name: '', postcode: 'T5J 0N3', province: 'SK' })).toEqual({ name: 'Name is required', postcode: 'T5J 0N3 is a postal code in Alberta, not Saskatchewan' });
    expect(errorsOf(addressSchema, { ...address, postcode: '90210', province: 'AB' }).postcode).toMatch(/valid Canadian postal code/);
    const p = { firstname: 'Sam', phonenumber: '4165550123', language: ['English'], email: 'sam@example.ca', dob: '1990-04-01', postcode: 'K1A 0B1', street: '1 Main', city: 'Ottawa', province: 'QC' };
    expect(errorsOf(providerProfileSchema, p)).toEqual({ postcode: 'K1A 0B1 is a postal code in Ontario, not Quebec' });
  });
  it('profile name messages', () =>
    expect(errorsOf(profileNameSchema, {})).toEqual({ firstname: 'First Name is required', lastname: 'Last Name is required' }));
  it('provider profile needs a date of birth', () => {
    const p = { firstname: 'Sam', phonenumber: '4165550123', language: ['English'], email: 'sam@example.ca', postcode: 'K1A 0B1', street: '1 Main', city: 'Ottawa', province: 'ON' };
    expect(errorsOf(providerProfileSchema, p).dob).toBe('Date of Birth is required');
    expect(errorsOf(providerProfileSchema, { ...p, dob: '1990-04-01' })).toEqual({});
  });
});

describe('provider verification and bank details', () => {
  it('SIN format 000-000-000', () => {
    const base = { qualification: 'Licensed plumber', residentStatus: 'Citizen', yearsOfExperince: '5' };
    expect(errorsOf(providerVerificationSchema, { ...base, socialInsuranceNum: '046-454-286' })).toEqual({});
    expect(errorsOf(providerVerificationSchema, { ...base, socialInsuranceNum: '046454286' }).socialInsuranceNum).toBe('Social Insurance Number must be in the format "000-000-000"');
    expect(errorsOf(providerVerificationSchema, { ...base, socialInsuranceNum: '046-454-286', yearsOfExperince: ' ' }).yearsOfExperince).toBe('Years of Experience is required');
  });
  it('routing and account numbers', () => {
    expect(errorsOf(bankDetailsSchema, { routing_number: '12345-678', account_number: '123456789012', password: 'whatever-it-is' })).toEqual({});
    expect(errorsOf(bankDetailsSchema, { routing_number: '12345678', account_number: '12345' })).toEqual({
      routing_number: 'Routing Number must be in the format "#####-###"',
      account_number: 'Account Number must be exactly 12 digits',
      password: 'Enter your current password to confirm this change',
    });
  });
  it('document names', () => {
    for (const ok of ['a.png', 'b.JPG', 'c.gif', 'd.jpeg', 'e.webp', 'f.pdf']) expect(hasAllowedDocumentExtension(ok)).toBe(true);
    for (const bad of ['a.exe', 'pdf', 'a.pdf.exe', 'a.svg']) expect(hasAllowedDocumentExtension(bad)).toBe(false);
  });
});

describe('booking contact', () => {
  const contact = { phonenumber: '4165550123', email: 'a@b.ca', zipcode: 'M5V 3L9' };
  it('requires the note only when the service demands a description', () => {
    expect(errorsOf(bookingContactSchema(false), contact)).toEqual({});
    expect(errorsOf(bookingContactSchema(true), contact).note).toBe('Description is required');
    expect(errorsOf(bookingContactSchema(true), { ...contact, note: 'Leaky tap' })).toEqual({});
  });
  it('service request needs a postal code and description', () => {
    expect(errorsOf(serviceRequestSchema, { service: 'Plumbing', postCode: [], description: '' })).toMatchObject({
      postCode: 'Postal Code is required',
      description: 'Description is required',
    });
  });
});

describe('visitor forms', () => {
  it('inquiry', () => {
    expect(errorsOf(inquirySchema, {})).toEqual({ email: 'Email is required', phonenumber: 'Phone number is required', description: 'Description is required' });
  });
  it('support ticket and review', () => {
    expect(errorsOf(supportTicketSchema, { subject: ' ', description: 'x' }).subject).toBe('Subject is required');
    expect(errorsOf(reviewSchema, { rating: 5, review: '' }).review).toBe('Review is required');
    expect(errorsOf(reviewSchema, { rating: 6, review: 'Great' }).rating).toBe('Rating must be between 1 and 5');
  });
});

describe('an address that is missing or not an object', () => {
  it('is refused with field errors, not a thrown postal-code check', async () => {
    const { createBookingSchema } = await import('./booking');
    for (const address of [undefined, null, 'M5V 2T6', {}]) {
      const result = createBookingSchema.safeParse({ address, categoryId: {} });
      expect(result.success).toBe(false);
    }
  });
});

describe('closing an account', () => {
  it('is confirmed by the word of either language, and refuses anything else in English with its French beside it', async () => {
    const { eraseAccountSchema } = await import('../privacy/contract');
    const { localizeMessage } = await import('../messages');
    expect(eraseAccountSchema.safeParse({ password: 'x', confirm: 'DELETE' }).success).toBe(true);
    expect(eraseAccountSchema.safeParse({ password: 'x', confirm: ' SUPPRIMER ' }).success).toBe(true);
    const wrong = eraseAccountSchema.safeParse({ password: 'x', confirm: 'supprimer' });
    expect(wrong.success).toBe(false);
    const message = fieldErrors(wrong.error!).confirm!;
    expect(message).toBe('Type DELETE to confirm');
    expect(localizeMessage(message, 'fr')).toBe('Tapez SUPPRIMER pour confirmer');
  });
});
