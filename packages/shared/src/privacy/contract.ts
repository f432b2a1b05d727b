// A person's privacy rights over their own account: a copy of their data, and closing the account
// with their personal data erased. Both ask for the current password again.
import { z } from 'zod';
import { defineEndpoint } from '../contract';
import type { Locale } from '../locale';

export const CURRENT_PASSWORD_MESSAGE = 'Enter your current password to confirm';
/** The word a person types to close their account, in the language they read the form in. */
export const ERASE_CONFIRM_WORDS: Record<Locale, string> = { en: 'DELETE', fr: 'SUPPRIMER' };
export const ERASE_CONFIRM_MESSAGE = `Type ${ERASE_CONFIRM_WORDS.en} to confirm`;

const currentPassword = z.string({ error: CURRENT_PASSWORD_MESSAGE }).min(1, CURRENT_PASSWORD_MESSAGE).max(128, 'Password must be at most 128 characters');

/** The data export's body. */
export const dataExportSchema = z.object({ password: currentPassword });
export type DataExportInput = z.input<typeof dataExportSchema>;

/** The account closure's body. */
export const eraseAccountSchema = z.object({
  password: currentPassword,
  confirm: z
    .string({ error: ERASE_CONFIRM_MESSAGE })
    .trim()
    // The form may be in either language: either word confirms.
    .refine((v) => Object.values(ERASE_CONFIRM_WORDS).includes(v), ERASE_CONFIRM_MESSAGE),
});
export type EraseAccountInput = z.input<typeof eraseAccountSchema>;

/** Open before a provider's phone is verified, rate-limited, and both count toward the password's lockout. */
const selfService = ['customer', 'serviceprovider'] as const;

export const privacyEndpoints = {
  /** Answers a ZIP of JSON files (and the invoices' PDFs), not an envelope: fetch it as a Blob. */
  dataExport: defineEndpoint({ method: 'POST', path: '/api/user/data-export', access: selfService, body: dataExportSchema, response: z.void() }),
  /** Closes the account and erases what the law does not require us to keep; every session ends. */
  erase: defineEndpoint({ method: 'POST', path: '/api/user/erase', access: selfService, body: eraseAccountSchema, response: z.object({ erasedAt: z.string() }) }),
};
