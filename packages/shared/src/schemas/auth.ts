// Identity forms of spec §3 with the §5 rules: sign-up, provider sign-up, login, passwords, phone OTP.
import { z } from 'zod';
import { OTP_LENGTH } from '../constants';
import { LOCALES } from '../locale';
import { email, password, passwordBasic, repassword, phonenumber, requiredText } from './fields';

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

export const changePasswordSchema = z
  .object({
    oldpassword: z
      .string({ error: 'Current Password is required' })
      .trim()
      .min(1, 'Current Password is required'),
    newpassword: z.string({ error: 'New Password is required' }).trim().pipe(password),
    confirmepassword: z.string({ error: 'Confirm Password is required' }).trim().min(1, 'Confirm Password is required'),
  })
  .refine((v) => v.newpassword === v.confirmepassword, { message: 'Password must match', path: ['confirmepassword'] });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

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

export const tokenSchema = z.object({ token: z.string({ error: 'Token is required' }).trim().min(1, 'Token is required').max(512) });
export const emailPreferencesSchema = z.object({ marketingEmails: z.boolean() });
