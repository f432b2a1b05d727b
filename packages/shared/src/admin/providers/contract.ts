// The admin provider queue and review: list, detail, the decisions (approve, reject, suspend,
// reinstate), action items, the audited SIN reveal, and the audited document download.
import { z } from 'zod';
import { FIRST_PAGE, VERIFICATION_STATUSES } from '../../constants';
import { defineEndpoint } from '../../contract';
import { businessDetailsSchema, providerDocumentNameSchema, providerDocumentSchema } from '../../providers/contract';
import { providerProfileDataSchema } from '../../providers/wire';
import { requiredText } from '../../schemas/fields';
import { idParams } from '../../wire';
import { IDENTITY_FIELD_LABELS, type IdentityChangeField } from '../providers';

export const rejectProviderSchema = z.object({ reason: requiredText('Reason', 1000) });
export const actionRequiredSchema = z.object({ message: requiredText('Message', 1000) });

export const adminProviderListQuerySchema = z.object({
  status: z.enum(VERIFICATION_STATUSES, { error: 'Unknown status' }).optional(),
  pageNo: z.coerce.number().int().min(1, 'pageNo starts at 1').default(FIRST_PAGE),
  size: z.coerce.number().int().min(1).max(100, 'size must be between 1 and 100').default(20),
});

export const adminProviderListItemSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  fullname: z.string(),
  email: z.string(),
  isPhoneNumberVerified: z.boolean(),
  verificationstatus: z.enum(VERIFICATION_STATUSES),
  submittedAt: z.string().nullable(),
  createdAt: z.string(),
  /** When an approved provider changed identity data that no admin has reviewed since; else null. */
  identityChangedAt: z.string().nullable(),
});
export type AdminProviderListItem = z.infer<typeof adminProviderListItemSchema>;

export const adminProviderListSchema = z.object({ providers: z.array(adminProviderListItemSchema), pages: z.number().int(), total: z.number().int() });
export type AdminProviderList = z.infer<typeof adminProviderListSchema>;

/** As the owner sees it, with the admin download path in `url` (Bearer token; every download is audited). */
export const adminProviderDocumentSchema = providerDocumentSchema;
export type AdminProviderDocument = z.infer<typeof adminProviderDocumentSchema>;

const identityFields = Object.keys(IDENTITY_FIELD_LABELS) as [IdentityChangeField, ...IdentityChangeField[]];

/** Another provider account with the same SIN (matched by its keyed fingerprint, never decrypted). */
export const sinSharedWithSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  fullname: z.string(),
  email: z.string(),
  verificationstatus: z.enum(VERIFICATION_STATUSES),
});
export type SinSharedWith = z.infer<typeof sinSharedWithSchema>;

export const adminProviderDetailSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  profile: providerProfileDataSchema,
  /** As the provider sees it: the SIN masked (the full number only through the audited reveal); document URLs are the admin's download paths. */
  business: businessDetailsSchema,
  requestedServices: z.array(z.string()),
  actionItems: z.array(z.object({ _id: z.string(), message: z.string(), createdAt: z.string(), resolvedAt: z.string().nullable() })),
  history: z.array(z.object({ action: z.string(), actorId: z.string().nullable(), before: z.unknown(), after: z.unknown(), createdAt: z.string() })),
  /**
   * Identity changes since the last approval or rejection: each field's value before the first of them
   * and after the last (SIN masked, documents by file name). Null when there are none.
   */
  identityChange: z
    .object({
      changedAt: z.string(),
      changes: z.array(z.object({ field: z.enum(identityFields), before: z.string().nullable(), after: z.string().nullable() })),
    })
    .nullable(),
  /** Other accounts with the same SIN; approval is refused while one of them is not rejected. */
  sinSharedWith: z.array(sinSharedWithSchema),
  /** When an admin last saw proof of liability insurance (the public 'Insured' badge), or null. */
  insuranceCheckedAt: z.string().nullable(),
});
export type AdminProviderDetail = z.infer<typeof adminProviderDetailSchema>;

/** What approve / reject / reinstate answer. */
export const adminProviderDecisionSchema = z.object({ _id: z.string(), verificationstatus: z.enum(VERIFICATION_STATUSES) });
export type AdminProviderDecision = z.infer<typeof adminProviderDecisionSchema>;

/** The decrypted number, each reveal audited. */
export const revealedSinSchema = z.object({ socialInsuranceNum: z.string() });
export type RevealedSin = z.infer<typeof revealedSinSchema>;

const admin = ['admin'] as const;
const providerParams = idParams('id', 'Provider not found');
const docname = providerDocumentNameSchema;

export const adminProviderEndpoints = {
  /** The queue, oldest submission first. */
  list: defineEndpoint({ method: 'GET', path: '/api/admin/providers', access: admin, query: adminProviderListQuerySchema, response: adminProviderListSchema }),
  detail: defineEndpoint({ method: 'GET', path: '/api/admin/providers/:id', access: admin, params: providerParams, response: adminProviderDetailSchema }),
  /** A private file: the API streams it (hand-written route); the response here is never enveloped. */
  document: defineEndpoint({
    method: 'GET',
    path: '/api/admin/providers/:id/documents/:docname',
    access: admin,
    params: providerParams.extend({ docname }),
    response: z.unknown(),
  }),
  approve: defineEndpoint({ method: 'POST', path: '/api/admin/providers/:id/approve', access: admin, params: providerParams, response: adminProviderDecisionSchema }),
  reject: defineEndpoint({
    method: 'POST',
    path: '/api/admin/providers/:id/reject',
    access: admin,
    params: providerParams,
    body: rejectProviderSchema,
    response: adminProviderDecisionSchema,
  }),
  actionRequired: defineEndpoint({
    method: 'POST',
    path: '/api/admin/providers/:id/action-required',
    access: admin,
    params: providerParams,
    body: actionRequiredSchema,
    response: z.object({ _id: z.string(), message: z.string(), verificationstatus: z.enum(VERIFICATION_STATUSES) }),
  }),
  /** Also answers how many accepted jobs still need another provider. */
  suspend: defineEndpoint({
    method: 'POST',
    path: '/api/admin/providers/:id/suspend',
    access: admin,
    params: providerParams,
    body: rejectProviderSchema,
    response: adminProviderDecisionSchema.extend({ activeJobs: z.number().int() }),
  }),
  reinstate: defineEndpoint({ method: 'POST', path: '/api/admin/providers/:id/reinstate', access: admin, params: providerParams, response: adminProviderDecisionSchema }),
  /** The full SIN, never cached; each reveal is audited. */
  sin: defineEndpoint({ method: 'POST', path: '/api/admin/providers/:id/sin', access: admin, params: providerParams, response: revealedSinSchema }),
  /** Sets or clears the insurance check behind the public 'Insured' badge; audited. */
  insuranceCheck: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/providers/:id/insurance-check',
    access: admin,
    params: providerParams,
    body: z.object({ checked: z.boolean({ error: 'Say whether the insurance was checked' }) }),
    response: z.object({ _id: z.string(), insuranceCheckedAt: z.string().nullable() }),
  }),
  clearAction: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/providers/:id/action-required/:itemId',
    access: admin,
    params: providerParams.extend({ itemId: z.uuid('Open action item not found') }),
    response: z.void(),
  }),
};
