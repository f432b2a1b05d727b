// Customer account forms and bodies (issue 7): email change, email preferences, saved addresses,
// saved cards, wishlist and booking messages.
import { z } from 'zod';
import { MESSAGE_MAX_LENGTH, MESSAGE_PAGE_SIZE, WISHLIST_PAGE_SIZE } from '../account';
import { LOCALES } from '../locale';
import { email, passwordBasic } from './fields';
import { addressSchema } from './profile';

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

/** POST /api/user/addresses and PUT /api/user/addresses/{id}: the address plus whether it becomes the default. */
export const savedAddressSchema = addressSchema.safeExtend({
  isDefault: z.boolean().optional().default(false),
});
export type SavedAddressInput = z.input<typeof savedAddressSchema>;

/**
 * POST /api/user/payment-methods: saves a card the gateway already tokenised (the local test form's
 * `pm_card_*` or a Stripe PaymentMethod confirmed through a SetupIntent).
 */
export const savePaymentMethodSchema = z.object({
  paymentMethodId: z.string({ error: 'Payment method is required' }).trim().min(1, 'Payment method is required').max(200),
  isDefault: z.boolean().optional().default(false),
});
export type SavePaymentMethodInput = z.input<typeof savePaymentMethodSchema>;

export const pageQuerySchema = (size: number, max = 50) =>
  z.object({
    pageNo: z.coerce.number().int().min(1).default(1),
    size: z.coerce.number().int().min(1).max(max).default(size),
  });

export const wishlistQuerySchema = pageQuerySchema(WISHLIST_PAGE_SIZE);

/** The text part of POST /api/booking/{id}/messages (JSON, or the `text` field of multipart with `files`). */
export const bookingMessageSchema = z.object({
  text: z
    .string()
    .trim()
    .max(MESSAGE_MAX_LENGTH, `Message must be at most ${MESSAGE_MAX_LENGTH} characters`)
    .optional()
    .default(''),
});
export type BookingMessageInput = z.input<typeof bookingMessageSchema>;

/** GET /api/booking/{id}/messages: newest first, `before` a message id to page back. */
export const bookingMessagesQuerySchema = z.object({
  before: z.uuid('Unknown message').optional(),
  size: z.coerce.number().int().min(1).max(100).default(MESSAGE_PAGE_SIZE),
});
