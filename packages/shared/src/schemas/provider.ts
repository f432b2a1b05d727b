// Provider verification and payout forms (spec §3 Provider verification, Bank details; §5 formats).
import { z } from 'zod';
import { currentPassword, province, requiredText } from './fields';

export const SIN_PATTERN = /^\d{3}-\d{3}-\d{3}$/;
export const ROUTING_NUMBER_PATTERN = /^\d{5}-\d{3}$/;

/** Text fields of the business-details form; the documents are checked by the upload pipeline. */
export const providerVerificationSchema = z.object({
  bussinessname: z.string().trim().max(200).optional().default(''),
  qualification: requiredText('Qualification', 200),
  socialInsuranceNum: requiredText('Social Insurance Number', 11).regex(
    SIN_PATTERN,
    'Social Insurance Number must be in the format "000-000-000"',
  ),
  residentStatus: requiredText('Resident Status', 100),
  // A blank form field is missing, not zero.
  yearsOfExperince: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.coerce
    .number({ error: 'Years of Experience is required' })
    .int('Years of Experience must be a whole number')
    .min(0, 'Years of Experience cannot be negative')
    .max(70, 'Years of Experience must be at most 70')),
});
export type ProviderVerificationInput = z.infer<typeof providerVerificationSchema>;

/** The documents onboarding requires (spec §5), by form field name. */
export const REQUIRED_PROVIDER_DOCUMENTS = {
  qualificationdoc: 'Qualification Document is required',
  socialInsurancedoc: 'Social Insurance Document is required',
  residentdoc: 'Resident Document is required',
  governmentdoc1: 'Government Document 1 is required',
  governmentdoc2: 'Government Document 2 is required',
} as const;
export type ProviderDocumentField = keyof typeof REQUIRED_PROVIDER_DOCUMENTS;

export const bankDetailsSchema = z.object({
  routing_number: requiredText('Routing Number', 9).regex(
    ROUTING_NUMBER_PATTERN,
    'Routing Number must be in the format "#####-###"',
  ),
  account_number: requiredText('Account Number', 12).regex(/^\d{12}$/, 'Account Number must be exactly 12 digits'),
  /** Where payouts go is only changed by someone who knows the password, not by a session alone. */
  password: currentPassword,
});
export type BankDetailsInput = z.infer<typeof bankDetailsSchema>;

/** A Forward Sortation Area: the first three characters of a Canadian postal code, e.g. M5V. */
export const FSA_PATTERN = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]$/i;

export const serviceAreaSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('fsa'),
    value: z.string().trim().regex(FSA_PATTERN, 'Enter a postal code prefix like M5V').transform((v) => v.toUpperCase()),
  }),
  z.object({ kind: z.literal('city'), value: requiredText('City', 100), province }),
]);
export type ServiceAreaInput = z.infer<typeof serviceAreaSchema>;

/** The services a provider offers (catalogue ids) and where (spec §7 service-provider/category). */
export const providerCategorySchema = z.object({
  services: z.array(z.uuid('Choose services from the list'), { error: 'Service field must have at least 1 items' }).min(1, 'Service field must have at least 1 items').max(100),
  areas: z.array(serviceAreaSchema, { error: 'Add at least one service area' }).min(1, 'Add at least one service area').max(200),
});
export type ProviderCategoryInput = z.infer<typeof providerCategorySchema>;
export const providerCategoryPatchSchema = providerCategorySchema.partial().refine((v) => v.services || v.areas, 'Send services or areas to change');

export const rejectProviderSchema = z.object({ reason: requiredText('Reason', 1000) });
export const actionRequiredSchema = z.object({ message: requiredText('Message', 1000) });
