// Identity: sign-up, sign-in, the session token, the emailed links (verify email, reset password,
// unsubscribe), phone OTP, signing out everywhere and deactivating. The forms' field rules live here
// too, so the web form and the API check the same thing.
import { z } from 'zod';
import { userSchema } from '../account/contract';
import { OTP_LENGTH } from '../constants';
import { defineEndpoint } from '../contract';
import { LOCALES } from '../locale';
import { email, password, passwordBasic, repassword, phonenumber, requiredText } from '../schemas/fields';

const passwordsMatch = <T extends { password: string; repassword: string }>(v: T) => v.password === v.repassword;
const matchIssue = { message: 'Password must match', path: ['repassword'] };

/** The language the new account reads Hearth in; the API takes the request's when it is not sent. */
const signupLocale = z.enum(LOCALES, { error: 'Choose a language: en or fr' }).optional();

export const signupSchema = z
  .object({
    firstName: requiredText('First Name', 100),
    lastName: requiredText('Last Name', 100),
    email,
    password,
    repassword,
    locale: signupLocale,
  })
  .refine(passwordsMatch, matchIssue);
export type SignupInput = z.infer<typeof signupSchema>;

export const providerSignupSchema = z
  .object({
    name: requiredText('Name', 200),
    email,
    password,
    repassword,
    service: z
      .array(z.string().trim().min(1).max(200), { error: 'Service field must have at least 1 items' })
      .min(1, 'Service field must have at least 1 items')
      .max(50),
    language: z
      .array(z.string().trim().min(1).max(100), { error: 'Language field must have at least 1 items' })
      .min(1, 'Language field must have at least 1 items')
      .max(20),
    locale: signupLocale,
  })
  .refine(passwordsMatch, matchIssue);
export type ProviderSignupInput = z.infer<typeof providerSignupSchema>;

export const loginSchema = z.object({
  email,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(128),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** The reset form (password, repassword); the call itself sends `newPassword`. */
export const resetPasswordFormSchema = z
  .object({ password: passwordBasic, repassword })
  .refine(passwordsMatch, matchIssue);
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>;
export const resetPasswordSchema = z.object({ newPassword: passwordBasic });

export const phoneSchema = z.object({ phonenumber });
export type PhoneInput = z.infer<typeof phoneSchema>;

export const verifyOtpSchema = z.object({
  phonenumber,
  otp: z
    .string({ error: 'OTP is required' })
    .trim()
    .min(1, 'OTP is required')
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `OTP must be ${OTP_LENGTH} digits`),
});
export type VerifyOtpInput = z.infer<typeof verifyOtpSchema>;

/** A code sent and still usable (not used, not expired, tries left): the code step can resume on it. */
export const pendingOtpSchema = z.object({
  /** The number the code went to, E.164. */
  phonenumber: z.string(),
  expiresAt: z.iso.datetime(),
  /** From then on request-otp sends a new code. */
  resendAvailableAt: z.iso.datetime(),
});
export type PendingOtp = z.infer<typeof pendingOtpSchema>;

export const tokenSchema = z.object({ token: z.string({ error: 'Token is required' }).trim().min(1, 'Token is required').max(512) });

/** An emailed link's token in the path. */
const tokenParams = z.object({ token: z.string().min(1).max(512) });

/** Signed-in callers may leave the email out; everyone else must give one. */
export const requestVerificationSchema = z.object({ email: email.optional() });

export const sessionTokenSchema = z.object({
  token: z.string(),
  /** Seconds until the token expires. */
  expiresIn: z.number(),
});
export type SessionToken = z.infer<typeof sessionTokenSchema>;

export const loginResultSchema = sessionTokenSchema.extend({ user: userSchema });
export type LoginResult = z.infer<typeof loginResultSchema>;

/** Who an unsubscribe link is for, and whether they still receive marketing email. */
export const subscriberSchema = z.object({ email: z.string(), marketingEmails: z.boolean() });
export type Subscriber = z.infer<typeof subscriberSchema>;

const signedIn = 'user' as const;

export const authEndpoints = {
  /** The same answer whether the email was free or already had an account. */
  signup: defineEndpoint({ method: 'POST', path: '/api/auth/signup', access: 'public', body: signupSchema, response: z.void() }),
  signupProvider: defineEndpoint({ method: 'POST', path: '/api/auth/signup-serviceprovider', access: 'public', body: providerSignupSchema, response: z.void() }),
  login: defineEndpoint({ method: 'POST', path: '/api/auth/login', access: 'public', body: loginSchema, response: loginResultSchema }),
  /** A new token for the same session. */
  refresh: defineEndpoint({ method: 'POST', path: '/api/auth/refresh', access: signedIn, response: sessionTokenSchema }),
  /** Opening the emailed link verifies (GET: the link is the action). */
  verifyEmail: defineEndpoint({ method: 'GET', path: '/api/auth/verify-email/:token', access: 'public', params: tokenParams, response: z.void() }),
  requestVerification: defineEndpoint({ method: 'POST', path: '/api/auth/request-verification', access: 'public', body: requestVerificationSchema, response: z.void() }),
  forgotPassword: defineEndpoint({ method: 'POST', path: '/api/auth/forgot-password', access: 'public', body: forgotPasswordSchema, response: z.void() }),
  /** The reset page checks its link before showing the form. */
  checkResetToken: defineEndpoint({ method: 'GET', path: '/api/auth/reset-password/:token', access: 'public', params: tokenParams, response: z.object({ email: z.string() }) }),
  resetPassword: defineEndpoint({ method: 'POST', path: '/api/auth/reset-password/:token', access: 'public', params: tokenParams, body: resetPasswordSchema, response: z.void() }),
  subscriber: defineEndpoint({ method: 'GET', path: '/api/auth/user-email', access: 'public', query: tokenSchema, response: subscriberSchema }),
  /** The /unsubscribe page sends the token in the body; a mail client's one-click POST puts it in the URL. */
  unsubscribe: defineEndpoint({ method: 'POST', path: '/api/auth/unsubscribe', access: 'public', body: tokenSchema, response: z.void() }),
  logoutAll: defineEndpoint({ method: 'POST', path: '/api/auth/logout-all', access: signedIn, response: z.void() }),
  deactivate: defineEndpoint({ method: 'PATCH', path: '/api/auth/deactivate', access: signedIn, response: z.void() }),
  /** Get OTP: sends a code, unless one sent to the same number is still usable, which it answers instead. */
  sendOtp: defineEndpoint({ method: 'POST', path: '/api/auth/send-otp', access: signedIn, body: phoneSchema, response: pendingOtpSchema }),
  /** Resend: always a new code (once resendAvailableAt has passed), replacing the one pending. */
  requestOtp: defineEndpoint({ method: 'POST', path: '/api/auth/request-otp', access: signedIn, body: phoneSchema, response: pendingOtpSchema }),
  /** The code pending for the signed-in person, if any, so a reloaded page resumes at the code step. */
  pendingOtp: defineEndpoint({ method: 'GET', path: '/api/auth/otp-pending', access: signedIn, response: pendingOtpSchema.nullable() }),
  verifyOtp: defineEndpoint({ method: 'POST', path: '/api/auth/verify-otp', access: signedIn, body: verifyOtpSchema, response: z.void() }),
};
