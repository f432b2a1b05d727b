// The provider's own onboarding: personal details, business details and identity documents,
// services and areas, and the payout account. The personal-details and business-details form
// schemas stay in ../schemas (the profile one is shared with the customer's, and the business form
// is multipart, read field by field by the API).
import { z } from 'zod';
import { VERIFICATION_STATUSES } from '../constants';
import { defineEndpoint } from '../contract';
import { providerProfileSchema } from '../schemas/profile';
import { currentPassword, requiredText } from '../schemas/fields';
import { REQUIRED_PROVIDER_DOCUMENTS, ROUTING_NUMBER_PATTERN, serviceAreaSchema, type ProviderDocumentField } from '../schemas/provider';
import { providerProfileDataSchema } from './wire';
import { publicProfileInputSchema, publicProfileSchema } from '../professionals/wire';

export { providerProfileDataSchema, type ProviderProfile } from './wire';

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

/** The services a provider offers (catalogue ids) and where (POST and PATCH /api/service-provider/category). */
export const providerCategorySchema = z.object({
  services: z.array(z.uuid('Choose services from the list'), { error: 'Service field must have at least 1 items' }).min(1, 'Service field must have at least 1 items').max(100),
  areas: z.array(serviceAreaSchema, { error: 'Add at least one service area' }).min(1, 'Add at least one service area').max(200),
});
export type ProviderCategoryInput = z.infer<typeof providerCategorySchema>;
export const providerCategoryPatchSchema = providerCategorySchema.partial().refine((v) => v.services || v.areas, 'Send services or areas to change');

/** PATCH answers the saved profile, whether the new phone number still needs its code, and the new email waiting for its link. */
export const savedProviderProfileSchema = providerProfileDataSchema.extend({ phoneChangePending: z.boolean(), pendingEmail: z.string().nullable() });
export type SavedProviderProfile = z.infer<typeof savedProviderProfileSchema>;

export const providerDocumentSchema = z.object({
  fileName: z.string(),
  contentType: z.string(),
  size: z.number(),
  uploadedAt: z.string(),
  /** API path that serves the file to its owner, with the Bearer token. */
  url: z.string(),
});
export type ProviderDocument = z.infer<typeof providerDocumentSchema>;

const documentFields = Object.keys(REQUIRED_PROVIDER_DOCUMENTS) as [ProviderDocumentField, ...ProviderDocumentField[]];
export const providerDocumentNameSchema = z.enum(documentFields, { error: 'Unknown document' });

/** The business details; the SIN comes masked. */
export const businessDetailsSchema = z.object({
  _id: z.string(),
  verificationstatus: z.enum(VERIFICATION_STATUSES),
  bussinessname: z.string(),
  qualification: z.string(),
  /** ***-***-123, or null before the first submission. */
  socialInsuranceNum: z.string().nullable(),
  residentStatus: z.string(),
  yearsOfExperince: z.number().nullable(),
  submittedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  documents: z.record(providerDocumentNameSchema, providerDocumentSchema.nullable()),
});
export type BusinessDetails = z.infer<typeof businessDetailsSchema>;

export const actionRequiredItemSchema = z.object({ _id: z.string(), message: z.string(), createdAt: z.string() });
export type ActionRequiredItem = z.infer<typeof actionRequiredItemSchema>;

export const serviceAreaDataSchema = z.object({ _id: z.string(), kind: z.enum(['fsa', 'city']), value: z.string(), province: z.string().nullable(), label: z.string() });
export type ServiceArea = z.infer<typeof serviceAreaDataSchema>;

export const providerCategoriesSchema = z.object({
  services: z.array(z.string()),
  areas: z.array(serviceAreaDataSchema),
  categories: z.array(
    z.object({ _id: z.string(), name: z.string(), services: z.array(z.object({ _id: z.string(), name: z.string(), slug: z.string(), selected: z.boolean() })) }),
  ),
});
export type ProviderCategories = z.infer<typeof providerCategoriesSchema>;

/** Only the bank account's last four digits ever leave the API. */
export const payoutAccountSchema = z.object({
  connected: z.boolean(),
  gateway: z.string().nullable(),
  /** Follows the payment provider: it can pause payouts until it has what it needs (see requirementsDue). */
  payoutsEnabled: z.boolean(),
  /** What the payment provider still needs before it pays out, in its own terms ('individual.verification.document'). */
  requirementsDue: z.array(z.string()),
  bankAccount: z.object({ last4: z.string(), routing_number: z.string(), display: z.string() }).nullable(),
  /** After a bank account change, no payout is sent before this time (ISO). */
  payoutsHeldUntil: z.string().nullable(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

const provider = ['serviceprovider'] as const;

export const providerEndpoints = {
  profile: defineEndpoint({ method: 'GET', path: '/api/service-provider/profile', access: provider, response: providerProfileDataSchema }),
  /** Checks the password when the email changes. */
  saveProfile: defineEndpoint({ method: 'PATCH', path: '/api/service-provider/profile', access: provider, body: providerProfileSchema, response: savedProviderProfileSchema }),
  businessDetails: defineEndpoint({ method: 'GET', path: '/api/service-provider', access: provider, response: businessDetailsSchema }),
  /** Multipart (text fields and the five documents): the API route is hand-written. */
  submitBusinessDetails: defineEndpoint({ method: 'POST', path: '/api/service-provider', access: provider, response: businessDetailsSchema }),
  /** The owner's own file: streamed, not enveloped (hand-written route). */
  document: defineEndpoint({
    method: 'GET',
    path: '/api/service-provider/document/:docname',
    access: provider,
    response: z.unknown(),
  }),
  deleteDocument: defineEndpoint({
    method: 'DELETE',
    path: '/api/service-provider/delete-doc',
    access: provider,
    query: z.object({ docname: providerDocumentNameSchema }),
    response: businessDetailsSchema,
  }),
  actionRequired: defineEndpoint({ method: 'GET', path: '/api/service-provider/action-required', access: provider, response: z.array(actionRequiredItemSchema) }),
  categories: defineEndpoint({ method: 'GET', path: '/api/service-provider/category/list', access: provider, response: providerCategoriesSchema }),
  setCategories: defineEndpoint({ method: 'POST', path: '/api/service-provider/category', access: provider, body: providerCategorySchema, response: providerCategoriesSchema }),
  patchCategories: defineEndpoint({ method: 'PATCH', path: '/api/service-provider/category', access: provider, body: providerCategoryPatchSchema, response: providerCategoriesSchema }),
  payoutAccount: defineEndpoint({ method: 'GET', path: '/api/service-provider/fetch-stripe-account', access: provider, response: payoutAccountSchema }),
  /** Creates the payout account if needed and answers the payment provider's onboarding link. */
  setUpPayoutAccount: defineEndpoint({
    method: 'GET',
    path: '/api/service-provider/stripe-account',
    access: provider,
    response: payoutAccountSchema.extend({ onboardingUrl: z.string().nullable() }),
  }),
  /** What customers read on the public profile: bio, languages, years of experience (the photo is the account picture). */
  publicProfile: defineEndpoint({ method: 'GET', path: '/api/service-provider/public-profile', access: provider, response: publicProfileSchema }),
  savePublicProfile: defineEndpoint({
    method: 'PUT',
    path: '/api/service-provider/public-profile',
    access: provider,
    body: publicProfileInputSchema,
    response: publicProfileSchema,
  }),
  /** Where payouts go: needs the current password. */
  setBankAccount: defineEndpoint({ method: 'POST', path: '/api/service-provider/external-account', access: provider, body: bankDetailsSchema, response: payoutAccountSchema }),
};
