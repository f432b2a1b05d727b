// The admin provider queue (issue 9): what GET /api/admin/providers and /api/admin/providers/:id answer.
import type { ProviderProfile } from '../api-types';
import type { VerificationStatus } from '../constants';
import type { ProviderDocumentField } from '../schemas/provider';

export const ADMIN_PROVIDER_PAGE_SIZE = 20;

export interface AdminProviderListItem {
  _id: string;
  userId: string;
  fullname: string;
  email: string;
  isPhoneNumberVerified: boolean;
  verificationstatus: VerificationStatus;
  submittedAt: string | null;
  createdAt: string;
  /** When an approved provider changed identity data that no admin has reviewed since; else null. */
  identityChangedAt: string | null;
}

export interface AdminProviderList {
  providers: AdminProviderListItem[];
  pages: number;
  total: number;
}

export interface AdminProviderDocument {
  fileName: string;
  contentType: string;
  size: number;
  uploadedAt: string;
  /** The admin download path (needs the Bearer token); every download is audited. */
  url: string;
}

/** Identity data whose change sends an approved provider back to review (document fields by name). */
export type IdentityChangeField = 'socialInsuranceNum' | 'residentStatus' | 'bussinessname' | 'fullname' | ProviderDocumentField;

export const IDENTITY_FIELD_LABELS: Record<IdentityChangeField, string> = {
  fullname: 'Legal name',
  bussinessname: 'Business name',
  socialInsuranceNum: 'Social Insurance Number',
  residentStatus: 'Residency status',
  qualificationdoc: 'Qualification document',
  socialInsurancedoc: 'Social Insurance document',
  residentdoc: 'Resident document',
  governmentdoc1: 'Government document 1',
  governmentdoc2: 'Government document 2',
};

/** Another provider account with the same SIN (matched by its keyed fingerprint, never decrypted). */
export interface SinSharedWith {
  _id: string;
  userId: string;
  fullname: string;
  email: string;
  verificationstatus: VerificationStatus;
}

export interface AdminProviderDetail {
  _id: string;
  userId: string;
  profile: ProviderProfile;
  business: {
    _id: string;
    verificationstatus: VerificationStatus;
    bussinessname: string;
    qualification: string;
    /** ***-***-123; the full number only through the audited reveal. */
    socialInsuranceNum: string | null;
    residentStatus: string;
    yearsOfExperince: number | null;
    submittedAt: string | null;
    rejectionReason: string | null;
    documents: Record<ProviderDocumentField, AdminProviderDocument | null>;
  };
  requestedServices: string[];
  actionItems: { _id: string; message: string; createdAt: string; resolvedAt: string | null }[];
  history: { action: string; actorId: string | null; before: unknown; after: unknown; createdAt: string }[];
  /**
   * Identity changes since the last approval or rejection: each field's value before the first of them
   * and after the last (SIN masked, documents by file name). Null when there are none.
   */
  identityChange: { changedAt: string; changes: { field: IdentityChangeField; before: string | null; after: string | null }[] } | null;
  /** Other accounts with the same SIN; approval is refused while one of them is not rejected. */
  sinSharedWith: SinSharedWith[];
}

/** POST approve / reject / suspend / reinstate. */
export interface AdminProviderDecision {
  _id: string;
  verificationstatus: VerificationStatus;
}

/** POST /api/admin/providers/:id/sin — the decrypted number, each reveal audited. */
export interface RevealedSin {
  socialInsuranceNum: string;
}
