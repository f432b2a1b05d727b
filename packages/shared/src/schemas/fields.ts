// Field-level rules, reused by every form schema. Keep the messages word for word: each English
// text is the key of its French in messages.ts.
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, PROVINCE_CODES, DOCUMENT_EXTENSIONS } from '../constants';
import { normalizePhone, PHONE_INVALID_MESSAGE } from '../phone';
import { postcodeProvinceError } from '../booking';

/** A required, trimmed text field: `requiredText('First Name')` → 'First Name is required'. */
export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

// A check beyond z.email(): a dotted domain and no characters mail servers reject.
const EMAIL_PATTERN = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

export const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Provide valid email address')
  .pipe(z.email('Provide valid email address'))
  .refine((v) => EMAIL_PATTERN.test(v), 'Provide valid email address')
  .transform((v) => v.toLowerCase());

/** Full password rule: required, minimum length, no spaces. */
export const password = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(128, 'Password must be at most 128 characters')
  .refine((v) => !/\s/.test(v), 'Password cannot contain spaces');

/** Password-only and forgot forms: only required and minimum length apply. */
export const passwordBasic = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(128, 'Password must be at most 128 characters');

export const CONFIRM_WITH_PASSWORD = 'Enter your current password to confirm this change';

/**
 * The current password, typed again to confirm a sensitive change (email, payout bank account). No
 * length rules: it was chosen under whatever rules applied then, and the server checks it.
 */
export const currentPassword = z.string({ error: CONFIRM_WITH_PASSWORD }).min(1, CONFIRM_WITH_PASSWORD).max(128, 'Password must be at most 128 characters');

export const repassword = z.string({ error: 'Confirm Password is required' }).min(1, 'Confirm Password is required');

/** A North American number as people type it ("416.555.0123", "+1 (416) 555-0123"), given out in E.164. */
export const phonenumber = z
  .string({ error: 'Phone number is required' })
  .trim()
  .min(1, 'Phone number is required')
  .refine((v) => normalizePhone(v) !== null, PHONE_INVALID_MESSAGE)
  .transform((v) => normalizePhone(v) ?? v);

export const CANADIAN_POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z][ -]?\d[ABCEGHJ-NPRSTV-Z]\d$/i;

/** A1A 1A1, normalised to upper case with one space. */
export const postcode = requiredText('Postal Code', 7)
  .regex(CANADIAN_POSTAL_CODE, 'Postal Code must be a valid Canadian postal code (A1A 1A1)')
  .transform((v) => {
    const compact = v.replace(/[ -]/g, '').toUpperCase();
    return `${compact.slice(0, 3)} ${compact.slice(3)}`;
  });

export const province = z
  .string({ error: 'Province is required' })
  .trim()
  .min(1, 'Province is required')
  .transform((v) => v.toUpperCase())
  .refine((v) => (PROVINCE_CODES as string[]).includes(v), 'Province must be a Canadian province or territory');

/**
 * The postal code / province pair of an address: the province must be the one the postal code is
 * in, said on `postcode` ("M5V 2T6 is a postal code in Ontario, not Alberta"). Checked once both
 * fields are valid on their own, whatever else in the form is still wrong.
 */
export function withPostcodeInProvince<S extends z.ZodType<{ postcode?: string | undefined; province?: string | undefined }>>(schema: S): S {
  return schema.refine((value) => !value?.postcode || !value.province || postcodeProvinceError(value.postcode, value.province) === null, {
    path: ['postcode'],
    // Not when the address is missing or not an object (its own issue says so), nor when either field is wrong on its own.
    when: (payload) =>
      typeof payload.value === 'object' && payload.value !== null && !payload.issues.some((issue) => issue.path?.[0] === 'postcode' || issue.path?.[0] === 'province' || issue.path?.length === 0),
    error: (issue) => {
      const { postcode, province } = (issue.input ?? {}) as { postcode?: string; province?: string };
      return postcodeProvinceError(postcode ?? '', province ?? '') ?? undefined;
    },
  });
}

/** Document file names must end in one of the allowed extensions. */
export const DOCUMENT_TYPE_MESSAGE = 'Only .png .jpg .gif .jpeg .webp .pdf are allowed';
export function hasAllowedDocumentExtension(fileName: string): boolean {
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  return fileName.includes('.') && (DOCUMENT_EXTENSIONS as readonly string[]).includes(ext);
}
const latin1 = (bytes: Uint8Array, start = 0, end = bytes.length) => String.fromCharCode(...bytes.subarray(start, end));
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * What each allowed document extension's bytes must start with (and a PDF end with), checked by the
 * API on every upload and by forms before sending: a renamed file is refused without its upload.
 * `head` is at least the first 16 bytes, `tail` the last 1024 (both the whole file when smaller).
 */
export const DOCUMENT_KINDS = [
  { contentType: 'application/pdf', extensions: ['pdf'], label: 'PDF', matches: (head: Uint8Array, tail: Uint8Array) => latin1(head, 0, 5) === '%PDF-' && latin1(tail).includes('%%EOF') },
  { contentType: 'image/png', extensions: ['png'], label: 'PNG image', matches: (head: Uint8Array) => PNG_SIGNATURE.every((byte, i) => head[i] === byte) },
  { contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'], label: 'JPEG image', matches: (head: Uint8Array) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff },
  { contentType: 'image/gif', extensions: ['gif'], label: 'GIF image', matches: (head: Uint8Array) => ['GIF87a', 'GIF89a'].includes(latin1(head, 0, 6)) },
  { contentType: 'image/webp', extensions: ['webp'], label: 'WebP image', matches: (head: Uint8Array) => latin1(head, 0, 4) === 'RIFF' && latin1(head, 8, 12) === 'WEBP' },
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
/** The kind an allowed file name's extension promises. */
export const documentKindOf = (fileName: string): DocumentKind | undefined => {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  return DOCUMENT_KINDS.find((kind) => (kind.extensions as readonly string[]).includes(extension));
};
/** "This file is not a valid PDF. Only .png …": the same words from the form's check and the API's refusal. */
export const invalidDocumentMessage = (kind: DocumentKind) => `This file is not a valid ${kind.label}. ${DOCUMENT_TYPE_MESSAGE}`;

/** The largest verification document accepted unless the API is configured otherwise (UPLOAD_MAX_DOCUMENT_BYTES). */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** "This file is larger than 10 MB" (or "300 KB"): the same words from the form's check and the API's refusal. */
export function documentTooLargeMessage(maxBytes: number): string {
  const size = maxBytes >= 1024 * 1024 ? `${Math.round(maxBytes / 1024 / 1024)} MB` : `${Math.round(maxBytes / 1024)} KB`;
  return `This file is larger than ${size}`;
}
export const documentFileName = z.string().refine(hasAllowedDocumentExtension, DOCUMENT_TYPE_MESSAGE);
