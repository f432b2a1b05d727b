// Provider verification and payout forms: business details, bank details and their formats.
import { z } from 'zod';
import { province, requiredText } from './fields';

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

/** The documents onboarding requires, by form field name. */
export const REQUIRED_PROVIDER_DOCUMENTS = {
  qualificationdoc: 'Qualification Document is required',
  socialInsurancedoc: 'Social Insurance Document is required',
  residentdoc: 'Resident Document is required',
  governmentdoc1: 'Government Document 1 is required',
  governmentdoc2: 'Government Document 2 is required',
} as const;
export type ProviderDocumentField = keyof typeof REQUIRED_PROVIDER_DOCUMENTS;

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
