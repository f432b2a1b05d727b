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
