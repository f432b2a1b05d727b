// A person's privacy rights over their own account: a copy of their data, and closing the account
// with their personal data erased. Both ask for the current password again.
import { z } from 'zod';

export const CURRENT_PASSWORD_MESSAGE = 'Enter your current password to confirm';
export const ERASE_CONFIRM_WORD = 'DELETE';
export const ERASE_CONFIRM_MESSAGE = `Type ${ERASE_CONFIRM_WORD} to confirm`;

const currentPassword = z.string({ error: CURRENT_PASSWORD_MESSAGE }).min(1, CURRENT_PASSWORD_MESSAGE).max(128, 'Password must be at most 128 characters');

/** POST /api/user/data-export: answers a ZIP of JSON files (and the invoices' PDFs). */
export const dataExportSchema = z.object({ password: currentPassword });
export type DataExportInput = z.input<typeof dataExportSchema>;

/** POST /api/user/erase: closes the account and erases what the law does not require us to keep. */
export const eraseAccountSchema = z.object({
  password: currentPassword,
  confirm: z
    .string({ error: ERASE_CONFIRM_MESSAGE })
    .trim()
    .refine((v) => v === ERASE_CONFIRM_WORD, ERASE_CONFIRM_MESSAGE),
});
export type EraseAccountInput = z.input<typeof eraseAccountSchema>;
