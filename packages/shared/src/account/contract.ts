// The signed-in person's own account: profile, picture, password, email, email preferences,
// language and (providers) job alerts.
import { z } from 'zod';
import { ROLES, VERIFICATION_STATUSES } from '../constants';
import { defineEndpoint } from '../contract';
import { LOCALES } from '../locale';
import { email, password, passwordBasic, requiredText } from '../schemas/fields';
import { imageUrlsSchema } from '../wire';

/** The account as the API shows it to its owner; sign-in answers with it too. */
export const userSchema = z.object({
  _id: z.string(),
  fullname: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isEmailVerified: z.boolean(),
  role: z.enum(ROLES),
  phonenumber: z.string().nullable(),
  isPhoneNumberVerified: z.boolean(),
  profilePic: imageUrlsSchema.nullable(),
  marketingEmails: z.boolean(),
  /** Providers: text messages about their jobs (assigned, cancelled, paid out), to their verified phone. */
  smsJobAlerts: z.boolean(),
  /** A new email address waiting for its owner to open the confirmation link, or null. */
  pendingEmail: z.string().nullable(),
  /** The language they read Hearth in: pages after sign-in, emails, SMS. */
  locale: z.enum(LOCALES),
  /** Providers carry one entry (the first is used); other roles an empty list. */
  serviceprovider: z.array(z.object({ _id: z.string(), verificationstatus: z.enum(VERIFICATION_STATUSES) })),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** POST /api/user/profile. */
export const profileNameSchema = z.object({
  firstname: requiredText('First Name', 100),
  lastname: requiredText('Last Name', 100),
});
export type ProfileNameInput = z.infer<typeof profileNameSchema>;

/** POST /api/user/changepassword. */
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

/** POST /api/user/email: the new address gets a link; the change happens when it is opened. */
export const changeEmailSchema = z.object({
  email,
  /** The current password, so a borrowed session cannot take the account over. */
  password: passwordBasic,
});
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;

/** PUT /api/user/email-preferences. */
export const emailPreferencesSchema = z.object({
  marketingEmails: z.boolean({ error: 'Choose whether to receive marketing emails' }),
});
export type EmailPreferencesInput = z.infer<typeof emailPreferencesSchema>;

/** PUT /api/user/job-alerts (providers): text messages about their jobs, on or off. */
export const jobAlertPreferencesSchema = z.object({
  smsJobAlerts: z.boolean({ error: 'Choose whether to receive text messages about your jobs' }),
});
export type JobAlertPreferencesInput = z.infer<typeof jobAlertPreferencesSchema>;

export const LOCALE_CHOICE_MESSAGE = 'Choose a language: en or fr';

/** PUT /api/user/locale: the language emails, texts and the API's answers use when the page does not say. */
export const localePreferenceSchema = z.object({
  locale: z.enum(LOCALES, { error: LOCALE_CHOICE_MESSAGE }),
});
export type LocalePreferenceInput = z.infer<typeof localePreferenceSchema>;

/** A password change signs out every other session; this token starts a new one here. */
export const sessionTokenSchema = z.object({ token: z.string(), expiresIn: z.number() });

export const accountEndpoints = {
  /** Open before a provider's phone is verified: the web's phone gate reads isPhoneNumberVerified here. */
  profile: defineEndpoint({ method: 'GET', path: '/api/user/profile', access: 'user', response: userSchema }),
  updateName: defineEndpoint({ method: 'POST', path: '/api/user/profile', access: 'user', body: profileNameSchema, response: userSchema }),
  /** Takes the picture as multipart/form-data (field `image`), so there is no JSON body to declare. */
  uploadPicture: defineEndpoint({ method: 'POST', path: '/api/user/profile-pic', access: 'user', response: userSchema }),
  removePicture: defineEndpoint({ method: 'DELETE', path: '/api/user/profile-pic', access: 'user', response: userSchema }),
  changePassword: defineEndpoint({ method: 'POST', path: '/api/user/changepassword', access: 'user', body: changePasswordSchema, response: sessionTokenSchema }),
  /** Checks the password: limited like sign-in. */
  requestEmailChange: defineEndpoint({ method: 'POST', path: '/api/user/email', access: 'user', body: changeEmailSchema, response: userSchema }),
  cancelEmailChange: defineEndpoint({ method: 'DELETE', path: '/api/user/email', access: 'user', response: userSchema }),
  emailPreferences: defineEndpoint({ method: 'PUT', path: '/api/user/email-preferences', access: 'user', body: emailPreferencesSchema, response: userSchema }),
  /** Open before a provider's phone is verified: the language switcher works on every page. */
  locale: defineEndpoint({ method: 'PUT', path: '/api/user/locale', access: 'user', body: localePreferenceSchema, response: z.object({ locale: z.enum(LOCALES) }) }),
  /**
   * Consent to texts about the account's bookings, sent only to the phone it verified: a provider's
   * jobs (assigned, cancelled, paid out), a customer's visits (the professional is on the way).
   */
  jobAlerts: defineEndpoint({ method: 'PUT', path: '/api/user/job-alerts', access: ['serviceprovider', 'customer'], body: jobAlertPreferencesSchema, response: userSchema }),
};
